import { LIMITS, onlyDigits } from '@clube/contract';
import { useMaskito } from '@maskito/react';
import { LockKeyhole, LogIn } from 'lucide-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Card, CardLead, CardTitle } from '../../../components/card';
import { PasswordField } from '../../../components/password-field';
import { SimpleLayout } from '../../../components/simple-layout';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useClubStore } from '../../../lib/club-store';
import { cpfMaskOptions } from '../../../lib/masks';
import { reportUnhandledError } from '../../../lib/query-client';
import { startSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { routeAfterLogin } from '../route-after-login';
import styles from './login-page.module.css';

export const INVALID_CREDENTIALS_MESSAGE = 'Credenciais Inválidas!';
export const NO_CARD_MESSAGE = 'Nenhum cartão ativo encontrado para este CPF.';

export function LoginPage() {
  const navigate = useNavigate();
  const chooseCompany = useClubStore((state) => state.chooseCompany);
  const login = useLogin();
  const [cpf, setCpf] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [noCard, setNoCard] = useState(false);

  const cpfInput = useRef<HTMLInputElement | null>(null);
  const maskCpf = useMaskito({ options: cpfMaskOptions });
  const cpfRef = useCallback(
    (element: HTMLInputElement | null) => {
      cpfInput.current = element;
      maskCpf(element);
    },
    [maskCpf],
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNoCard(false);
    // Empty fields are sent as they are: the demo server answers them (spec §5, DESIGN.md §2).
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
          setInvalid(true);
          toast.error(INVALID_CREDENTIALS_MESSAGE);
          cpfInput.current?.focus();
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
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <TextField
            ref={cpfRef}
            label="CPF"
            name="cpf"
            inputMode="numeric"
            autoComplete="username"
            placeholder="000.000.000-00"
            value={cpf}
            invalid={invalid}
            onInput={(event) => {
              setCpf(event.currentTarget.value);
              setInvalid(false);
            }}
          />
          <PasswordField
            label="Senha"
            name="password"
            autoComplete="current-password"
            value={password}
            invalid={invalid}
            maxLength={LIMITS.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setInvalid(false);
            }}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.currentTarget.checked)}
            />
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
