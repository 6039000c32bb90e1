import { addCardBody } from '@clube/contract/admin';
import { PROFILES } from '@clube/contract';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { toast } from '../../../lib/toast';
import { useAddCard } from '../api/member-actions';
import { CardFields } from './card-fields';

type Companies = { id: number; name: string }[];

/** A card of the member in another company, in the console's form dialog. */
function AddCardForm({
  memberId,
  companies,
  onClose,
}: {
  memberId: number;
  companies: Companies;
  onClose: () => void;
}) {
  const add = useAddCard(memberId);
  const { form, dialog } = useDialogForm({
    schema: addCardBody,
    defaultValues: {
      idEmpresa: '',
      idPerfil: String(PROFILES.titular),
      numeroCarteirinha: '',
      validadeCarteirinha: '',
    },
    conflictField: 'idEmpresa',
    save: async (body) => {
      const answer = await add.mutateAsync(body);
      toast.success(answer.message);
      onClose();
    },
  });
  return (
    <FormDialog
      id="add-card-form"
      title="Adicionar cartão em outra empresa"
      submitLabel="Adicionar cartão"
      layout="stack"
      onClose={onClose}
      {...dialog}
    >
      <CardFields register={form.register} errors={form.formState.errors} companies={companies} />
    </FormDialog>
  );
}

export function AddCardDialog({
  open,
  ...props
}: {
  memberId: number;
  companies: Companies;
  open: boolean;
  onClose: () => void;
}) {
  return open ? <AddCardForm {...props} /> : null;
}
