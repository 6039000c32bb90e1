import {
  BANNER_IMAGE_BYTES,
  bannerFields,
  type AdminBanner,
  type BannerFieldsInput,
} from '@clube/contract/admin';
import { useState, type ChangeEvent } from 'react';
import { CompanyOptions } from '../../../components/company-picker';
import type { z } from 'zod';
import { FieldFrame, SelectField, TextField } from '../../../components/field';
import { FormDialog, useDialogForm } from '../../../components/form-dialog';
import styles from './content-form.module.css';

export type BannerFormOutput = z.output<typeof bannerFields>;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const bannerToForm = (b: AdminBanner): BannerFieldsInput => ({
  empresaId: b.empresaId,
  imagem: b.imagem,
  link: b.link,
  ordem: b.ordem,
  alt: b.alt,
  ativoDe: b.ativoDe,
  ativoAte: b.ativoAte,
});

/**
 * A banner in the console's form dialog: image (PNG, JPEG or WebP up to 2 MB; the server checks the
 * bytes and re-encodes it), text for screen readers, optional http(s) link, order and the days it
 * shows. Validated by the contract's `bannerFields`, the server's own schema; a refusal that names
 * a field goes under it.
 */
export function BannerDialog({
  initial,
  editing,
  save,
  onClose,
}: {
  initial: BannerFieldsInput;
  editing: boolean;
  save: (values: BannerFormOutput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { form, register, errorOf, dialog } = useDialogForm({
    schema: bannerFields,
    defaultValues: initial,
    save: async (values) => {
      await save(values);
      onClose();
    },
  });
  const { setValue, watch } = form;
  const [imageError, setImageError] = useState<string | null>(null);
  const image = watch('imagem');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!TYPES.includes(file.type)) return setImageError('Escolha uma imagem PNG, JPEG ou WEBP.');
    if (file.size > BANNER_IMAGE_BYTES) {
      return setImageError('A imagem passa de 2 MB. Reduza o tamanho e tente de novo.');
    }
    const reader = new FileReader();
    reader.onload = () => {
      setImageError(null);
      setValue('imagem', String(reader.result), { shouldDirty: true, shouldValidate: true });
    };
    reader.onerror = () => setImageError('Não foi possível ler a imagem.');
    reader.readAsDataURL(file);
  };

  return (
    <FormDialog
      id="banner-form"
      title={editing ? 'Editar banner' : 'Novo banner'}
      submitLabel={editing ? 'Salvar banner' : 'Adicionar banner'}
      layout="stack"
      wide
      onClose={onClose}
      {...dialog}
    >
      <SelectField
        label="Empresa"
        disabled={editing}
        error={errorOf('empresaId')}
        {...register('empresaId', { valueAsNumber: true })}
      >
        <CompanyOptions />
      </SelectField>
      <FieldFrame
        label="Imagem"
        error={imageError ?? errorOf('imagem')}
        hint="PNG, JPEG ou WEBP até 2 MB; no app aparece em 390 × 466."
      >
        {({ id, describedBy }) => (
          <div className={styles.image}>
            {image ? <img src={image} alt="" className={styles.thumb} /> : null}
            <input
              id={id}
              type="file"
              accept={TYPES.join(',')}
              aria-describedby={describedBy}
              onChange={pick}
            />
          </div>
        )}
      </FieldFrame>
      <TextField
        label="Texto alternativo"
        hint="O que a imagem mostra, para quem usa leitor de tela."
        error={errorOf('alt')}
        {...register('alt')}
      />
      <TextField
        label="Link (opcional)"
        placeholder="https://"
        error={errorOf('link')}
        {...register('link')}
      />
      <div className={styles.grid3}>
        <TextField
          label="Ordem"
          type="number"
          min={0}
          error={errorOf('ordem')}
          {...register('ordem', { valueAsNumber: true })}
        />
        <TextField
          label="Exibir de"
          type="date"
          error={errorOf('ativoDe')}
          {...register('ativoDe')}
        />
        <TextField
          label="Exibir até"
          type="date"
          error={errorOf('ativoAte')}
          {...register('ativoAte')}
        />
      </div>
    </FormDialog>
  );
}
