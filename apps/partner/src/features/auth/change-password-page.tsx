import { MIN_STAFF_PASSWORD_LENGTH } from '@clube/contract/partner';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Alert, Card, Page, panelStyles } from '../../components/panel';
import { paths } from '../../config/paths';
import { errorMessage, partnerApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import styles from './sign-in-page.module.css';

interface ChangePasswordForm {
  senhaAtual: string;
  novaSenha: string;
  confirmacao: string;
}

/** A temporary password (new account or reset) is changed before the first check. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    defaultValues: { senhaAtual: '', novaSenha: '', confirmacao: '' },
  });

  const onSubmit = handleSubmit(async ({ senhaAtual, novaSenha }) => {
    setRefusal(null);
    try {
      await partnerApi('changePassword', { body: { senhaAtual, novaSenha } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await navigate(paths.check, { replace: true });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Page label="Trocar a senha">
      <Card>
        <h1 className={panelStyles.title}>Crie a sua senha</h1>
        <p className={panelStyles.muted}>
          A senha que você recebeu é temporária. Escolha uma nova, com pelo menos{' '}
          {MIN_STAFF_PASSWORD_LENGTH} caracteres.
        </p>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <Field
            label="Senha temporária"
            type="password"
            autoComplete="current-password"
            error={errors.senhaAtual?.message}
            {...register('senhaAtual', { required: 'Informe a senha temporária.' })}
          />
          <Field
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            error={errors.novaSenha?.message}
            {...register('novaSenha', {
              required: 'Informe a nova senha.',
              minLength: {
                value: MIN_STAFF_PASSWORD_LENGTH,
                message: `A senha deve ter pelo menos ${MIN_STAFF_PASSWORD_LENGTH} caracteres.`,
              },
            })}
          />
          <Field
            label="Repita a nova senha"
            type="password"
            autoComplete="new-password"
            error={errors.confirmacao?.message}
            {...register('confirmacao', {
              validate: (value) => value === getValues('novaSenha') || 'As senhas não conferem.',
            })}
          />
          <Alert>{refusal}</Alert>
          <Button type="submit" block disabled={isSubmitting}>
            {isSubmitting ? 'Salvando…' : 'Salvar a nova senha'}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
