import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** "Baixar meus dados": everything the club holds about the signed-in member (the token says who). */
export function exportMyData() {
  return api('exportMyData');
}

/** A download, not a read to keep: no query cache holds the member's whole record. */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData, meta: { handlesErrors: true } });
}
