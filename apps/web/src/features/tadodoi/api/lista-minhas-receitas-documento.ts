import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportSaveError } from '../../../lib/query-client';

/** A short-lived signed address of one prescription's PDF (`data`). */
export function listaMinhasReceitasDocumento(request: RequestBody<'listaMinhasReceitasDocumento'>) {
  return api('listaMinhasReceitasDocumento', request);
}

/** A refusal (404: no stored document) toasts the server's own sentence. */
export function useReceitaDocumento() {
  return useMutation({
    mutationFn: listaMinhasReceitasDocumento,
    meta: { handlesErrors: true },
    onError: (error) => reportSaveError(error, 'prescription-document-error'),
  });
}
