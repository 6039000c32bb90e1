import { LIMITS, type Identity } from '@clube/contract';
import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, type Control } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhotoPicker } from '../../../components/photo-picker';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { useAllGrauParentesco } from '../../../lib/lookups/get-all-grau-parentesco';
import { useAllSex } from '../../../lib/lookups/get-all-sex';
import { birthDateMaskOptions, phoneMaskOptions } from '../../../lib/masks';
import { reportSaveError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useUpdateCliente } from '../api/update-cliente';
import {
  CONTACTS,
  contactField,
  type ContactNumber,
  GENERAL_DATA_TEXTS,
  type GeneralDataForm as Form,
  generalDataIssues,
  isEmergencyField,
  toGeneralDataBody,
} from '../general-data-model';
import styles from './general-data-form.module.css';
import { panelId, tabId, Tabs } from './tabs';

const PLACEHOLDER = { value: 0, label: 'Selecione' };
const FORM_TOAST = 'general-data-form';
const TABS_ID = 'general-data';
const TAB_ITEMS = [
  { key: 'basicos', label: 'Básicos' },
  { key: 'emergencia', label: 'Emergência' },
] as const;
type Tab = (typeof TAB_ITEMS)[number]['key'];

const phoneProps = {
  mask: phoneMaskOptions,
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'off',
  placeholder: '(00) 00000-0000',
} as const;

function SaveButton({ pending }: { pending: boolean }) {
  return (
    <Button
      type="submit"
      block
      needsNetwork
      pending={pending}
      icon={<Save size={20} aria-hidden="true" />}
    >
      Salvar Dados
    </Button>
  );
}

function BasicFields({ control }: { control: Control<Form> }) {
  const sexos = useAllSex();
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">Foto</legend>
        <Controller
          control={control}
          name="foto"
          render={({ field }) => (
            <PhotoPicker value={field.value} onChange={field.onChange} alt="Sua foto" />
          )}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">Dados básicos</legend>
        <FormTextField
          control={control}
          name="nome"
          label="Nome *"
          autoComplete="name"
          maxLength={LIMITS.name}
          required
        />
        <FormTextField control={control} name="cpf" label="CPF" readOnly />
        <FormTextField
          control={control}
          name="nascimento"
          mask={birthDateMaskOptions}
          label="Data de Nascimento"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="dd/mm/aaaa"
        />
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
        <FormSelectField
          control={control}
          name="idSexo"
          label="Sexo *"
          placeholder={PLACEHOLDER}
          required
          options={(sexos.data ?? []).map((s) => ({ value: s.idSexo, label: s.nome }))}
          aria-busy={sexos.isPending || undefined}
        />
        <FormTextField control={control} name="dataAdmissao" label="Data de Admissão" readOnly />
        <FormTextField control={control} name="telefone1" label="Telefone 1" {...phoneProps} />
        <FormTextField control={control} name="telefone2" label="Telefone 2" {...phoneProps} />
      </fieldset>
    </>
  );
}

function ContactFields({ control, n }: { control: Control<Form>; n: ContactNumber }) {
  const graus = useAllGrauParentesco();
  const required = n === 1;
  return (
    <fieldset className={styles.contact}>
      <legend className={styles.legend}>{required ? `Contato ${n} *` : `Contato ${n}`}</legend>
      <FormTextField
        control={control}
        name={contactField.nome(n)}
        label="Nome"
        autoComplete="off"
        maxLength={LIMITS.name}
        required={required}
      />
      <FormTextField
        control={control}
        name={contactField.telefone(n)}
        label="Telefone"
        required={required}
        {...phoneProps}
      />
      <FormSelectField
        control={control}
        name={contactField.parentesco(n)}
        label="Grau de parentesco"
        placeholder={PLACEHOLDER}
        required={required}
        options={(graus.data ?? []).map((g) => ({ value: g.idGrauParentesco, label: g.nome }))}
        aria-busy={graus.isPending || undefined}
      />
    </fieldset>
  );
}

interface GeneralDataFormProps {
  identity: Identity;
  /** Profile 5: the Emergência tab and its rule (docs/product.md#general-data). */
  withEmergency: boolean;
  initial: Form;
}

/** docs/product.md#general-data: the basic form, and for profile 5 the emergency contacts on a second tab. */
export function GeneralDataForm({ identity, withEmergency, initial }: GeneralDataFormProps) {
  const update = useUpdateCliente();
  const [tab, setTab] = useState<Tab>('basicos');
  const check = (values: Form) => generalDataIssues(values, withEmergency);
  const { form, submit } = useCheckedForm<Form>({
    defaultValues: initial,
    check,
    toastId: FORM_TOAST,
  });
  const { control } = form;

  function save(values: Form) {
    update.mutate(toGeneralDataBody(values, identity, withEmergency), {
      onSuccess: () => toast.success(GENERAL_DATA_TEXTS.saved, { id: FORM_TOAST }),
      onError: (error) => reportSaveError(error, FORM_TOAST),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (update.isPending) {
      event.preventDefault();
      return;
    }
    // The first wrong field is focused: show its tab first, or it cannot take the focus.
    const [first] = Object.keys(check(form.getValues())?.fields ?? {});
    if (withEmergency && first !== undefined) {
      const needed: Tab = isEmergencyField(first) ? 'emergencia' : 'basicos';
      if (needed !== tab) flushSync(() => setTab(needed));
    }
    submit(save)(event);
  }

  const basic = <BasicFields control={control} />;
  if (!withEmergency) {
    return (
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        {basic}
        <SaveButton pending={update.isPending} />
      </form>
    );
  }

  const panel = (key: Tab) => ({
    role: 'tabpanel',
    id: panelId(TABS_ID, key),
    'aria-labelledby': tabId(TABS_ID, key),
    hidden: tab !== key,
    className: styles.panel,
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <Tabs
        label="Seções dos dados"
        items={TAB_ITEMS}
        selected={tab}
        onSelect={setTab}
        idPrefix={TABS_ID}
      />
      <div {...panel('basicos')}>
        {basic}
        <SaveButton pending={update.isPending} />
      </div>
      <div {...panel('emergencia')}>
        <p className={styles.hint}>
          Informe ao menos o contato 1, com nome, telefone e grau de parentesco.
        </p>
        {CONTACTS.map((n) => (
          <ContactFields key={n} control={control} n={n} />
        ))}
        <SaveButton pending={update.isPending} />
      </div>
    </form>
  );
}
