import { LIMITS, type Identity } from '@clube/contract';
import { Save, UserPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhotoPicker } from '../../../components/photo-picker';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { birthDateMaskOptions, cpfMaskOptions, phoneMaskOptions } from '../../../lib/masks';
import { reportUnhandledError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useAllGrauParentesco } from '../../../lib/lookups/get-all-grau-parentesco';
import { useAllSex } from '../../../lib/lookups/get-all-sex';
import { useInsertDependente } from '../api/insert-dependente';
import { useUpdateDependente } from '../api/update-dependente';
import {
  DEPENDENT_TEXTS,
  type DependentForm as Form,
  type DependentFormMode,
  dependentIssues,
  toDependentBody,
} from '../dependent-form-model';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import styles from './dependent-form.module.css';

/** docs/product.md#constants-and-delays: redirect to the list 4000 ms after a successful save. */
export const REDIRECT_AFTER_SAVE_MS = 4000;

const PLACEHOLDER = { value: 0, label: 'Selecione' };
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

  const [saved, setSaved] = useState(false);
  /** One key per submitted form content: repeats of the same submission are one write. */
  const idempotencyKey = useRef<string | null>(null);
  const { form, submit, flag } = useCheckedForm<Form>({
    defaultValues: initial,
    check: (values) => dependentIssues(values, mode),
    toastId: FORM_TOAST,
    onFieldChange: () => {
      // docs/product.md#add-or-update-a-dependent: the CPF-invalid flag clears whenever the form data changes.
      form.clearErrors('cpf');
      idempotencyKey.current = null;
    },
  });
  const { control } = form;

  function save(values: Form) {
    idempotencyKey.current ??= newIdempotencyKey();
    const body = toDependentBody(values, holder);
    const options = {
      onSuccess: () => {
        setSaved(true);
        toast.success(DEPENDENT_TEXTS.saved, { id: 'dependent-saved' });
        later(() => void navigate(paths.auth.dependents), REDIRECT_AFTER_SAVE_MS);
      },
      onError: (error: Error) => {
        if (isApiError(error, 409)) {
          toast.error(error.message, { id: FORM_TOAST });
          flag({ cpf: error.message });
        } else if (isApiError(error, 400) || isApiError(error, 403))
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (saver.isPending || saved) {
      event.preventDefault();
      return;
    }
    submit(save)(event);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <fieldset className={styles.fieldset} disabled={saved}>
        <legend className="visually-hidden">Foto</legend>
        <Controller
          control={control}
          name="foto"
          render={({ field }) => (
            <PhotoPicker
              value={field.value}
              onChange={field.onChange}
              alt="Foto do dependente"
              disabled={saved}
            />
          )}
        />
      </fieldset>

      <fieldset className={styles.fieldset} disabled={saved}>
        <legend className="visually-hidden">Dados do dependente</legend>
        <FormTextField
          control={control}
          name="nome"
          label="Nome*"
          autoComplete="off"
          maxLength={LIMITS.name}
          required
        />
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={LIMITS.email}
        />
        <FormTextField
          control={control}
          name="cpf"
          mask={cpfMaskOptions}
          label="CPF*"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          required
        />
        <div className={styles.pair}>
          <FormTextField
            control={control}
            name="telefone1"
            mask={phoneMaskOptions}
            label="Telefone 1"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(00) 00000-0000"
          />
          <FormTextField
            control={control}
            name="telefone2"
            mask={phoneMaskOptions}
            label="Telefone 2"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(00) 00000-0000"
          />
        </div>
        <FormTextField
          control={control}
          name="nascimento"
          mask={birthDateMaskOptions}
          label="Data de Nascimento*"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          required
        />
        <FormSelectField
          control={control}
          name="idGrauParentesco"
          label="Grau de Parentesco*"
          placeholder={PLACEHOLDER}
          options={(graus.data ?? []).map((g) => ({ value: g.idGrauParentesco, label: g.nome }))}
          aria-busy={graus.isPending || undefined}
        />
        <FormSelectField
          control={control}
          name="idSexo"
          label="Sexo*"
          placeholder={PLACEHOLDER}
          required
          options={(sexos.data ?? []).map((s) => ({ value: s.idSexo, label: s.nome }))}
          aria-busy={sexos.isPending || undefined}
        />
      </fieldset>

      <Button
        type="submit"
        block
        needsNetwork
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
