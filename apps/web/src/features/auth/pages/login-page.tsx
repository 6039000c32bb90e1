import { isValidCpf, LIMITS, maskCpf, onlyDigits, USER_MESSAGES } from '@clube/contract';
import { LockKeyhole, LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Card, CardLead, CardTitle } from '../../../components/card';
import { PasswordField } from '../../../components/password-field';
import { SimpleLayout } from '../../../components/simple-layout';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useClubStore } from '../../../lib/club-store';
import { reportUnhandledError } from '../../../lib/report-error';
import { startSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import {
  forgetTypedBeforeStart,
  typedBeforeStart,
  usePrerendering,
} from '../../../lib/prerendered';
import { login } from '../api/login';
import { routeAfterLogin } from '../../../lib/route-after-login';
import styles from './login-page.module.css';

export const NO_CARD_MESSAGE = 'Nenhum cartão ativo encontrado para este CPF.';
/** Under each field after a refused sign-in; the toast above is the screen's (docs/product.md#login). */
export const LOGIN_FIELD_MESSAGES = {
  cpf: 'Confira o CPF.',
  /** A CPF whose check digits are right may well be the member's: the pair is what failed. */
  validCpf: 'CPF ou senha não conferem.',
  password: 'Confira a senha.',
} as const;

/*
 * The first screen most members see, so it carries no form or query library (decision 020): two
 * fields in React state, the CPF masked by the contract's maskCpf, one call through the api client.
 * It behaves as the forms built with useCheckedForm do: no check of our own (empty fields are sent
 * as they are, the demo server answers them, docs/product.md#login); after a refused sign-in a message under
 * each field and focus on the CPF; typing in either field clears them.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const chooseCompany = useClubStore((state) => state.chooseCompany);
  const prerendering = usePrerendering();
  // What the member typed into the copy of this page in index.html before the app started.
  const [typed] = useState(typedBeforeStart);
  const [cpf, setCpf] = useState(() => maskCpf(typed?.cpf ?? ''));
  const [password, setPassword] = useState(typed?.password ?? '');
  const [remember, setRemember] = useState(typed?.remember ?? false);
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState(false);
  const [noCard, setNoCard] = useState(false);
  const cpfRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Taken over once: the focus goes back to the field the member was typing in.
  useEffect(() => {
    forgetTypedBeforeStart();
    if (typed?.focused === 'cpf') cpfRef.current?.focus();
    if (typed?.focused === 'password') passwordRef.current?.focus();
  }, [typed]);

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setNoCard(false);
    setPending(true);
    try {
      const session = await login({ username: onlyDigits(cpf), password });
      const route = routeAfterLogin(session);
      if (route.kind === 'no-card') {
        setNoCard(true);
        return;
      }
      startSession(session, remember);
      if (route.kind === 'enter') chooseCompany(route.company);
      void navigate(route.to, { replace: true });
    } catch (error) {
      if (!isApiError(error, 404)) {
        reportUnhandledError(error);
        return;
      }
      toast.error(USER_MESSAGES.badCredentials);
      setRefused(true);
      cpfRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <SimpleLayout>
      <Card>
        <div>
          <CardTitle>Acesse sua conta</CardTitle>
          <CardLead>Entre com seu CPF e senha para ver seus benefícios.</CardLead>
        </div>
        <form className={styles.form} onSubmit={(event) => void signIn(event)} noValidate>
          <TextField
            ref={cpfRef}
            name="cpf"
            label="CPF"
            inputMode="numeric"
            autoComplete="username"
            placeholder="000.000.000-00"
            value={cpf}
            onChange={(event) => {
              setCpf(maskCpf(event.currentTarget.value));
              setRefused(false);
            }}
            error={
              refused
                ? isValidCpf(cpf)
                  ? LOGIN_FIELD_MESSAGES.validCpf
                  : LOGIN_FIELD_MESSAGES.cpf
                : undefined
            }
          />
          <PasswordField
            ref={passwordRef}
            name="password"
            label="Senha"
            autoComplete="current-password"
            maxLength={LIMITS.password}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setRefused(false);
            }}
            error={refused ? LOGIN_FIELD_MESSAGES.password : undefined}
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
            pending={pending}
            // The copy in index.html sends nothing: a plain form submission would put the password
            // in the address.
            disabled={prerendering}
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
