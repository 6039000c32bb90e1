import { zodResolver } from '@hookform/resolvers/zod';
import {
  partnerFields,
  partnerStructuredDiscountBody,
  type AdminPartner,
} from '@clube/contract/admin';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Checkbox, SelectField, TextArea, TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import { useAllCategories } from '../api/partners';
import { CepField } from '../../../components/cep-field';
import { ImageField } from '../../../components/image-field';
import sections from '../../../components/form-sections.module.css';
import styles from './partner-form.module.css';
import { PartnerLocationFields } from './partner-location-fields';
import { StructuredDiscountField } from './structured-discount-field';

/** The partner's fields and, beside the free-text discount, the counter's structured one. */
const partnerFormSchema = partnerFields.extend(partnerStructuredDiscountBody.shape);
export type PartnerFormValues = z.input<typeof partnerFormSchema>;
type PartnerFields = z.output<typeof partnerFormSchema>;
type Field = keyof PartnerFormValues;

export const NEW_PARTNER: PartnerFormValues = {
  nome: '',
  categoriaId: 0,
  logo: '',
  banner: '',
  desconto: '',
  descontoEstruturado: null,
  texto: '',
  textoCompleto: '',
  validade: '',
  link: '',
  beneficio: '',
  resgate: '',
  voucher: '',
  resumo: '',
  descricao: '',
  parceriaOnline: false,
  parceriaFisica: true,
  redeSocial: '',
  carteirinha: true,
  cep: '',
  logradouro: '',
  numero: '',
  bairro: '',
  cidade: '',
  uf: '',
  whatsapp: '',
  latitude: '',
  longitude: '',
};

export function partnerToForm(p: AdminPartner): PartnerFormValues {
  const values = { ...NEW_PARTNER };
  for (const key of Object.keys(NEW_PARTNER) as Field[])
    (values as Record<string, unknown>)[key] = p[key];
  return values;
}

/** A union's message sits on the member that failed (`percentual`, `centavos`). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error)) {
    if (
      value &&
      typeof value === 'object' &&
      'message' in value &&
      typeof value.message === 'string'
    )
      return value.message;
  }
  return undefined;
}

/**
 * A partner's fields, validated by the contract's `partnerFields` (the server's own schema): what
 * the member app shows in the list and the detail, with the logo and banner previews and the CEP
 * lookup of the member app's address form.
 */
export function PartnerForm({
  initial,
  onSubmit,
  saving,
  error,
  readOnly = false,
  submitLabel,
  children,
}: {
  initial: PartnerFormValues;
  onSubmit: (values: PartnerFields, changed: Field[]) => void;
  saving: boolean;
  error: string | null;
  readOnly?: boolean;
  submitLabel: string;
  /** Extra sections before the save button (the menus of a new partner). */
  children?: React.ReactNode;
}) {
  const categories = useAllCategories();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors, dirtyFields },
  } = useForm<PartnerFormValues, unknown, PartnerFields>({
    resolver: zodResolver(partnerFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const set = (field: Field, value: string) =>
    setValue(field, value as never, { shouldDirty: true, shouldValidate: true });

  const submit = (values: PartnerFields) =>
    onSubmit(
      values,
      (Object.keys(values) as Field[]).filter((key) => dirtyFields[key]),
    );
  const invalid = Object.keys(errors).length > 0;

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <fieldset className={sections.fields} disabled={readOnly || saving}>
        <legend className="visually-hidden">Dados do parceiro</legend>
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}

        <section className={sections.section} aria-labelledby="sec-parceiro">
          <h2 id="sec-parceiro">Parceiro</h2>
          <div className={sections.grid2}>
            <TextField label="Nome" error={errors.nome?.message} {...register('nome')} />
            <SelectField
              // Mounted again once the options exist: a select keeps no value it has no option for.
              key={categories.data ? 'categorias' : 'carregando'}
              label="Categoria"
              error={errors.categoriaId?.message && 'escolha a categoria'}
              {...register('categoriaId', { valueAsNumber: true })}
            >
              <option value={0}>Escolha…</option>
              {categories.data?.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.nome}
                </option>
              ))}
            </SelectField>
          </div>
          <div className={sections.grid2}>
            <ImageField
              label="Logo"
              hint="PNG, JPEG ou WEBP, até 1 MB. Aparece na lista e no detalhe."
              value={watch('logo')}
              error={errors.logo?.message}
              onChange={(v) => set('logo', v)}
            />
            <ImageField
              label="Banner"
              hint="PNG, JPEG ou WEBP, até 1 MB. Aparece no topo do detalhe."
              value={watch('banner')}
              error={errors.banner?.message}
              wide
              onChange={(v) => set('banner', v)}
            />
          </div>
        </section>

        <section className={sections.section} aria-labelledby="sec-oferta">
          <h2 id="sec-oferta">Oferta</h2>
          <div className={sections.grid3}>
            <TextField
              label="Desconto"
              placeholder="20% de desconto"
              error={errors.desconto?.message}
              {...register('desconto')}
            />
            <TextField
              label="Validade"
              type="date"
              hint="Depois deste dia o parceiro some do app sozinho. Em branco: sem fim."
              error={errors.validade?.message}
              {...register('validade')}
            />
            <TextField label="Cupom" error={errors.voucher?.message} {...register('voucher')} />
          </div>
          <Controller
            control={control}
            name="descontoEstruturado"
            render={({ field, fieldState }) => (
              <StructuredDiscountField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message ?? firstMessage(fieldState.error)}
              />
            )}
          />
          <TextArea
            label="Texto curto"
            rows={2}
            error={errors.texto?.message}
            {...register('texto')}
          />
          <TextArea
            label="Texto completo"
            rows={4}
            error={errors.textoCompleto?.message}
            {...register('textoCompleto')}
          />
          <div className={sections.grid2}>
            <TextArea
              label="Regras do benefício"
              rows={3}
              error={errors.beneficio?.message}
              {...register('beneficio')}
            />
            <TextArea
              label="Como obter"
              rows={3}
              error={errors.resgate?.message}
              {...register('resgate')}
            />
            <TextArea
              label="Resumo"
              rows={2}
              error={errors.resumo?.message}
              {...register('resumo')}
            />
            <TextArea
              label="Descrição"
              rows={2}
              error={errors.descricao?.message}
              {...register('descricao')}
            />
          </div>
          <div className={sections.grid2}>
            <TextField
              label="Link do benefício"
              type="url"
              placeholder="https://"
              hint="Somente http:// ou https://."
              error={errors.link?.message}
              {...register('link')}
            />
            <TextField
              label="Rede social"
              placeholder="https:// ou @perfil"
              error={errors.redeSocial?.message}
              {...register('redeSocial')}
            />
          </div>
          <div className={styles.checks}>
            <Checkbox label="Parceria online" {...register('parceriaOnline')} />
            <Checkbox label="Parceria física" {...register('parceriaFisica')} />
            <Checkbox label="Exige a carteirinha" {...register('carteirinha')} />
          </div>
        </section>

        <section className={sections.section} aria-labelledby="sec-endereco">
          <h2 id="sec-endereco">Endereço e contato</h2>
          <div className={sections.grid3}>
            <CepField
              getCep={() => String(getValues('cep') ?? '')}
              onFound={(address) => {
                for (const [field, value] of Object.entries(address)) set(field as Field, value);
              }}
              error={errors.cep?.message}
              {...register('cep')}
            />
            <TextField
              label="Logradouro"
              className={sections.span2}
              error={errors.logradouro?.message}
              {...register('logradouro')}
            />
            <TextField label="Número" error={errors.numero?.message} {...register('numero')} />
            <TextField label="Bairro" error={errors.bairro?.message} {...register('bairro')} />
            <TextField label="Cidade" error={errors.cidade?.message} {...register('cidade')} />
            <TextField label="UF" maxLength={2} error={errors.uf?.message} {...register('uf')} />
            <TextField
              label="WhatsApp"
              type="tel"
              inputMode="tel"
              error={errors.whatsapp?.message}
              {...register('whatsapp')}
            />
          </div>
        </section>

        <PartnerLocationFields register={register} errors={errors} />

        {children}

        {!readOnly ? (
          <div className={styles.actions}>
            {invalid ? (
              <p className={sections.invalid} role="alert">
                Corrija os campos marcados.
              </p>
            ) : null}
            <Button type="submit" busy={saving}>
              {submitLabel}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
