import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_COUNTER_MESSAGES,
  createPartnerStaffBody,
  type CreatePartnerStaffBody,
  type PartnerStaffWithPassword,
} from '@clube/contract/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreatePartnerStaff } from '../api/partner-staff';
import { TemporaryPassword } from '../../../components/temporary-password';
import styles from './partner-staff.module.css';

type Values = z.input<typeof createPartnerStaffBody>;

/** A new staff account of the partner; the answer's temporary password is shown here, once. */
export function CreateStaffDialog({
  partnerId,
  partnerName,
  open,
  onClose,
}: {
  partnerId: number;
  partnerName: string;
  open: boolean;
  onClose: () => void;
}) {
  const create = useCreatePartnerStaff(partnerId);
  const [created, setCreated] = useState<PartnerStaffWithPassword | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, CreatePartnerStaffBody>({
    resolver: zodResolver(createPartnerStaffBody),
    defaultValues: { nome: '', email: '' },
  });
  const close = () => {
    reset();
    create.reset();
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={created ? 'Atendente criado' : `Novo atendente de ${partnerName}`}
      onClose={close}
      footer={
        created ? (
          <Button onClick={close}>Concluir</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" form="create-staff" busy={create.isPending}>
              Criar atendente
            </Button>
          </>
        )
      }
    >
      {created ? (
        <TemporaryPassword
          label="Senha temporária"
          note={ADMIN_COUNTER_MESSAGES.temporaryPasswordOnce}
          password={created.senhaTemporaria}
          intro={`${created.atendente.nome} (${created.atendente.email}) entra no balcão do parceiro em /parceiro com esta senha temporária e a troca no primeiro acesso.`}
        />
      ) : (
        <form
          id="create-staff"
          className={styles.form}
          onSubmit={handleSubmit((body) =>
            create.mutate(body, {
              onSuccess: (answer) => {
                setCreated(answer);
                toast.success('Atendente criado.');
              },
            }),
          )}
          noValidate
        >
          {create.error ? (
            <Notice tone="error" role="alert">
              {errorMessage(create.error)}
            </Notice>
          ) : null}
          <TextField label="Nome" error={errors.nome?.message} {...register('nome')} />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
        </form>
      )}
    </Dialog>
  );
}
