import { onlyDigits, RECOVERY_MESSAGES } from '@clube/contract';
import { Send } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Card, CardLead, CardTitle } from '../../../components/card';
import { FormTextField } from '../../../components/form/form-text-field';
import { SimpleLayout } from '../../../components/simple-layout';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useClubStore } from '../../../lib/club-store';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { cpfMaskOptions } from '../../../lib/masks';
import { reportUnhandledError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useRequestPasswordChange } from '../api/request-password-change';
import { rememberRecoveryCpf } from '../recovery-cpf';
import styles from './recovery-pages.module.css';

interface CpfValues {
  cpf: string;
}

const WHERE = { 1: 'e-mail', 2: 'celular (SMS)' } as const;

/** docs/product.md#password-recovery /forgot/recovery: the CPF the code is sent for. */
export function RecoveryPage() {
  const navigate = useNavigate();
  const recoveryType = useClubStore((state) => state.recoveryType);
  const request = useRequestPasswordChange();
  const { form, submit, flag } = useCheckedForm<CpfValues>({ defaultValues: { cpf: '' } });
  const cpf = form.watch('cpf');

  if (recoveryType === 0) return <Navigate to={paths.forgot.recoveryChoosed} replace />;

  function send({ cpf }: CpfValues) {
    request.mutate(
      { cpf: onlyDigits(cpf), tipo: recoveryType as 1 | 2 },
      {
        onSuccess: ({ message }) => {
          rememberRecoveryCpf(onlyDigits(cpf));
          toast.success(message);
          void navigate(paths.forgot.code);
        },
        onError: (error) => {
          if (isApiError(error, 400)) {
            toast.error(RECOVERY_MESSAGES.cpfNotFound);
            flag({ cpf: RECOVERY_MESSAGES.cpfNotFound });
          } else if (isApiError(error, 429)) {
            toast.error(error.message);
          } else {
            reportUnhandledError(error);
          }
        },
      },
    );
  }

  return (
    <SimpleLayout>
      <Card>
        <div>
          <CardTitle>Recuperar senha</CardTitle>
          <CardLead>
            Informe seu CPF: enviaremos um código de 4 dígitos para o seu {WHERE[recoveryType]}{' '}
            cadastrado.
          </CardLead>
        </div>
        <form className={styles.form} onSubmit={submit(send)} noValidate>
          <FormTextField
            control={form.control}
            name="cpf"
            mask={cpfMaskOptions}
            label="CPF"
            inputMode="numeric"
            autoComplete="username"
            placeholder="000.000.000-00"
            required
          />
          <Button
            type="submit"
            block
            pending={request.isPending}
            disabled={onlyDigits(cpf) === '' || request.isPending}
            icon={<Send size={20} aria-hidden="true" />}
          >
            Enviar Código
          </Button>
        </form>
      </Card>
    </SimpleLayout>
  );
}
