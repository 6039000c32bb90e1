import {
  LIMITS,
  MIN_NEW_PASSWORD_LENGTH,
  SAME_PASSWORD_MESSAGE,
  SHORT_PASSWORD_MESSAGE,
  USER_MESSAGES,
} from '@clube/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Card, CardLead, CardTitle } from '../../../components/card';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { SimpleLayout } from '../../../components/simple-layout';
import { isApiError, isServerDown } from '../../../lib/api-error';
import type { FieldMessages, FormIssues } from '../../../lib/form/form-issues';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { reportUnhandledError } from '../../../lib/query-client';
import { useNextStep } from '../../../lib/route-after-login';
import { updateSession, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useChangePasswordAfterLogin } from '../api/change-password-after-login';
import styles from './change-password-page.module.css';

export const FIRST_ACCESS_MESSAGES = {
  empty: 'Preencha todos os campos.',
  mismatch: 'Senhas diferentes!',
  success: USER_MESSAGES.passwordChanged,
  wrongCurrent: USER_MESSAGES.wrongCurrentPassword,
  serverDown: 'API fora do AR!',
} as const;

/** docs/product.md#constants-and-delays: the redirect after a first-access result. */
const REDIRECT_DELAY_MS = 3000;

interface NewPasswordValues {
  oldpass: string;
  newpass: string;
  confirm: string;
}
type Field = keyof NewPasswordValues;
const FIELDS: readonly Field[] = ['oldpass', 'newpass', 'confirm'];

/** Under each wrong field; the toast is the screen's (docs/product.md#first-access-password-change). */
export const FIRST_ACCESS_FIELD_MESSAGES = {
  empty: {
    oldpass: 'Informe a senha atual.',
    newpass: 'Informe a nova senha.',
    confirm: 'Confirme a nova senha.',
  },
  mismatch: 'As duas senhas não são iguais.',
  short: `Use pelo menos ${MIN_NEW_PASSWORD_LENGTH} caracteres.`,
  same: 'Escolha uma senha diferente da atual.',
  wrongCurrent: 'Confira a senha atual.',
} as const;

function bothNew(message: string): FieldMessages<NewPasswordValues> {
  return { newpass: message, confirm: message };
}

export function checkNewPassword(values: NewPasswordValues): FormIssues<NewPasswordValues> {
  const empty = FIELDS.filter((field) => values[field] === '');
  if (empty.length > 0) {
    return {
      summary: FIRST_ACCESS_MESSAGES.empty,
      fields: Object.fromEntries(
        empty.map((field) => [field, FIRST_ACCESS_FIELD_MESSAGES.empty[field]]),
      ),
    };
  }
  // Deliberate departure: the original app still sends the call after 'Senhas diferentes!'; we do
  // not (README, "Deliberate departures from the original app").
  if (values.newpass !== values.confirm) {
    return {
      summary: FIRST_ACCESS_MESSAGES.mismatch,
      fields: bothNew(FIRST_ACCESS_FIELD_MESSAGES.mismatch),
    };
  }
  // Checked here too: the server's 400 for it would read 'API fora do AR!' and end the session.
  if (values.newpass.length < MIN_NEW_PASSWORD_LENGTH) {
    return { summary: SHORT_PASSWORD_MESSAGE, fields: bothNew(FIRST_ACCESS_FIELD_MESSAGES.short) };
  }
  // Likewise: the server refuses the same password again with a 400.
  if (values.newpass === values.oldpass) {
    return { summary: SAME_PASSWORD_MESSAGE, fields: bothNew(FIRST_ACCESS_FIELD_MESSAGES.same) };
  }
  return null;
}

export function ChangePasswordPage() {
  const session = useSession();
  const change = useChangePasswordAfterLogin();
  const nextStep = useNextStep();
  const later = useDelayedAction();
  const [done, setDone] = useState(false);
  const { form, submit, flag } = useCheckedForm<NewPasswordValues>({
    defaultValues: { oldpass: '', newpass: '', confirm: '' },
    check: checkNewPassword,
  });

  function changePassword({ oldpass, newpass }: NewPasswordValues) {
    change.mutate(
      { oldpass, newpass, cpf: session?.login ?? '' },
      {
        onSuccess: ({ token }) => {
          // The change ended the old token (docs/architecture.md, Request path: token version); the answer carries its replacement.
          updateSession({ alterarSenha: false, token });
          setDone(true);
          toast.success(FIRST_ACCESS_MESSAGES.success);
          // On to the terms when pending, then the card choice: each step once, in the order of docs/product.md#after-sign-in.
          later(
            () =>
              nextStep({
                aceiteTermo: session?.aceiteTermo ?? false,
                empresas: session?.empresas ?? [],
              }),
            REDIRECT_DELAY_MS,
          );
        },
        onError: (error) => {
          if (isApiError(error, 404)) {
            toast.error(FIRST_ACCESS_MESSAGES.wrongCurrent);
            flag({ oldpass: FIRST_ACCESS_FIELD_MESSAGES.wrongCurrent });
          } else if (isApiError(error, 400)) {
            // The server says what is wrong with the new password: the member fixes it here.
            toast.error(error.message);
            flag({ newpass: error.message });
          } else if (isServerDown(error)) {
            toast.error(FIRST_ACCESS_MESSAGES.serverDown);
          } else {
            reportUnhandledError(error);
          }
        },
      },
    );
  }

  function field(name: Field, label: string, autoComplete: string) {
    return (
      <FormPasswordField
        control={form.control}
        name={name}
        label={label}
        autoComplete={autoComplete}
        maxLength={LIMITS.password}
        required
        disabled={done}
      />
    );
  }

  return (
    <SimpleLayout>
      <Card>
        <div>
          <CardTitle>Crie sua nova senha</CardTitle>
          <CardLead>
            Este é seu primeiro acesso. Por segurança, troque a senha que você recebeu por uma senha
            só sua.
          </CardLead>
        </div>
        <form className={styles.form} onSubmit={submit(changePassword)} noValidate>
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={session?.login ?? ''}
            readOnly
            hidden
          />
          {field('oldpass', 'Senha atual', 'current-password')}
          {field('newpass', 'Nova senha', 'new-password')}
          {field('confirm', 'Confirmar nova senha', 'new-password')}
          <Button
            type="submit"
            block
            pending={change.isPending}
            disabled={done}
            icon={<KeyRound size={20} aria-hidden="true" />}
          >
            Trocar senha
          </Button>
        </form>
      </Card>
    </SimpleLayout>
  );
}
