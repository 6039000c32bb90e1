import { zodResolver } from '@hookform/resolvers/zod';
import { faqItemFields, type FaqItemFieldsInput } from '@clube/contract/admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import styles from './content-form.module.css';
import { FaqPreview } from './faq-preview';
import { RichTextEditor } from './rich-text-editor';

export type FaqItemFormOutput = z.output<typeof faqItemFields>;

/** A question and its answer (HTML, sanitised by the server on save), with the members' preview. */
export function FaqItemForm({
  initial,
  onSubmit,
  saving,
  error,
  submitLabel,
}: {
  initial: FaqItemFieldsInput;
  onSubmit: (values: FaqItemFormOutput) => void;
  saving: boolean;
  error: string | null;
  submitLabel: string;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<FaqItemFieldsInput, unknown, FaqItemFormOutput>({
    resolver: zodResolver(faqItemFields),
    defaultValues: initial,
    mode: 'onTouched',
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <fieldset className={styles.fields} disabled={saving}>
        <legend className="visually-hidden">Pergunta frequente</legend>
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <TextField label="Pergunta" error={errors.pergunta?.message} {...register('pergunta')} />
        <RichTextEditor
          label="Resposta"
          error={errors.resposta?.message}
          {...register('resposta')}
          onValue={(v) => setValue('resposta', v, { shouldDirty: true, shouldValidate: true })}
        />
        <TextField
          label="Ordem"
          type="number"
          min={0}
          error={errors.ordem?.message}
          {...register('ordem', { valueAsNumber: true })}
        />
        <FaqPreview question={watch('pergunta')} html={watch('resposta')} />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" busy={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
