import type { Operator } from '@clube/contract/admin';
import type { ConfirmRequest } from '../../../components/confirm-dialog';
import {
  useEndOperatorSessions,
  useResetOperatorTotp,
  useSetOperatorActive,
} from '../api/operators';
import { toast } from '../../../lib/toast';

export type OperatorAction = 'disable' | 'enable' | 'sessions' | 'totp';

const TEXTS: Record<OperatorAction, { title: string; body: string; action: string }> = {
  disable: {
    title: 'Desativar operador',
    body: 'O operador não poderá mais entrar, e as sessões abertas dele terminam agora.',
    action: 'Desativar',
  },
  enable: {
    title: 'Reativar operador',
    body: 'O operador volta a poder entrar no console.',
    action: 'Reativar',
  },
  sessions: {
    title: 'Encerrar sessões',
    body: 'Todas as sessões abertas do operador terminam agora; ele precisará entrar de novo.',
    action: 'Encerrar sessões',
  },
  totp: {
    title: 'Redefinir verificação em duas etapas',
    body: 'O operador cadastrará um novo aplicativo autenticador no próximo acesso.',
    action: 'Redefinir',
  },
};

/** The confirmation of each action on an operator, and what it does once confirmed. */
export function useOperatorActions(): (kind: OperatorAction, operator: Operator) => ConfirmRequest {
  const update = useSetOperatorActive();
  const endSessions = useEndOperatorSessions();
  const resetTotp = useResetOperatorTotp();
  const said = (answer: { message: string }) => toast.success(answer.message);
  const run = (kind: OperatorAction, { id }: Operator) => {
    if (kind === 'disable' || kind === 'enable')
      update.mutate(
        { id, body: { active: kind === 'enable' } },
        {
          onSuccess: () =>
            toast.success(kind === 'enable' ? 'Operador reativado.' : 'Operador desativado.'),
        },
      );
    else if (kind === 'sessions') endSessions.mutate({ id }, { onSuccess: said });
    else resetTotp.mutate({ id }, { onSuccess: said });
  };
  return (kind, operator) => ({
    title: TEXTS[kind].title,
    message: (
      <>
        <strong>{operator.name}</strong> ({operator.email}): {TEXTS[kind].body}
      </>
    ),
    confirmLabel: TEXTS[kind].action,
    tone: kind === 'enable' ? 'primary' : 'danger',
    onConfirm: () => run(kind, operator),
  });
}
