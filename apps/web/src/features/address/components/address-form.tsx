import { LIMITS, type Identity } from '@clube/contract';
import { Save } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { FormTextField } from '../../../components/form/form-text-field';
import { Spinner } from '../../../components/spinner';
import { trailingButtonClassName } from '../../../components/text-field';
import { isApiError } from '../../../lib/api-error';
import { useCheckedForm } from '../../../lib/form/use-checked-form';
import { cepMaskOptions } from '../../../lib/masks';
import { reportSaveError } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { useGetCep } from '../api/get-cep';
import { useUpdateClienteEndereco } from '../api/update-cliente-endereco';
import {
  ADDRESS_FIELD_MESSAGES,
  ADDRESS_TEXTS,
  type AddressForm as Form,
  addressIssues,
  fromCepResult,
  isCompleteCep,
  toAddressBody,
} from '../address-model';
import styles from './address-form.module.css';

const FORM_TOAST = 'address-form';

interface AddressFormProps {
  identity: Identity;
  initial: Form;
}

/** docs/product.md#my-address: the CEP fills street, district, state and city; Rua and Número required. */
export function AddressForm({ identity, initial }: AddressFormProps) {
  const update = useUpdateClienteEndereco();
  const lookup = useGetCep();
  /** The CEP whose answer the form waits for: a late answer for an older one is dropped. */
  const wanted = useRef<string | null>(null);
  /** Read aloud when a lookup fills the address (the fields change away from the caret). */
  const [found, setFound] = useState('');
  const { form, submit, flag } = useCheckedForm<Form>({
    defaultValues: initial,
    check: addressIssues,
    toastId: FORM_TOAST,
    onFieldChange: (name) => {
      if (name !== 'cep') return;
      const cep = form.getValues('cep');
      wanted.current = isCompleteCep(cep) ? cep : null;
      if (wanted.current) lookUp(wanted.current);
    },
  });
  const { control, setValue } = form;

  function lookUp(cep: string) {
    setFound('');
    lookup.mutate(
      { cep },
      {
        onSuccess: (result) => {
          if (wanted.current !== cep) return;
          const filled = fromCepResult(result);
          for (const [name, value] of Object.entries(filled) as [keyof typeof filled, string][])
            setValue(name, value, { shouldDirty: true });
          setFound(
            `Endereço encontrado: ${[filled.rua, filled.bairro, filled.cidade, filled.estado]
              .filter(Boolean)
              .join(', ')}.`,
          );
        },
        onError: (error) => {
          if (wanted.current !== cep) return;
          if (isApiError(error, 404)) {
            toast.error(ADDRESS_TEXTS.cepNotFound, { id: FORM_TOAST });
            flag({ cep: ADDRESS_FIELD_MESSAGES.cepNotFound });
          } else if (!isApiError(error) || !error.endedSession) {
            // The member can still type the street (docs/product.md#my-address).
            toast.error(ADDRESS_TEXTS.apiProblem, { id: FORM_TOAST });
          }
        },
      },
    );
  }

  function save(values: Form) {
    update.mutate(toAddressBody(values, identity), {
      onSuccess: () => toast.success(ADDRESS_TEXTS.saved, { id: FORM_TOAST }),
      onError: (error) => reportSaveError(error, FORM_TOAST),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (update.isPending) {
      event.preventDefault();
      return;
    }
    submit(save)(event);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <FormTextField
        control={control}
        name="cep"
        mask={cepMaskOptions}
        label="CEP *"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        required
        aria-busy={lookup.isPending || undefined}
        trailing={
          lookup.isPending ? (
            <span className={trailingButtonClassName}>
              <Spinner size="sm" label="Buscando o CEP…" />
            </span>
          ) : undefined
        }
      />
      <FormTextField
        control={control}
        name="rua"
        label="Rua *"
        autoComplete="address-line1"
        maxLength={LIMITS.text}
        required
      />
      <div className={styles.pair}>
        <FormTextField
          control={control}
          name="numero"
          label="Número *"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          required
        />
        <FormTextField
          control={control}
          name="complemento"
          label="Complemento"
          autoComplete="address-line2"
          maxLength={LIMITS.text}
        />
      </div>
      <FormTextField
        control={control}
        name="bairro"
        label="Bairro"
        autoComplete="off"
        maxLength={LIMITS.text}
      />
      <div className={styles.cityRow}>
        <FormTextField control={control} name="estado" label="Estado" readOnly />
        <FormTextField control={control} name="cidade" label="Cidade" readOnly />
      </div>
      <p role="status" className="visually-hidden">
        {found}
      </p>
      <Button
        type="submit"
        block
        needsNetwork
        pending={update.isPending}
        icon={<Save size={20} aria-hidden="true" />}
      >
        Salvar Dados
      </Button>
    </form>
  );
}
