import type { AdminContract, AdminInvoice } from '@clube/contract/admin';
import { useState } from 'react';
import { ErrorState, Loading } from '../../../components/state-message';
import { useCan } from '../../../lib/auth';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useCardRecords, useRecordWrite, type RecordWrite } from '../api/records';
import { AppointmentDialog } from './appointment-dialog';
import { AppointmentsTable } from './appointments-table';
import styles from './card-records.module.css';
import { ContractDialog } from './contract-dialog';
import { ContractsTable, InvoicesTable } from './contracts-table';
import { InvoiceDialog } from './invoice-dialog';
import { PrescriptionDialog } from './prescription-dialog';
import { PrescriptionsTable } from './prescriptions-table';
import { RecordSection } from './record-section';

type Open =
  | { kind: 'contract' }
  | { kind: 'editContract'; contract: AdminContract }
  | { kind: 'invoice'; contract: AdminContract }
  | { kind: 'editInvoice'; contract: AdminContract; invoice: AdminInvoice }
  | { kind: 'prescription' }
  | { kind: 'appointment' }
  | null;

/**
 * A card's contracts and invoices, prescriptions and appointments on the member's page. What the
 * operator saves here the member app shows at once (contracts, Tá Dodói).
 */
export function CardRecords({
  idCliente,
  empresa,
  memberId,
  dependents,
}: {
  idCliente: number;
  /** The card's company: names the sections apart when the member has several cards. */
  empresa: string;
  memberId: number;
  dependents: { id: number; nome: string }[];
}) {
  const records = useCardRecords(idCliente);
  const write = useRecordWrite(idCliente, memberId);
  const can = {
    addContract: useCan('contracts', 'create'),
    editContract: useCan('contracts', 'update'),
    addInvoice: useCan('invoices', 'create'),
    editInvoice: useCan('invoices', 'update'),
    addPrescription: useCan('prescriptions', 'create'),
    addAppointment: useCan('appointments', 'create'),
    cancelAppointment: useCan('appointments', 'update'),
  };
  const [open, setOpen] = useState<Open>(null);

  if (records.isPending) return <Loading />;
  if (records.error)
    return <ErrorState error={records.error} onRetry={() => void records.refetch()} />;
  const r = records.data;

  const run = (w: RecordWrite, done?: () => void) =>
    write.mutate(w, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        done?.();
      },
    });
  const close = () => {
    write.reset();
    setOpen(null);
  };
  /** Opens a dialog only if the one before has closed: the write's error belongs to it. */
  const show = (next: Exclude<Open, null>) => () => {
    write.reset();
    setOpen(next);
  };
  const save = (w: RecordWrite) => run(w, close);
  const frame = { busy: write.isPending, error: write.error, onClose: close };
  const people = [{ id: 0, nome: 'Titular' }, ...dependents];

  return (
    <div className={styles.records}>
      <RecordSection
        scope={empresa}
        title="Contratos"
        add={
          can.addContract ? { label: 'Novo contrato', onClick: show({ kind: 'contract' }) } : null
        }
        empty="Nenhum contrato."
        count={r.contratos.length}
      >
        <ContractsTable
          contracts={r.contratos}
          actions={{
            canEdit: can.editContract,
            canAddInvoice: can.addInvoice,
            busy: write.isPending,
            onEdit: (contract) => show({ kind: 'editContract', contract })(),
            onAddInvoice: (contract) => show({ kind: 'invoice', contract })(),
            run: (w) => run(w),
          }}
        />
        {r.encerradoEm ? (
          <p className={styles.muted}>
            Sem contrato ativo: cartão encerrado em {formatDate(r.encerradoEm)} (prazo de retenção
            da LGPD).
          </p>
        ) : null}
      </RecordSection>

      {r.contratos.length > 0 ? (
        <RecordSection
          scope={empresa}
          title="Faturas"
          add={null}
          empty="Nenhuma fatura."
          count={r.contratos.length}
        >
          <InvoicesTable
            contracts={r.contratos}
            canEdit={can.editInvoice}
            onEdit={(contract, invoice) => show({ kind: 'editInvoice', contract, invoice })()}
          />
        </RecordSection>
      ) : null}

      <RecordSection
        scope={empresa}
        title="Receitas"
        add={
          can.addPrescription
            ? { label: 'Enviar receita', onClick: show({ kind: 'prescription' }) }
            : null
        }
        empty="Nenhuma receita."
        count={r.receitas.length}
      >
        <PrescriptionsTable prescriptions={r.receitas} />
      </RecordSection>

      <RecordSection
        scope={empresa}
        title="Agendamentos"
        add={
          can.addAppointment
            ? { label: 'Novo agendamento', onClick: show({ kind: 'appointment' }) }
            : null
        }
        empty="Nenhum agendamento."
        count={r.agendamentos.length}
      >
        <AppointmentsTable
          appointments={r.agendamentos}
          canCancel={can.cancelAppointment}
          busy={write.isPending}
          onCancel={(a) => run({ kind: 'cancelAppointment', id: a.id })}
        />
      </RecordSection>

      {open?.kind === 'contract' ? (
        <ContractDialog {...frame} onSave={(body) => save({ kind: 'createContract', body })} />
      ) : null}
      {open?.kind === 'editContract' ? (
        <ContractDialog
          {...frame}
          record={open.contract}
          onSave={(body) => save({ kind: 'updateContract', id: open.contract.id, body })}
        />
      ) : null}
      {open?.kind === 'invoice' ? (
        <InvoiceDialog
          {...frame}
          contract={open.contract}
          onSave={(body) => save({ kind: 'createInvoice', id: open.contract.id, body })}
        />
      ) : null}
      {open?.kind === 'editInvoice' ? (
        <InvoiceDialog
          {...frame}
          contract={open.contract}
          record={open.invoice}
          onSave={(body) => save({ kind: 'updateInvoice', id: open.invoice.id, body })}
        />
      ) : null}
      {open?.kind === 'prescription' ? (
        <PrescriptionDialog
          people={people}
          {...frame}
          onSave={(body) => save({ kind: 'createPrescription', body })}
        />
      ) : null}
      {open?.kind === 'appointment' ? (
        <AppointmentDialog
          people={people}
          {...frame}
          onSave={(body) => save({ kind: 'createAppointment', body })}
        />
      ) : null}
    </div>
  );
}
