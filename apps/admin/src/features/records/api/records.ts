import type {
  AppointmentBody,
  RecordsChangeResponse,
  ContractBody,
  InvoiceBody,
  PrescriptionBody,
  UpdateContractBody,
  UpdateInvoiceBody,
} from '@clube/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** A member card's contracts, invoices, prescriptions and appointments (docs/product.md#console-card-records). */
export const cardRecordsQueryOptions = (idCliente: number) =>
  queryOptions({
    queryKey: ['getCardRecords', { id: idCliente }] as const,
    queryFn: ({ signal }) => adminApi('getCardRecords', { params: { id: idCliente }, signal }),
    meta: { handlesErrors: true },
  });

export const useCardRecords = (idCliente: number) => useQuery(cardRecordsQueryOptions(idCliente));

export type RecordWrite =
  | { kind: 'createContract'; body: ContractBody }
  | { kind: 'updateContract'; id: number; body: UpdateContractBody }
  | { kind: 'createInvoice'; id: number; body: InvoiceBody }
  | { kind: 'updateInvoice'; id: number; body: UpdateInvoiceBody }
  | { kind: 'createPrescription'; body: PrescriptionBody }
  | { kind: 'createAppointment'; body: AppointmentBody }
  | { kind: 'cancelAppointment'; id: number };

function send(idCliente: number, write: RecordWrite) {
  switch (write.kind) {
    case 'createContract':
      return adminApi('createContract', { params: { id: idCliente }, body: write.body });
    case 'updateContract':
      return adminApi('updateContract', { params: { id: write.id }, body: write.body });
    case 'createInvoice':
      return adminApi('createInvoice', { params: { id: write.id }, body: write.body });
    case 'updateInvoice':
      return adminApi('updateInvoice', { params: { id: write.id }, body: write.body });
    case 'createPrescription':
      return adminApi('createPrescription', { params: { id: idCliente }, body: write.body });
    case 'createAppointment':
      return adminApi('createAppointment', { params: { id: idCliente }, body: write.body });
    case 'cancelAppointment':
      return adminApi('cancelAppointment', { params: { id: write.id } });
  }
}

/** Every write answers the card's records: they replace the cached ones. */
export function useRecordWrite(idCliente: number, memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: RecordWrite) => send(idCliente, write),
    meta: { handlesErrors: true },
    onSuccess: async (answer: RecordsChangeResponse) => {
      queryClient.setQueryData(cardRecordsQueryOptions(idCliente).queryKey, answer.records);
      // Ending the last contract ends the card: the member's page shows it.
      await queryClient.invalidateQueries({ queryKey: ['getMember', { id: memberId }] });
    },
  });
}
