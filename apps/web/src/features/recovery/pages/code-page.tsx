import {
  LIMITS,
  MIN_NEW_PASSWORD_LENGTH,
  RECOVERY_MESSAGES,
  SHORT_PASSWORD_MESSAGE,
  USER_MESSAGES,
} from '@clube/contract';
import type { MaskitoOptions } from '@maskito/core';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/button';
import { Card, CardLead, CardTitle } from '../../../components/card';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SimpleLayout } from '../../../components/simple-layout';
import { paths } from '../../../config/paths';
import { isApiError, isServerDown } from '../../../lib/api-error';
import { useClubStore } from '../../../lib/club-store';
import type { FormIssues } from '../../../lib/form/form-issues';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { reportUnhandledError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useCheckPasswordCode } from '../api/check-password-code';
import { forgetRecoveryCpf, recoveryCpf } from '../recovery-cpf';
import styles from './recovery-pages.module.css';

export const CODE_MESSAGES = {
  success: USER_MESSAGES.passwordChanged,
  serverDown: 'API fora do AR!',
  invalid: RECOVERY_MESSAGES.invalidCode,
  expired: RECOVERY_MESSAGES.expiredCode,
  expiredHint: 'Este código não vale mais. Peça um novo para trocar a senha.',
  newCode: 'Pedir novo código',
} as const;
/** One toast at a time for the code check: a retry replaces the last message. */
const TOAST_ID = 'code-check';

/** docs/product.md#constants-and-delays: the app goes to the login 3 s after the code check. */
const REDIRECT_DELAY_MS = 3000;

interface CodeValues {
  newPassword: string;
  code: string;
}

/** Digits only, at most 4. */
const CODE_MASK: MaskitoOptions = { mask: /^\d{0,4}$/ };

function checkCode({ newPassword }: CodeValues): FormIssues<CodeValues> {
  // Checked here: the server's 400 for it would read 'API fora do AR!' and end the flow.
  if (newPassword.length < MIN_NEW_PASSWORD_LENGTH)
    return { summary: SHORT_PASSWORD_MESSAGE, fields: { newPassword: SHORT_PASSWORD_MESSAGE } };
  return null;
}

/** docs/product.md#password-recovery /forgot/code: the new password and the 4-digit code. */
export function CodePage() {
  const navigate = useNavigate();
  const recoveryType = useClubStore((state) => state.recoveryType);
  const check = useCheckPasswordCode();
  const later = useDelayedAction();
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const { form, submit } = useCheckedForm<CodeValues>({
    defaultValues: { newPassword: '', code: '' },
    check: checkCode,
  });
  const [newPassword, code] = form.watch(['newPassword', 'code']);

  if (recoveryType === 0) return <Navigate to={paths.forgot.recoveryChoosed} replace />;

  function finish(show: () => void) {
    setDone(true);
    show();
    later(() => {
      forgetRecoveryCpf();
      void navigate(paths.login, { replace: true });
    }, REDIRECT_DELAY_MS);
  }

  function validate({ newPassword, code }: CodeValues) {
    check.mutate(
      { newPassword, code, cpf: recoveryCpf() },
      {
        onSuccess: () => finish(() => toast.success(CODE_MESSAGES.success, { id: TOAST_ID })),
        onError: (error) => {
          if (isApiError(error, 406)) {
            // No more tries with this code: the way on is a new one, not the login. The alert
            // under the form says it (one message, not a toast besides).
            toast.dismiss(TOAST_ID);
            setExpired(true);
          } else if (isApiError(error, 400)) {
            // A typo: the member corrects the code on this screen.
            toast.error(CODE_MESSAGES.invalid, { id: TOAST_ID });
            form.setValue('code', '');
            form.setFocus('code');
          } else if (isApiError(error, 429)) toast.error(error.message, { id: TOAST_ID });
          else if (isServerDown(error)) toast.error(CODE_MESSAGES.serverDown, { id: TOAST_ID });
          else reportUnhandledError(error);
        },
      },
    );
  }

  return (
    <SimpleLayout>
      <Card>
        <div>
          <CardTitle>Código de verificação</CardTitle>
          <CardLead>Digite o código de 4 dígitos que você recebeu e escolha a nova senha.</CardLead>
        </div>
        <form className={styles.form} onSubmit={submit(validate)} noValidate>
          <FormPasswordField
            control={form.control}
            name="newPassword"
            label="Nova senha"
            autoComplete="new-password"
            maxLength={LIMITS.password}
            required
            disabled={done}
          />
          <FormTextField
            control={form.control}
            name="code"
            label="Código"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            required
            disabled={done || expired}
            mask={CODE_MASK}
          />
          <Button
            type="submit"
            block
            pending={check.isPending}
            disabled={done || expired || newPassword === '' || code.length !== 4 || check.isPending}
            icon={<KeyRound size={20} aria-hidden="true" />}
          >
            Validar Código
          </Button>
        </form>
        {expired ? (
          <div className={styles.expired} role="alert">
            <p>
              <strong>{CODE_MESSAGES.expired}</strong> {CODE_MESSAGES.expiredHint}
            </p>
            <Link to={paths.forgot.recovery} className={buttonClassName('primary', true)}>
              {CODE_MESSAGES.newCode}
            </Link>
          </div>
        ) : (
          <p className={styles.link}>
            <Link to={paths.forgot.recovery}>Não recebi o código, reenviar</Link>
          </p>
        )}
      </Card>
    </SimpleLayout>
  );
}
