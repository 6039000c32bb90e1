import type { RequestBody } from '@clube/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A short-lived signed address of one prescription's PDF (`data`). */
export function listaMinhasReceitasDocumento(request: RequestBody<'listaMinhasReceitasDocumento'>) {
  return api('listaMinhasReceitasDocumento', request);
}

export function useReceitaDocumento() {
  return useMutation({ mutationFn: listaMinhasReceitasDocumento });
}
