import { faqItemFields, type FaqItemFieldsInput } from '@clube/contract/admin';
import type { z } from 'zod';
import { TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import { FaqPreview } from './faq-preview';
import { RichTextEditor } from './rich-text-editor';

export type FaqItemFormOutput = z.output<typeof faqItemFields>;

/**
 * A question and its answer (HTML, sanitised by the server on save) in the console's form dialog,
 * with the members' preview under the fields.
 */
export function FaqItemDialog({
  initial,
  editing,
  save,
  onClose,
}: {
  initial: FaqItemFieldsInput;
  editing: boolean;
  save: (values: FaqItemFormOutput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { form, register, errorOf, dialog } = useDialogForm({
    schema: faqItemFields,
    defaultValues: initial,
    save: async (values) => {
      await save(values);
      onClose();
    },
  });
  return (
    <FormDialog
      id="faq-item-form"
      title={editing ? 'Editar pergunta' : 'Nova pergunta'}
      submitLabel={editing ? 'Salvar pergunta' : 'Adicionar pergunta'}
      layout="stack"
      wide
      onClose={onClose}
      {...dialog}
    >
      <TextField label="Pergunta" error={errorOf('pergunta')} {...register('pergunta')} />
      <RichTextEditor
        label="Resposta"
        error={errorOf('resposta')}
        {...register('resposta')}
        onValue={(v) => form.setValue('resposta', v, { shouldDirty: true, shouldValidate: true })}
      />
      <TextField
        label="Ordem"
        type="number"
        min={0}
        error={errorOf('ordem')}
        {...register('ordem', { valueAsNumber: true })}
      />
      <FaqPreview question={form.watch('pergunta')} html={form.watch('resposta')} />
    </FormDialog>
  );
}
