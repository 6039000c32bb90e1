import { RESET_DELIVERY, type ResetDelivery } from '@clube/contract/admin';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { useResetPassword } from '../api/member-actions';
import styles from './reset-password-dialog.module.css';
import { MEMBER_PASSWORD_NOTE, TemporaryPassword } from '../../../components/temporary-password';

const DELIVERY_LABEL: Record<ResetDelivery, string> = {
  [RESET_DELIVERY.screen]: 'Mostrar nesta tela (uma única vez)',
  [RESET_DELIVERY.email]: 'Enviar para o e-mail cadastrado do associado',
  [RESET_DELIVERY.sms]: 'Enviar por SMS para o celular cadastrado do associado',
};

/**
 * A new temporary password, shown once or sent to the member's own contact on file; the member
 * changes it at the next sign-in. Only the deliveries the server allows this caller are offered:
 * on screen only for a member whose every card is in the caller's companies.
 */
export function ResetPasswordDialog({
  memberId,
  memberName,
  deliveries,
  fullReach,
  open,
  onClose,
}: {
  memberId: number;
  memberName: string;
  deliveries: readonly ResetDelivery[];
  /** Every card of the member is in the caller's companies. */
  fullReach: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const reset = useResetPassword(memberId);
  const [chosen, setEntrega] = useState<ResetDelivery | null>(null);
  const entrega = chosen !== null && deliveries.includes(chosen) ? chosen : (deliveries[0] ?? null);
  const close = () => {
    reset.reset();
    setEntrega(null);
    onClose();
  };
  const done = reset.data;
  return (
    <Dialog
      open={open}
      title="Redefinir senha"
      onClose={close}
      footer={
        done ? (
          <Button onClick={close}>Concluir</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button
              busy={reset.isPending}
              disabled={entrega === null}
              onClick={() => entrega && reset.mutate({ entrega })}
            >
              Redefinir senha
            </Button>
          </>
        )
      }
    >
      {done ? (
        done.senhaProvisoria ? (
          <TemporaryPassword
            note={MEMBER_PASSWORD_NOTE}
            password={done.senhaProvisoria}
            intro={done.message}
          />
        ) : (
          <Notice tone="success" role="status">
            {done.message}
          </Notice>
        )
      ) : (
        <>
          <p>
            {memberName} receberá uma senha provisória e deverá trocá-la no próximo acesso. As
            sessões abertas no app são encerradas.
          </p>
          {reset.error ? (
            <Notice tone="error" role="alert">
              {errorMessage(reset.error)}
            </Notice>
          ) : null}
          {fullReach ? null : (
            <Notice tone="info">
              {memberName} também tem cartão em uma empresa que você não atende. A senha provisória
              só pode ir para o e-mail ou o celular cadastrado pelo próprio associado.
            </Notice>
          )}
          {deliveries.length === 0 ? (
            <Notice tone="warning">
              O associado não tem e-mail nem celular cadastrado. Peça a redefinição a quem atende
              todas as empresas dele.
            </Notice>
          ) : (
            <fieldset className={styles.choices}>
              <legend>Como entregar a senha</legend>
              {deliveries.map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name="entrega"
                    checked={entrega === option}
                    onChange={() => setEntrega(option)}
                  />
                  {DELIVERY_LABEL[option]}
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
    </Dialog>
  );
}
