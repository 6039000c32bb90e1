import {
  categoryFields,
  type AdminCategory,
  type CategoryFieldsInput,
} from '@clube/contract/admin';
import { TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { ImageField } from '../../../components/image-field';
import { useCreateCategory, useUpdateCategory } from '../api/categories';

/** A new category, or `category` to rename or give another icon (only what changed is sent). */
export function CategoryDialog({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const initial: CategoryFieldsInput = { nome: category?.nome ?? '', logo: category?.logo ?? '' };
  const { form, register, errorOf, dialog } = useDialogForm({
    schema: categoryFields,
    defaultValues: initial,
    conflictField: 'nome',
    save: async (values) => {
      if (!category) await create.mutateAsync({ body: values });
      else {
        const body = {
          ...(values.nome !== category.nome ? { nome: values.nome } : {}),
          ...(values.logo !== category.logo ? { logo: values.logo } : {}),
        };
        if (Object.keys(body).length > 0) await update.mutateAsync({ id: category.id, body });
      }
      onClose();
    },
  });
  return (
    <FormDialog
      id="category-form"
      title={category ? `Editar ${category.nome}` : 'Nova categoria'}
      layout="stack"
      onClose={onClose}
      {...dialog}
    >
      <TextField label="Nome" error={errorOf('nome')} {...register('nome')} />
      <ImageField
        label="Ícone"
        hint="PNG, JPEG ou WEBP, até 1 MB. Aparece na faixa de categorias do app."
        value={form.watch('logo') ?? ''}
        error={errorOf('logo')}
        onChange={(logo) => form.setValue('logo', logo, { shouldDirty: true })}
      />
    </FormDialog>
  );
}
