import type { RequestBody } from '@clube/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportSaveError } from '../../../lib/query-client';

export function reportarUso(body: RequestBody<'reportarUso'>) {
  return api('reportarUso', body);
}

/** 'Não reconheço este uso': the list is read again so the use shows as reported. */
export function useReportarUso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportarUso,
    meta: { handlesErrors: true },
    onError: (error) => reportSaveError(error, 'use-report-error'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['getMeusUsos'] }),
  });
}
