import { zodResolver } from '@hookform/resolvers/zod';
import { signInBody, type SignInBody } from '@clube/contract/admin';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import styles from './sign-in.module.css';

export function CredentialsForm({
  onSubmit,
  busy,
  error,
}: {
  onSubmit: (values: SignInBody) => void;
  busy: boolean;
  error: string | null;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInBody>({
    resolver: zodResolver(signInBody),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={busy} className={styles.submit}>
        Entrar
      </Button>
    </form>
  );
}
