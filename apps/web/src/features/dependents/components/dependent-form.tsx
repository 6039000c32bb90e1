import { LIMITS, MIN_NASCIMENTO, type Identity } from '@clube/contract';
import { maskitoDate } from '@maskito/kit';
import { useMaskito } from '@maskito/react';
import { Save, UserPlus } from 'lucide-react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { cpfMaskOptions, phoneMaskOptions } from '../../../lib/masks';
import { reportUnhandledError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useAllGrauParentesco } from '../../../lib/lookups/get-all-grau-parentesco';
import { useAllSex } from '../../../lib/lookups/get-all-sex';
import { useInsertDependente } from '../api/insert-dependente';
import { useUpdateDependente } from '../api/update-dependente';
import {
  DEPENDENT_TEXTS,
  type DependentField,
  type DependentForm as Form,
  type DependentFormMode,
  toDependentBody,
  validateDependent,
} from '../dependent-form-model';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import styles from './dependent-form.module.css';
import { PhotoPicker } from './photo-picker';

/** Spec §9: redirect to the list 4000 ms after a successful save. */
export const REDIRECT_AFTER_SAVE_MS = 4000;

const PLACEHOLDER = { value: 0, label: 'Selecione' };
/** dd/mm/aaaa, days and months kept in range, no later than today (spec §1: dates dd/mm/yyyy). */
const birthDateMaskOptions = maskitoDate({
  mode: 'dd/mm/yyyy',
  separator: '/',
  min: new Date(`${MIN_NASCIMENTO}T00:00:00`),
  max: new Date(),
});
/** One message at a time for this form: repeated taps replace it instead of piling up. */
const FORM_TOAST = 'dependent-form';

type Saver = ReturnType<typeof useInsertDependente> | ReturnType<typeof useUpdateDependente>;

interface DependentFormProps {
  mode: DependentFormMode;
  holder: Identity;
  /** In update mode, the dependent being edited. */
  idDependente?: number;
  initial: Form;
}

export function DependentForm({ mode, holder, idDependente, initial }: DependentFormProps) {
  const navigate = useNavigate();
  const later = useDelayedAction();
  const insert = useInsertDependente();
  const update = useUpdateDependente();
  const saver: Saver = mode === 'add' ? insert : update;
  const sexos = useAllSex();
  const graus = useAllGrauParentesco();

  const [form, setForm] = useState<Form>(initial);
  const [cpfInvalid, setCpfInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  /** One key per submitted form content: repeats of the same submission are one write. */
  const idempotencyKey = useRef<string | null>(null);
  const fields = useRef<Partial<Record<DependentField, HTMLElement | null>>>({});

  const cpfMask = useMaskito({ options: cpfMaskOptions });
  const phone1Mask = useMaskito({ options: phoneMaskOptions });
  const phone2Mask = useMaskito({ options: phoneMaskOptions });
  const birthDateMask = useMaskito({ options: birthDateMaskOptions });
  /** Stable ref callbacks: each keeps the element for focusing and attaches its mask once. */
  const refs = useMemo(() => {
    const bind =
      (name: DependentField, mask?: (element: HTMLElement | null) => void) =>
      (element: HTMLInputElement | HTMLSelectElement | null) => {
        fields.current[name] = element;
        mask?.(element);
      };
    return {
      nome: bind('nome'),
      email: bind('email'),
      cpf: bind('cpf', cpfMask),
      telefone1: bind('telefone1', phone1Mask),
      telefone2: bind('telefone2', phone2Mask),
      nascimento: bind('nascimento', birthDateMask),
      idGrauParentesco: bind('idGrauParentesco'),
      idSexo: bind('idSexo'),
    };
  }, [cpfMask, phone1Mask, phone2Mask, birthDateMask]);

  /** Spec §4: the CPF-invalid flag clears whenever the form data changes. */
  function set<K extends DependentField>(name: K, value: Form[K]) {
    setForm((current) => ({ ...current, [name]: value }));
    setCpfInvalid(false);
    idempotencyKey.current = null;
  }

  function flag(field: DependentField, message: string, invalidCpf: boolean) {
    toast.error(message, { id: FORM_TOAST });
    setCpfInvalid(invalidCpf);
    fields.current[field]?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saver.isPending || saved) return;
    const check = validateDependent(form, mode);
    if (!check.ok) {
      flag(check.field, check.message, check.cpfInvalid);
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    const body = toDependentBody(form, holder);
    const options = {
      onSuccess: () => {
        setSaved(true);
        toast.success(DEPENDENT_TEXTS.saved, { id: 'dependent-saved' });
        later(() => void navigate(paths.auth.dependents), REDIRECT_AFTER_SAVE_MS);
      },
      onError: (error: Error) => {
        if (isApiError(error, 409)) flag('cpf', error.message, true);
        else if (isApiError(error, 400) || isApiError(error, 403))
          toast.error(error.message, { id: FORM_TOAST });
        else reportUnhandledError(error);
      },
    };
    if (mode === 'update' && idDependente !== undefined) {
      update.mutate(
        { body: { ...body, idDependente }, idempotencyKey: idempotencyKey.current },
        options,
      );
    } else {
      insert.mutate({ body, idempotencyKey: idempotencyKey.current }, options);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <fieldset className={styles.fieldset} disabled={saved}>
        <legend className="visually-hidden">Foto</legend>
        <PhotoPicker value={form.foto} onChange={(foto) => set('foto', foto)} disabled={saved} />
      </fieldset>

      <fieldset className={styles.fieldset} disabled={saved}>
        <legend className="visually-hidden">Dados do dependente</legend>
        <TextField
          ref={refs.nome}
          label="Nome*"
          name="nome"
          autoComplete="off"
          maxLength={LIMITS.name}
          aria-required="true"
          value={form.nome}
          onChange={(event) => set('nome', event.currentTarget.value)}
        />
        <TextField
          ref={refs.email}
          label="E-mail"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={LIMITS.email}
          value={form.email}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
        <TextField
          ref={refs.cpf}
          label="CPF*"
          name="cpf"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          aria-required="true"
          value={form.cpf}
          invalid={cpfInvalid}
          onInput={(event) => set('cpf', event.currentTarget.value)}
        />
        <div className={styles.pair}>
          <TextField
            ref={refs.telefone1}
            label="Telefone 1"
            name="telefone1"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(00) 00000-0000"
            value={form.telefone1}
            onInput={(event) => set('telefone1', event.currentTarget.value)}
          />
          <TextField
            ref={refs.telefone2}
            label="Telefone 2"
            name="telefone2"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(00) 00000-0000"
            value={form.telefone2}
            onInput={(event) => set('telefone2', event.currentTarget.value)}
          />
        </div>
        <TextField
          ref={refs.nascimento}
          label="Data de Nascimento*"
          name="nascimento"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          aria-required="true"
          value={form.nascimento}
          onInput={(event) => set('nascimento', event.currentTarget.value)}
        />
        <SelectField
          ref={refs.idGrauParentesco}
          label="Grau de Parentesco*"
          name="idGrauParentesco"
          placeholder={PLACEHOLDER}
          options={(graus.data ?? []).map((g) => ({ value: g.idGrauParentesco, label: g.nome }))}
          value={form.idGrauParentesco}
          aria-busy={graus.isPending || undefined}
          onChange={(event) => set('idGrauParentesco', Number(event.currentTarget.value))}
        />
        <SelectField
          ref={refs.idSexo}
          label="Sexo*"
          name="idSexo"
          placeholder={PLACEHOLDER}
          aria-required="true"
          options={(sexos.data ?? []).map((s) => ({ value: s.idSexo, label: s.nome }))}
          value={form.idSexo}
          aria-busy={sexos.isPending || undefined}
          onChange={(event) => set('idSexo', Number(event.currentTarget.value))}
        />
      </fieldset>

      <Button
        type="submit"
        block
        pending={saver.isPending}
        disabled={saved}
        icon={
          mode === 'add' ? (
            <UserPlus size={20} aria-hidden="true" />
          ) : (
            <Save size={20} aria-hidden="true" />
          )
        }
      >
        {mode === 'add' ? 'Adicionar Dependente' : 'Atualizar Dependente'}
      </Button>
    </form>
  );
}
