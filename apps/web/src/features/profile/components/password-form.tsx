import { LIMITS } from '@clube/contract';
import { KeyRound } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormPasswordField } from '../../../components/form/form-password-field';
import { isApiError } from '../../../lib/api-error';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import {
  type PasswordForm as Form,
  PROFILE_FIELD_MESSAGES,
  PROFILE_TEXTS,
  passwordIssues,
} from '../profile-model';
import styles from './profile-forms.module.css';

const FORM_TOAST = 'password-form';
const EMPTY: Form = { oldpass: '', newpass: '', confirm: '' };

/** docs/product.md#profile, the password section: current, new and confirm. */
export function PasswordForm({ login }: { login: string }) {
  const change = useChangePassword();
  const { form, submit, flag } = useCheckedForm<Form>({
    defaultValues: EMPTY,
    check: passwordIssues,
    toastId: FORM_TOAST,
  });

  function save({ oldpass, newpass }: Form) {
    change.mutate(
      { oldpass, newpass },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast.success(PROFILE_TEXTS.passwordChanged, { id: FORM_TOAST });
        },
        onError: (error) => {
          // A 401 has already signed the member out and said so.
          if (isApiError(error) && error.endedSession) return;
          // docs/product.md#profile: any failure reads 'Credenciais Inválidas!'.
          toast.error(PROFILE_TEXTS.passwordFailed, { id: FORM_TOAST });
          if (isApiError(error, 404)) flag({ oldpass: PROFILE_FIELD_MESSAGES.wrongCurrent });
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (change.isPending) {
      event.preventDefault();
      return;
    }
    submit(save)(event);
  }

  const field = (name: keyof Form, label: string, autoComplete: string) => (
    <FormPasswordField
      control={form.control}
      name={name}
      label={label}
      autoComplete={autoComplete}
      maxLength={LIMITS.password}
      required
    />
  );

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="profile-password"
    >
      <h2 id="profile-password" className={styles.heading}>
        Alterar senha
      </h2>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
      {field('oldpass', 'Senha atual', 'current-password')}
      {field('newpass', 'Nova senha', 'new-password')}
      {field('confirm', 'Confirmar nova senha', 'new-password')}
      <Button
        type="submit"
        block
        needsNetwork
        variant="secondary"
        pending={change.isPending}
        icon={<KeyRound size={20} aria-hidden="true" />}
      >
        Alterar senha
      </Button>
    </form>
  );
}
