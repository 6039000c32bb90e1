import { zodResolver } from '@hookform/resolvers/zod';
import {
  BANNER_IMAGE_BYTES,
  bannerFields,
  type AdminBanner,
  type BannerFieldsInput,
} from '@clube/contract/admin';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { FieldFrame, SelectField, TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import { useMe } from '../../../lib/auth';
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
 * A banner: image (PNG, JPEG or WebP up to 2 MB; the server checks the bytes and re-encodes it),
 * text for screen readers, optional http(s) link, order and the days it shows. Validated by the
 * contract's `bannerFields`, the server's own schema.
 */
export function BannerForm({
  initial,
  editing,
  onSubmit,
  saving,
  error,
}: {
  initial: BannerFieldsInput;
  editing: boolean;
  onSubmit: (values: BannerFormOutput) => void;
  saving: boolean;
  error: string | null;
}) {
  const me = useMe();
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<BannerFieldsInput, unknown, BannerFormOutput>({
    resolver: zodResolver(bannerFields),
    defaultValues: initial,
    mode: 'onTouched',
  });
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
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <fieldset className={styles.fields} disabled={saving}>
        <legend className="visually-hidden">Dados do banner</legend>
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}
        <SelectField
          label="Empresa"
          disabled={editing}
          error={errors.empresaId?.message}
          {...register('empresaId', { valueAsNumber: true })}
        >
          {me.companies.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <FieldFrame
          label="Imagem"
          error={imageError ?? errors.imagem?.message}
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
          error={errors.alt?.message}
          {...register('alt')}
        />
        <TextField
          label="Link (opcional)"
          placeholder="https://"
          error={errors.link?.message}
          {...register('link')}
        />
        <div className={styles.grid3}>
          <TextField
            label="Ordem"
            type="number"
            min={0}
            error={errors.ordem?.message}
            {...register('ordem', { valueAsNumber: true })}
          />
          <TextField
            label="Exibir de"
            type="date"
            error={errors.ativoDe?.message}
            {...register('ativoDe')}
          />
          <TextField
            label="Exibir até"
            type="date"
            error={errors.ativoAte?.message}
            {...register('ativoAte')}
          />
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" busy={saving}>
          {editing ? 'Salvar banner' : 'Adicionar banner'}
        </Button>
      </div>
    </form>
  );
}
