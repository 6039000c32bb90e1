import { LIMITS, type Identity } from '@clube/contract';
import { Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhotoPicker } from '../../../components/photo-picker';
import { TextField } from '../../../components/text-field';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { phoneMaskOptions } from '../../../lib/masks';
import { reportSaveError } from '../../../lib/query-client';
import type { Session } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import {
  PROFILE_TEXTS,
  type ProfileForm as Form,
  profileIssues,
  profileLogin,
  toProfileBody,
  toProfileForm,
} from '../profile-model';
import styles from './profile-forms.module.css';

const FORM_TOAST = 'profile-form';

/** docs/product.md#profile: photo, name, login (disabled), e-mail and phone. */
export function ProfileForm({ session, identity }: { session: Session; identity: Identity }) {
  const update = useUpdateProfile();
  const { form, submit } = useCheckedForm<Form>({
    defaultValues: toProfileForm(session),
    check: profileIssues,
    toastId: FORM_TOAST,
  });
  const { control } = form;

  function save(values: Form) {
    update.mutate(toProfileBody(values, session, identity), {
      onSuccess: () => toast.success(PROFILE_TEXTS.saved, { id: FORM_TOAST }),
      onError: (error) => reportSaveError(error, FORM_TOAST),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (update.isPending) {
      event.preventDefault();
      return;
    }
    submit(save)(event);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-labelledby="profile-data">
      <h2 id="profile-data" className={styles.heading}>
        Seus dados
      </h2>
      <Controller
        control={control}
        name="foto"
        render={({ field }) => (
          <PhotoPicker value={field.value} onChange={field.onChange} alt="Sua foto" />
        )}
      />
      <FormTextField
        control={control}
        name="nome"
        label="Nome *"
        autoComplete="name"
        maxLength={LIMITS.name}
        required
      />
      <TextField label="Login" value={profileLogin(session)} disabled readOnly />
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMITS.email}
      />
      <FormTextField
        control={control}
        name="telefone"
        label="Telefone"
        mask={phoneMaskOptions}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(00) 00000-0000"
      />
      <Button
        type="submit"
        block
        needsNetwork
        pending={update.isPending}
        icon={<Save size={20} aria-hidden="true" />}
      >
        Salvar Dados
      </Button>
    </form>
  );
}
