import { useResourceWrite } from '../../../lib/resource/resource';

const REFRESH = ['listOperators'] as const;

/** The invitation's answer carries the initial password: the dialog shows it once. */
export const useCreateOperator = () =>
  useResourceWrite('createOperator', {
    refresh: REFRESH,
    success: 'Operador convidado.',
    handlesErrors: true,
  });
export const useUpdateOperator = () =>
  useResourceWrite('updateOperator', { refresh: REFRESH, handlesErrors: true });
export const useEndOperatorSessions = () =>
  useResourceWrite('endOperatorSessions', { refresh: REFRESH });
export const useResetOperatorTotp = () =>
  useResourceWrite('resetOperatorTotp', { refresh: REFRESH });
/** Disabling or reactivating from the list: a refusal is a toast. */
export const useSetOperatorActive = () => useResourceWrite('updateOperator', { refresh: REFRESH });
