import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Alert, Card, Page } from '../../components/panel';
import { paths } from '../../config/paths';
import { errorMessage, partnerApi } from '../../lib/api-client';
import { forgetTypedBeforeStart, typedBeforeStart, usePrerendering } from '../../lib/prerendered';
import { queryKeys } from '../../lib/query-keys';
import { setSessionHint } from '../../lib/session-hint';
import styles from './sign-in-page.module.css';

interface SignInForm {
  email: string;
  senha: string;
}

/** E-mail and password of a partner's staff account; the server's lockout sentences shown as sent. */
export function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prerendering = usePrerendering();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [typed] = useState(typedBeforeStart);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({
    defaultValues: { email: typed?.email ?? '', senha: typed?.senha ?? '' },
  });

  // The staff may have started typing into the HTML's copy of this form: what they typed is in the
  // fields above, and the focus goes back to the field they were in.
  useEffect(() => {
    forgetTypedBeforeStart();
    if (typed?.focused) setFocus(typed.focused);
  }, [typed, setFocus]);

  const onSubmit = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      const me = await partnerApi('login', {
        body: { email: form.email.trim(), senha: form.senha },
        expectUnauthenticated: true,
      });
      setSessionHint(true);
      queryClient.setQueryData(queryKeys.me, me);
      await navigate(me.atendente.alterarSenha ? paths.changePassword : paths.check, {
        replace: true,
      });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Page label="Entrar">
      <header className={styles.brand}>
        <svg className={styles.mark} viewBox="0 0 512 512" aria-hidden="true">
          <rect width="512" height="512" rx="96" fill="#0b3b2e" />
          <path
            d="M148 262l72 72 150-156"
            fill="none"
            stroke="#fff"
            strokeWidth="48"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1>Clube Parceiro</h1>
        <p>Confira a carteirinha e registre o uso do benefício.</p>
      </header>
      <Card>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Field
            label="E-mail"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            error={errors.email?.message}
            {...register('email', { required: 'Informe o e-mail.' })}
          />
          <Field
            label="Senha"
            type="password"
            autoComplete="current-password"
            error={errors.senha?.message}
            {...register('senha', { required: 'Informe a senha.' })}
          />
          <Alert>{refusal}</Alert>
          <Button type="submit" block disabled={isSubmitting || prerendering}>
            {isSubmitting ? 'Entrando…' : 'Entrar'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
