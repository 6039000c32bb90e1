import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyFields,
  DEFAULT_MAX_DEPENDENTS,
  MAX_DEPENDENTS_LIMIT,
  type AdminCompany,
  type CompanyFieldsInput,
} from '@clube/contract/admin';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Checkbox, FieldFrame, TextField } from '../../../components/field';
import { ImageField } from '../../../components/image-field';
import { Notice } from '../../../components/state-message';
import { BrandPreview } from './brand-preview';
import sections from '../../../components/form-sections.module.css';
import styles from './company-form.module.css';

export type CompanyFormValues = CompanyFieldsInput;
export type CompanyFormOutput = z.output<typeof companyFields>;

export const NEW_COMPANY: CompanyFormValues = {
  nome: '',
  logo: '',
  colors: { primary: '#1f4e8c', secondary: '#b45309', contrast: '#ffffff' },
  tadodoi: false,
  createDependents: true,
  atendimentoLiberado: false,
  linkPet: '',
  linkTreinos: '',
  linkParceiroNacional: '',
  ajuda: {
    telefone1: '',
    telefone2: '',
    email: '',
    cep: '',
    logradouro: '',
    numero: '',
    complemento: '',
    bairro: '',
    cidade: '',
    uf: '',
  },
  menus: { nacional: true, exclusivo: true, local: true },
  maxDependentes: DEFAULT_MAX_DEPENDENTS,
};

export function companyToForm(c: AdminCompany): CompanyFormValues {
  return {
    nome: c.nome,
    logo: c.logo,
    colors: { ...c.colors },
    tadodoi: c.tadodoi,
    createDependents: c.createDependents,
    atendimentoLiberado: c.atendimentoLiberado,
    linkPet: c.linkPet,
    linkTreinos: c.linkTreinos,
    linkParceiroNacional: c.linkParceiroNacional,
    ajuda: { ...c.ajuda },
    menus: { ...c.menus },
    maxDependentes: c.maxDependentes,
  };
}

type TopField = keyof CompanyFormValues;

interface CompanyFormProps {
  initial: CompanyFormValues;
  /** Sends the whole form (create) or only the groups the operator changed (update). */
  onSubmit: (values: Partial<CompanyFormOutput>, changed: TopField[]) => void;
  saving: boolean;
  error: string | null;
  readOnly?: boolean;
  submitLabel: string;
}

/**
 * A company's form, validated by the contract's `companyFields` (the server's own schema): name,
 * logo, colours with the member app's live preview and the WCAG AA warning, flags, links, help
 * contacts and address, partner menus.
 */
export function CompanyForm({
  initial,
  onSubmit,
  saving,
  error,
  readOnly = false,
  submitLabel,
}: CompanyFormProps) {
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFields),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, dirtyFields },
  } = form;

  const colors = watch('colors');
  const name = watch('nome');
  const logo = watch('logo');

  const submit = (values: CompanyFormOutput) => {
    const changed = (Object.keys(values) as TopField[]).filter((key) => dirtyFields[key]);
    onSubmit(values, changed);
  };

  const invalid = Object.keys(errors).length > 0;

  return (
    <form className={styles.layout} onSubmit={handleSubmit(submit)} noValidate>
      <fieldset className={sections.fields} disabled={readOnly || saving}>
        <legend className="visually-hidden">Dados da empresa</legend>
        {error ? (
          <Notice tone="error" role="alert">
            {error}
          </Notice>
        ) : null}

        <section className={sections.section} aria-labelledby="sec-identidade">
          <h2 id="sec-identidade">Identidade</h2>
          <div className={sections.grid2}>
            <TextField label="Nome" error={errors.nome?.message} {...register('nome')} />
            <TextField
              label="Máximo de dependentes por titular"
              type="number"
              min={0}
              max={MAX_DEPENDENTS_LIMIT}
              error={errors.maxDependentes?.message}
              {...register('maxDependentes', { valueAsNumber: true })}
            />
          </div>
          <ImageField
            label="Logo"
            hint="PNG, JPEG ou WEBP, até 1 MB. Aparece no cabeçalho do app do membro."
            value={logo}
            error={errors.logo?.message}
            onChange={(value) =>
              setValue('logo', value, { shouldDirty: true, shouldValidate: true })
            }
          />
        </section>

        <section className={sections.section} aria-labelledby="sec-cores">
          <h2 id="sec-cores">Cores</h2>
          <p className={sections.hint}>
            A cor de contraste é a do texto sobre a primária (cabeçalho, carteirinha, botões) e
            sobre a secundária (destaques).
          </p>
          <div className={sections.grid3}>
            <ColorField
              label="Cor primária"
              name="primary"
              value={colors.primary}
              register={register}
              errors={errors}
              onPick={(v) =>
                setValue('colors.primary', v, { shouldDirty: true, shouldValidate: true })
              }
            />
            <ColorField
              label="Cor secundária"
              name="secondary"
              value={colors.secondary}
              register={register}
              errors={errors}
              onPick={(v) =>
                setValue('colors.secondary', v, { shouldDirty: true, shouldValidate: true })
              }
            />
            <ColorField
              label="Cor de contraste"
              name="contrast"
              value={colors.contrast}
              register={register}
              errors={errors}
              onPick={(v) =>
                setValue('colors.contrast', v, { shouldDirty: true, shouldValidate: true })
              }
            />
          </div>
        </section>

        <section className={sections.section} aria-labelledby="sec-recursos">
          <h2 id="sec-recursos">Recursos</h2>
          <div className={sections.grid2}>
            <div className={styles.checks}>
              <h3>Funcionalidades</h3>
              <Checkbox
                label="Tá Dodói (telemedicina)"
                hint="Mostra a telemedicina aos membros."
                {...register('tadodoi')}
              />
              <Checkbox
                label="Membros podem cadastrar dependentes"
                {...register('createDependents')}
              />
              <Checkbox
                label="Atendimento liberado"
                hint="Mostra o atendimento por telefone e WhatsApp."
                {...register('atendimentoLiberado')}
              />
            </div>
            <div className={styles.checks}>
              <h3>Menus de parceiros ativos</h3>
              <Checkbox label="Parceiros nacionais" {...register('menus.nacional')} />
              <Checkbox label="Parceiros exclusivos (Meu Clube)" {...register('menus.exclusivo')} />
              <Checkbox label="Parceiros locais" {...register('menus.local')} />
            </div>
          </div>
        </section>

        <section className={sections.section} aria-labelledby="sec-links">
          <h2 id="sec-links">Links</h2>
          <p className={sections.hint}>
            Somente endereços http:// ou https://. Deixe em branco para não mostrar.
          </p>
          <div className={sections.grid3}>
            <TextField
              label="Link Pet"
              type="url"
              placeholder="https://"
              error={errors.linkPet?.message}
              {...register('linkPet')}
            />
            <TextField
              label="Link Treinos"
              type="url"
              placeholder="https://"
              error={errors.linkTreinos?.message}
              {...register('linkTreinos')}
            />
            <TextField
              label="Parceiro nacional"
              type="url"
              placeholder="https://"
              error={errors.linkParceiroNacional?.message}
              {...register('linkParceiroNacional')}
            />
          </div>
        </section>

        <section className={sections.section} aria-labelledby="sec-ajuda">
          <h2 id="sec-ajuda">Ajuda: contatos e endereço</h2>
          <div className={sections.grid3}>
            <TextField
              label="Telefone 1"
              type="tel"
              inputMode="tel"
              error={errors.ajuda?.telefone1?.message}
              {...register('ajuda.telefone1')}
            />
            <TextField
              label="Telefone 2"
              type="tel"
              inputMode="tel"
              error={errors.ajuda?.telefone2?.message}
              {...register('ajuda.telefone2')}
            />
            <TextField
              label="E-mail de ajuda"
              type="email"
              error={errors.ajuda?.email?.message}
              {...register('ajuda.email')}
            />
            <TextField
              label="CEP"
              inputMode="numeric"
              error={errors.ajuda?.cep?.message}
              {...register('ajuda.cep')}
            />
            <TextField
              label="Logradouro"
              className={sections.span2}
              error={errors.ajuda?.logradouro?.message}
              {...register('ajuda.logradouro')}
            />
            <TextField
              label="Número"
              error={errors.ajuda?.numero?.message}
              {...register('ajuda.numero')}
            />
            <TextField
              label="Complemento"
              error={errors.ajuda?.complemento?.message}
              {...register('ajuda.complemento')}
            />
            <TextField
              label="Bairro"
              error={errors.ajuda?.bairro?.message}
              {...register('ajuda.bairro')}
            />
            <TextField
              label="Cidade"
              error={errors.ajuda?.cidade?.message}
              {...register('ajuda.cidade')}
            />
            <TextField
              label="UF"
              maxLength={2}
              error={errors.ajuda?.uf?.message}
              {...register('ajuda.uf')}
            />
          </div>
        </section>

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
      <aside className={styles.preview}>
        <BrandPreview name={name} logo={logo} colors={colors} />
      </aside>
    </form>
  );
}

function ColorField({
  label,
  name,
  value,
  register,
  errors,
  onPick,
}: {
  label: string;
  name: 'primary' | 'secondary' | 'contrast';
  value: string;
  register: UseFormRegister<CompanyFormValues>;
  errors: FieldErrors<CompanyFormValues>;
  onPick: (value: string) => void;
}) {
  const valid = /^#[0-9a-f]{6}$/i.test(value);
  return (
    <FieldFrame label={label} error={errors.colors?.[name]?.message} hint="Formato #rrggbb">
      {({ id, describedBy }) => (
        <div className={styles.colorRow}>
          <input
            type="color"
            className={styles.colorPicker}
            value={valid ? value.toLowerCase() : '#000000'}
            aria-label={`${label}: seletor`}
            onChange={(event) => onPick(event.target.value)}
          />
          <input
            id={id}
            className={styles.colorText}
            spellCheck={false}
            maxLength={7}
            aria-invalid={errors.colors?.[name] ? true : undefined}
            aria-describedby={describedBy}
            {...register(`colors.${name}`)}
          />
        </div>
      )}
    </FieldFrame>
  );
}
