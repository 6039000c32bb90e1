import {
  ADMIN_COUNTER_MESSAGES,
  createPartnerStaffBody,
  type PartnerStaffWithPassword,
} from '@clube/contract/admin';
import { useState } from 'react';
import { TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { TemporaryPasswordDialog } from '../../../components/temporary-password-dialog';
import { toast } from '../../../lib/toast';
import { useCreatePartnerStaff } from '../api/partner-staff';

/** A new staff account of the partner; the answer's temporary password is shown here, once. */
export function CreateStaffDialog({
  partnerId,
  partnerName,
  onClose,
}: {
  partnerId: number;
  partnerName: string;
  onClose: () => void;
}) {
  const create = useCreatePartnerStaff();
  const [created, setCreated] = useState<PartnerStaffWithPassword | null>(null);
  const { register, errorOf, dialog } = useDialogForm({
    schema: createPartnerStaffBody,
    defaultValues: { nome: '', email: '' },
    conflictField: 'email',
    save: async (body) => {
      setCreated(await create.mutateAsync({ id: partnerId, body }));
      toast.success('Atendente criado.');
    },
  });
  if (created)
    return (
      <TemporaryPasswordDialog
        title="Atendente criado"
        onClose={onClose}
        label="Senha temporária"
        note={ADMIN_COUNTER_MESSAGES.temporaryPasswordOnce}
        password={created.senhaTemporaria}
        intro={`${created.atendente.nome} (${created.atendente.email}) entra no balcão do parceiro em /parceiro com esta senha temporária e a troca no primeiro acesso.`}
      />
    );
  return (
    <FormDialog
      id="create-staff"
      title={`Novo atendente de ${partnerName}`}
      submitLabel="Criar atendente"
      layout="stack"
      onClose={onClose}
      {...dialog}
    >
      <TextField label="Nome" error={errorOf('nome')} {...register('nome')} />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        error={errorOf('email')}
        {...register('email')}
      />
    </FormDialog>
  );
}
