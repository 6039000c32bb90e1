import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_MESSAGES,
  ADMIN_ROLE_LABELS,
  changeOwnPasswordBody,
  MIN_OPERATOR_PASSWORD_LENGTH,
} from '@clube/contract/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { Details, PageHeader, Panel } from '../../../components/page';
import { Notice } from '../../../components/state-message';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useMe } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useChangeOwnPassword } from '../api/change-own-password';
import styles from './account-page.module.css';

/** The contract's rules, plus typing the new password twice (a screen-only check). */
const passwordForm = z
  .object({ confirmPassword: z.string() })
  .and(changeOwnPasswordBody)
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: 'As senhas não conferem.',
    path: ['confirmPassword'],
  });
type PasswordForm = z.input<typeof passwordForm>;

export function AccountPage() {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const change = useChangeOwnPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = ({ currentPassword, newPassword }: PasswordForm) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (answer) => {
          toast.success(answer.message || ADMIN_MESSAGES.passwordChanged);
          queryClient.clear();
          navigate(paths.signIn, { replace: true });
        },
      },
    );

  const forced = me.operator.mustChangePassword;
  return (
    <>
      <PageHeader title="Minha conta" description="Seus dados de acesso ao console." />
      {forced ? (
        <Notice tone="warning" role="status">
          {ADMIN_MESSAGES.passwordChangeRequired}
        </Notice>
      ) : null}
      <div className={styles.grid}>
        <Panel title="Dados do operador">
          <Details
            items={[
              { label: 'Nome', value: me.operator.name },
              { label: 'E-mail', value: me.operator.email },
              { label: 'Papel', value: ADMIN_ROLE_LABELS[me.operator.role] },
              {
                label: 'Empresas',
                value:
                  me.operator.role === 'admin'
                    ? 'Todas'
                    : me.companies.map((c) => c.name).join(', ') || '—',
              },
              {
                label: 'Verificação em duas etapas',
                value: me.operator.totpEnabled ? 'Ativa' : 'Não cadastrada',
              },
              { label: 'Sessão expira em', value: formatDateTime(me.session.expiresAt) },
            ]}
          />
        </Panel>
        <Panel title="Trocar senha">
          <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
            {change.error ? (
              <Notice tone="error" role="alert">
                {errorMessage(change.error)}
              </Notice>
            ) : null}
            <TextField
              label="Senha atual"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <TextField
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              hint={`Pelo menos ${MIN_OPERATOR_PASSWORD_LENGTH} caracteres.`}
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <TextField
              label="Confirme a nova senha"
              type="password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <p className={styles.note}>Ao trocar a senha, todas as suas sessões são encerradas.</p>
            <div>
              <Button type="submit" busy={change.isPending}>
                Trocar senha
              </Button>
            </div>
          </form>
        </Panel>
      </div>
    </>
  );
}
