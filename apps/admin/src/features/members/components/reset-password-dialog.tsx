import { RESET_DELIVERY, type ResetPasswordBody } from '@clube/contract/admin';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { useResetPassword } from '../api/member-actions';
import styles from './reset-password-dialog.module.css';
import { TemporaryPassword } from './temporary-password';

/** A new temporary password, shown once or e-mailed; the member changes it at the next sign-in. */
export function ResetPasswordDialog({
  memberId,
  memberName,
  hasEmail,
  open,
  onClose,
}: {
  memberId: number;
  memberName: string;
  hasEmail: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const reset = useResetPassword(memberId);
  const [entrega, setEntrega] = useState<ResetPasswordBody['entrega']>(RESET_DELIVERY.screen);
  const close = () => {
    reset.reset();
    setEntrega(RESET_DELIVERY.screen);
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
            <Button busy={reset.isPending} onClick={() => reset.mutate({ entrega })}>
              Redefinir senha
            </Button>
          </>
        )
      }
    >
      {done ? (
        done.senhaProvisoria ? (
          <TemporaryPassword password={done.senhaProvisoria} intro={done.message} />
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
          <fieldset className={styles.choices}>
            <legend>Como entregar a senha</legend>
            <label>
              <input
                type="radio"
                name="entrega"
                checked={entrega === RESET_DELIVERY.screen}
                onChange={() => setEntrega(RESET_DELIVERY.screen)}
              />
              Mostrar nesta tela (uma única vez)
            </label>
            <label>
              <input
                type="radio"
                name="entrega"
                checked={entrega === RESET_DELIVERY.email}
                disabled={!hasEmail}
                onChange={() => setEntrega(RESET_DELIVERY.email)}
              />
              Enviar por e-mail{hasEmail ? '' : ' (sem e-mail cadastrado)'}
            </label>
          </fieldset>
        </>
      )}
    </Dialog>
  );
}
