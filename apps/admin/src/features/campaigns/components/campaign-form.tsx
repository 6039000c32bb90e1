import {
  CAMPAIGN_CHANNEL_LABELS,
  CAMPAIGN_CHANNELS,
  CAMPAIGN_LIMITS,
  CAMPAIGN_PROFILE_LABELS,
  CAMPAIGN_PROFILES,
  CAMPAIGN_SCREEN_LABELS,
  CAMPAIGN_SCREENS,
  campaignBody,
  type CampaignFields,
} from '@clube/contract/admin';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { useDialogForm, FormDialog } from '../../../components/form-dialog';
import { Checkbox, SelectField, TextArea, TextField } from '../../../components/field';
import { Notice } from '../../../components/state-message';
import { useMe } from '../../../lib/auth';
import { sentence } from '../../../lib/form';
import { useResource } from '../../../lib/resource/resource';
import { CampaignPreview } from './campaign-preview';
import styles from './campaigns.module.css';

/** What the form holds; `campaignForm` turns it into the contract's body. */
export interface CampaignFormValues {
  companyIds: string[];
  titulo: string;
  texto: string;
  tela: (typeof CAMPAIGN_SCREENS)[number];
  parceiroId: string;
  perfilId: string;
  cidade: string;
  usoParceiroId: string;
  usoModo: 'com' | 'sem';
  push: boolean;
  email: boolean;
  quando: 'agora' | 'agendar';
  /** datetime-local, Brazil's time. */
  horario: string;
}

const orNull = (v: string) => (v === '' ? null : Number(v));

/** When the campaign goes out, for the preview: now, or the time chosen (Brazil's, UTC−3). */
const sendAt = (v: CampaignFormValues) => {
  const chosen = v.quando === 'agendar' ? new Date(`${v.horario}:00-03:00`) : null;
  return chosen && !Number.isNaN(chosen.getTime()) ? chosen : new Date();
};

/** The form's values, checked by the contract's own schema once turned into its body. */
export const campaignForm = z
  .object({
    companyIds: z.array(z.string()),
    titulo: z.string(),
    texto: z.string(),
    tela: z.enum(CAMPAIGN_SCREENS),
    parceiroId: z.string(),
    perfilId: z.string(),
    cidade: z.string(),
    usoParceiroId: z.string(),
    usoModo: z.enum(['com', 'sem']),
    push: z.boolean(),
    email: z.boolean(),
    quando: z.enum(['agora', 'agendar']),
    horario: z.string(),
  })
  .refine((v) => v.quando === 'agora' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v.horario), {
    message: 'informe a data e a hora do envio',
    path: ['horario'],
  })
  .transform((v) => ({
    companyIds: v.companyIds.map(Number),
    titulo: v.titulo,
    texto: v.texto,
    tela: v.tela,
    parceiroId: v.tela === 'parceiro' ? orNull(v.parceiroId) : null,
    perfilId: orNull(v.perfilId) as CampaignFields['perfilId'],
    cidade: v.cidade.trim() || null,
    usoParceiroId: orNull(v.usoParceiroId),
    usoModo: v.usoModo,
    canais: CAMPAIGN_CHANNELS.filter((c) => v[c]),
    // Brazil's wall clock (UTC−3, no daylight saving time).
    enviarEm: v.quando === 'agora' ? null : `${v.horario}:00-03:00`,
  }))
  // The contract takes strings or numbers for ids; the form always sends numbers.
  .pipe(campaignBody as unknown as z.ZodType<CampaignFields, CampaignFields>);

export const emptyCampaign = (companyIds: number[]): CampaignFormValues => ({
  companyIds: companyIds.map(String),
  titulo: '',
  texto: '',
  tela: 'inicio',
  parceiroId: '',
  perfilId: '',
  cidade: '',
  usoParceiroId: '',
  usoModo: 'com',
  push: false,
  email: false,
  quando: 'agora',
  horario: '',
});

/**
 * A new campaign: companies (the caller's), title, text, where a tap goes, who gets it (profile,
 * city, with or without a use of a partner), channels beyond the inbox, now or at a time; the
 * preview as the member sees it; 'Enviar teste para mim' sends the same to the operator's own
 * test member only.
 */
export function CampaignFormDialog({
  initial,
  onClose,
  onSave,
  onTest,
  testing,
  testResult,
}: {
  initial: CampaignFormValues;
  onClose: () => void;
  onSave: (body: CampaignFields) => Promise<unknown>;
  onTest: (body: CampaignFields) => void;
  testing: boolean;
  testResult: { tone: 'success' | 'error'; text: string } | null;
}) {
  const me = useMe();
  const { form, register, errorOf, dialog } = useDialogForm({
    schema: campaignForm,
    defaultValues: initial,
    save: onSave,
  });
  const values = form.watch();
  const firstCompany = Number(values.companyIds[0] ?? 0);
  const partners = useResource(
    'listPartners',
    { query: { empresaId: firstCompany, perPage: 100, sort: 'nome', order: 'asc' } },
    { enabled: firstCompany > 0 },
  );
  const partnerOptions = partners.data?.data ?? [];
  const partnerSelect = (name: 'parceiroId' | 'usoParceiroId', label: string, empty: string) => (
    <SelectField
      label={label}
      error={errorOf(name)}
      hint="Parceiros listados pela primeira empresa escolhida."
      {...register(name)}
    >
      <option value="">{empty}</option>
      {partnerOptions.map((p) => (
        <option key={p.id} value={p.id}>
          {p.nome}
        </option>
      ))}
    </SelectField>
  );
  /** A test goes now whatever the schedule says; the rest is checked as for the campaign. */
  const sendTest = async () => {
    const parsed = campaignForm.safeParse({ ...form.getValues(), quando: 'agora' });
    if (parsed.success) onTest(parsed.data);
    else await form.trigger();
  };

  return (
    <FormDialog
      id="campaign-form"
      title="Nova campanha"
      wide
      submitLabel={values.quando === 'agora' ? 'Enviar agora' : 'Agendar envio'}
      onClose={onClose}
      {...dialog}
    >
      <fieldset className={styles.group}>
        <legend>Empresas</legend>
        {me.companies.map((c) => (
          <Checkbox key={c.id} label={c.name} value={String(c.id)} {...register('companyIds')} />
        ))}
        {errorOf('companyIds') ? (
          <p role="alert" className={styles.full}>
            {sentence(errorOf('companyIds')!)}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Título"
        className={styles.full}
        maxLength={CAMPAIGN_LIMITS.title}
        error={errorOf('titulo')}
        {...register('titulo')}
      />
      <TextArea
        label="Texto"
        className={styles.full}
        rows={3}
        maxLength={CAMPAIGN_LIMITS.text}
        error={errorOf('texto')}
        {...register('texto')}
      />
      <SelectField label="Ao tocar, abre" error={errorOf('tela')} {...register('tela')}>
        {CAMPAIGN_SCREENS.map((s) => (
          <option key={s} value={s}>
            {CAMPAIGN_SCREEN_LABELS[s]}
          </option>
        ))}
      </SelectField>
      {values.tela === 'parceiro' ? (
        partnerSelect('parceiroId', 'Parceiro', 'Escolha o parceiro')
      ) : (
        <span />
      )}
      <SelectField label="Perfil" error={errorOf('perfilId')} {...register('perfilId')}>
        <option value="">Todos os perfis</option>
        {CAMPAIGN_PROFILES.map((p) => (
          <option key={p} value={p}>
            {CAMPAIGN_PROFILE_LABELS[p]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Cidade"
        hint="Vazio: todas as cidades."
        error={errorOf('cidade')}
        {...register('cidade')}
      />
      {partnerSelect('usoParceiroId', 'Uso de benefício', 'Qualquer membro')}
      <SelectField label="Membros" disabled={values.usoParceiroId === ''} {...register('usoModo')}>
        <option value="com">Que já usaram este parceiro</option>
        <option value="sem">Que ainda não usaram este parceiro</option>
      </SelectField>
      <fieldset className={styles.group}>
        <legend>Canais</legend>
        <Checkbox label="No app (Avisos)" checked disabled readOnly />
        {CAMPAIGN_CHANNELS.map((c) => (
          <Checkbox
            key={c}
            label={CAMPAIGN_CHANNEL_LABELS[c]}
            hint="Só para quem aceitou receber por este canal."
            {...register(c)}
          />
        ))}
      </fieldset>
      <SelectField label="Envio" {...register('quando')}>
        <option value="agora">Enviar agora</option>
        <option value="agendar">Agendar</option>
      </SelectField>
      {values.quando === 'agendar' ? (
        <TextField
          label="Data e hora (horário de Brasília)"
          type="datetime-local"
          error={errorOf('horario')}
          {...register('horario')}
        />
      ) : (
        <span />
      )}
      <div className={styles.full}>
        <CampaignPreview titulo={values.titulo} texto={values.texto} at={sendAt(values)} />
      </div>
      <div className={styles.testRow}>
        <Button variant="secondary" busy={testing} onClick={() => void sendTest()}>
          Enviar teste para mim
        </Button>
        {testResult ? (
          <Notice tone={testResult.tone} role="status">
            {testResult.text}
          </Notice>
        ) : null}
      </div>
    </FormDialog>
  );
}
