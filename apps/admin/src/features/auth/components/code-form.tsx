import { zodResolver } from '@hookform/resolvers/zod';
import { secondFactorBody, type SecondFactorBody } from '@clube/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import styles from './sign-in.module.css';

const [codeSchema, recoverySchema] = secondFactorBody.options;
type CodeValues = { code: string };
type RecoveryValues = { recoveryCode: string };

/** Six digits from the authenticator app (or, when not enrolling, one recovery code). */
export function CodeForm({
  onSubmit,
  busy,
  error,
  submitLabel = 'Confirmar',
  allowRecovery = true,
}: {
  onSubmit: (values: SecondFactorBody) => void;
  busy: boolean;
  error: string | null;
  submitLabel?: string;
  allowRecovery?: boolean;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <div className={styles.form}>
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {useRecovery ? (
        <RecoveryForm onSubmit={onSubmit} busy={busy} submitLabel={submitLabel} />
      ) : (
        <AppCodeForm onSubmit={onSubmit} busy={busy} submitLabel={submitLabel} />
      )}
      {allowRecovery ? (
        <Button variant="ghost" size="sm" onClick={() => setUseRecovery((v) => !v)}>
          {useRecovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
        </Button>
      ) : null}
    </div>
  );
}

function AppCodeForm({
  onSubmit,
  busy,
  submitLabel,
}: {
  onSubmit: (values: CodeValues) => void;
  busy: boolean;
  submitLabel: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Código de 6 dígitos"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        className={styles.code}
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" busy={busy} className={styles.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}

function RecoveryForm({
  onSubmit,
  busy,
  submitLabel,
}: {
  onSubmit: (values: RecoveryValues) => void;
  busy: boolean;
  submitLabel: string;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryValues>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { recoveryCode: '' },
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Código de recuperação"
        autoComplete="off"
        autoFocus
        hint="Cada código de recuperação vale uma única vez."
        error={errors.recoveryCode?.message}
        {...register('recoveryCode')}
      />
      <Button type="submit" busy={busy} className={styles.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}
