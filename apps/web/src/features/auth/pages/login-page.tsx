import { LIMITS, onlyDigits, USER_MESSAGES } from '@clube/contract';
import { LockKeyhole, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Card, CardLead, CardTitle } from '../../../components/card';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { SimpleLayout } from '../../../components/simple-layout';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useClubStore } from '../../../lib/club-store';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { cpfMaskOptions } from '../../../lib/masks';
import { reportUnhandledError } from '../../../lib/query-client';
import { startSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { routeAfterLogin } from '../route-after-login';
import styles from './login-page.module.css';

export const NO_CARD_MESSAGE = 'Nenhum cartão ativo encontrado para este CPF.';
/** Under each field after a refused sign-in; the toast above is the spec's. */
export const LOGIN_FIELD_MESSAGES = {
  cpf: 'Confira o CPF.',
  password: 'Confira a senha.',
} as const;

interface LoginValues {
  cpf: string;
  password: string;
  remember: boolean;
}

export function LoginPage() {
  const navigate = useNavigate();
  const chooseCompany = useClubStore((state) => state.chooseCompany);
  const login = useLogin();
  const [noCard, setNoCard] = useState(false);
  // No check of our own: empty fields are sent as they are, the demo server answers them
  // (spec §5). Typing in either field clears the marks of a refused sign-in.
  const { form, submit, flag } = useCheckedForm<LoginValues>({
    defaultValues: { cpf: '', password: '', remember: false },
    onFieldChange: (name) => {
      if (name !== 'remember') form.clearErrors();
    },
  });

  function signIn({ cpf, password, remember }: LoginValues) {
    setNoCard(false);
    login.mutate(
      { username: onlyDigits(cpf), password },
      {
        onSuccess: (session) => {
          const route = routeAfterLogin(session);
          if (route.kind === 'no-card') {
            setNoCard(true);
            return;
          }
          startSession(session, remember);
          if (route.kind === 'enter') chooseCompany(route.company);
          void navigate(route.to, { replace: true });
        },
        onError: (error) => {
          if (!isApiError(error, 404)) {
            reportUnhandledError(error);
            return;
          }
          toast.error(USER_MESSAGES.badCredentials);
          flag(LOGIN_FIELD_MESSAGES);
        },
      },
    );
  }

  return (
    <SimpleLayout>
      <Card>
        <div>
          <CardTitle>Acesse sua conta</CardTitle>
          <CardLead>Entre com seu CPF e senha para ver seus benefícios.</CardLead>
        </div>
        <form className={styles.form} onSubmit={submit(signIn)} noValidate>
          <FormTextField
            control={form.control}
            name="cpf"
            mask={cpfMaskOptions}
            label="CPF"
            inputMode="numeric"
            autoComplete="username"
            placeholder="000.000.000-00"
          />
          <FormPasswordField
            control={form.control}
            name="password"
            label="Senha"
            autoComplete="current-password"
            maxLength={LIMITS.password}
          />
          <label className={styles.check}>
            <input type="checkbox" {...form.register('remember')} />
            Manter-me conectado
          </label>
          {noCard && (
            <p role="alert" className={styles.alert}>
              {NO_CARD_MESSAGE}
            </p>
          )}
          <Button
            type="submit"
            block
            pending={login.isPending}
            icon={<LogIn size={20} aria-hidden="true" />}
          >
            Entrar
          </Button>
        </form>
        <p className={styles.forgot}>
          <Link to={paths.forgot.recovery}>Esqueceu sua senha?</Link>
        </p>
      </Card>
      <p className={styles.note}>
        <LockKeyhole size={16} aria-hidden="true" />
        Acesso exclusivo para associados.
      </p>
    </SimpleLayout>
  );
}
