import type { SecondFactorBody, SignInBody, SignInResponse } from '@clube/contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-error';
import { meQueryOptions } from '../../../lib/auth';
import { useSignIn, useVerifySecondFactor } from '../api/sign-in';
import { CodeForm } from '../components/code-form';
import { CredentialsForm } from '../components/credentials-form';
import { EnrolmentStep } from '../components/enrolment';
import styles from '../components/sign-in.module.css';

type Step =
  | { kind: 'password' }
  | { kind: 'totp' }
  | { kind: 'enroll'; enrolment: Extract<SignInResponse, { step: 'enroll' }> };

const TITLES: Record<Step['kind'], string> = {
  password: 'Entrar no console',
  totp: 'Verificação em duas etapas',
  enroll: 'Cadastre o aplicativo autenticador',
};

/** Only a path of the console itself, never another site (an open redirect). */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/** E-mail and password, then the second factor (or its first enrolment), then the console. */
export function SignInPage() {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const verify = useVerifySecondFactor();

  useEffect(() => {
    document.title = `${TITLES[step.kind]} · Console Clube`;
  }, [step.kind]);

  const enter = async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    navigate(safeNext(searchParams.get('next')), { replace: true });
  };

  const submitPassword = (values: SignInBody) => {
    verify.reset();
    signIn.mutate(values, {
      onSuccess: (answer) => {
        if (answer.step === 'done') void enter();
        else if (answer.step === 'totp') setStep({ kind: 'totp' });
        else setStep({ kind: 'enroll', enrolment: answer });
      },
    });
  };

  const submitCode = (values: SecondFactorBody) =>
    verify.mutate(values, { onSuccess: () => void enter() });

  const restart = () => {
    signIn.reset();
    verify.reset();
    setStep({ kind: 'password' });
  };

  const codeError = verify.error ? errorMessage(verify.error) : null;

  return (
    <main className={styles.page}>
      <div className={`${styles.card} ${step.kind === 'enroll' ? styles.wide : ''}`}>
        <div className={styles.brand}>
          <img src={`${import.meta.env.BASE_URL}icon.svg`} alt="" width={36} height={36} />
          <span>
            Clube <strong>Console</strong>
          </span>
        </div>
        <h1 className={styles.title}>{TITLES[step.kind]}</h1>
        {step.kind === 'password' ? (
          <>
            <p className={styles.lead}>Acesso restrito à equipe do clube.</p>
            <CredentialsForm
              onSubmit={submitPassword}
              busy={signIn.isPending}
              error={signIn.error ? errorMessage(signIn.error) : null}
            />
          </>
        ) : null}
        {step.kind === 'totp' ? (
          <>
            <p className={styles.lead}>Digite o código que o seu aplicativo autenticador mostra.</p>
            <CodeForm onSubmit={submitCode} busy={verify.isPending} error={codeError} />
          </>
        ) : null}
        {step.kind === 'enroll' ? (
          <EnrolmentStep
            enrolment={step.enrolment}
            onConfirm={submitCode}
            busy={verify.isPending}
            error={codeError}
          />
        ) : null}
        {step.kind !== 'password' ? (
          <Button variant="ghost" size="sm" onClick={restart} className={styles.back}>
            Voltar e entrar com outro e-mail
          </Button>
        ) : null}
      </div>
    </main>
  );
}
