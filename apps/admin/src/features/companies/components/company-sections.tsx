import { MAX_DEPENDENTS_LIMIT } from '@clube/contract/admin';
import { CepField } from '../../../components/cep-field';
import { Checkbox, TextField } from '../../../components/field';
import sections from '../../../components/form-sections.module.css';
import { ImageField } from '../../../components/image-field';
import type { CompanyFormApi } from './company-form-values';
import styles from './company-form.module.css';

/** Name, dependants' limit and logo. */
export function IdentitySection({ form }: { form: CompanyFormApi }) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const logo = watch('logo');
  return (
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
        onChange={(value) => setValue('logo', value, { shouldDirty: true, shouldValidate: true })}
      />
    </section>
  );
}

/** What the member app offers: telemedicine, dependants, attendance, the partner menus. */
export function FeaturesSection({ form: { register } }: { form: CompanyFormApi }) {
  return (
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
          <Checkbox label="Membros podem cadastrar dependentes" {...register('createDependents')} />
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
  );
}

/** The member app's external links. */
export function LinksSection({ form }: { form: CompanyFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
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
  );
}

/** The help screen's phones, e-mail and address; the CEP fills the address. */
export function HelpSection({ form }: { form: CompanyFormApi }) {
  const {
    register,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  return (
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
        <CepField
          getCep={() => getValues('ajuda.cep') ?? ''}
          onFound={(address) => {
            for (const [field, value] of Object.entries(address))
              setValue(`ajuda.${field as keyof typeof address}`, value, {
                shouldDirty: true,
                shouldValidate: true,
              });
          }}
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
  );
}
