import { zodResolver } from '@hookform/resolvers/zod';
import { addCardBody, type AddCardBody } from '@clube/contract/admin';
import { PROFILES } from '@clube/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/state-message';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAddCard } from '../api/member-actions';
import { CardFields } from './card-fields';

type Values = z.input<typeof addCardBody>;

export function AddCardDialog({
  memberId,
  companies,
  open,
  onClose,
}: {
  memberId: number;
  companies: { id: number; name: string }[];
  open: boolean;
  onClose: () => void;
}) {
  const add = useAddCard(memberId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, AddCardBody>({
    resolver: zodResolver(addCardBody),
    defaultValues: {
      idEmpresa: '',
      idPerfil: String(PROFILES.titular),
      numeroCarteirinha: '',
      validadeCarteirinha: '',
    },
  });
  const close = () => {
    reset();
    add.reset();
    onClose();
  };
  const submit = (body: AddCardBody) =>
    add.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        close();
      },
    });
  return (
    <Dialog
      open={open}
      title="Adicionar cartão em outra empresa"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" form="add-card-form" busy={add.isPending}>
            Adicionar cartão
          </Button>
        </>
      }
    >
      <form id="add-card-form" onSubmit={handleSubmit(submit)} noValidate>
        {add.error ? (
          <Notice tone="error" role="alert">
            {errorMessage(add.error)}
          </Notice>
        ) : null}
        <CardFields register={register} errors={errors} companies={companies} />
      </form>
    </Dialog>
  );
}
