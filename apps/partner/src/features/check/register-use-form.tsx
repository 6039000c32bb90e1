import type { CounterOffer, CounterUse } from '@clube/contract/partner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Alert } from '../../components/panel';
import { errorMessage, partnerApi } from '../../lib/api-client';
import { centsOf, formatCents, maskMoneyInput } from '../../lib/money';
import { queryKeys } from '../../lib/query-keys';
import { randomUuid } from '../../lib/uuid';
import styles from './check-page.module.css';

/** What the offer takes off, in words; null for an offer with a free-text discount only. */
export function discountText(offer: CounterOffer): string | null {
  const { desconto } = offer;
  if (!desconto) return null;
  return desconto.tipo === 'percentual'
    ? `${String(desconto.percentual).replace('.', ',')}% de desconto`
    : `${formatCents(desconto.centavos)} de desconto`;
}

interface RegisterForm {
  idOferta: string;
  valorCompra: string;
  economia: string;
}

interface RegisterUseFormProps {
  verificacao: string;
  ofertas: CounterOffer[];
  onRegistered: (use: CounterUse) => void;
}

/**
 * Picks the offer, takes the purchase value (and the saving, when the offer has no structured
 * discount) and registers the use. The Idempotency-Key is made once per checked card, so a double
 * tap or a retry after a lost answer registers one use.
 */
export function RegisterUseForm({ verificacao, ofertas, onRegistered }: RegisterUseFormProps) {
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(randomUuid);
  const { register, control, handleSubmit, watch, formState } = useForm<RegisterForm>({
    defaultValues: {
      idOferta: ofertas.length === 1 ? String(ofertas[0]!.id) : '',
      valorCompra: '',
      economia: '',
    },
  });
  const chosen = ofertas.find((offer) => String(offer.id) === watch('idOferta'));

  const registration = useMutation({
    mutationFn: (form: RegisterForm) =>
      partnerApi('registerUse', {
        idempotencyKey,
        body: {
          verificacao,
          idOferta: Number(form.idOferta),
          valorCompra: centsOf(form.valorCompra),
          economia: chosen?.desconto ? null : centsOf(form.economia),
        },
      }),
    onSuccess: (use) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.usesToday });
      onRegistered(use);
    },
  });

  const moneyField = (name: 'valorCompra' | 'economia', label: string, hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field
          label={label}
          hint={hint}
          inputMode="numeric"
          autoComplete="off"
          placeholder="R$ 0,00"
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(maskMoneyInput(event.target.value))}
        />
      )}
    />
  );

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit((form) => registration.mutate(form))}
      noValidate
    >
      <fieldset className={styles.offers}>
        <legend className={styles.legend}>Oferta</legend>
        {ofertas.map((offer) => (
          <label key={offer.id} className={styles.offer}>
            <input
              type="radio"
              value={String(offer.id)}
              {...register('idOferta', { required: 'Escolha a oferta.' })}
            />
            <span>
              <strong>{offer.titulo}</strong>
              <span className={styles.offerText}>{discountText(offer) ?? offer.descricao}</span>
            </span>
          </label>
        ))}
        {formState.errors.idOferta ? (
          <p className={styles.fieldError} role="alert">
            {formState.errors.idOferta.message}
          </p>
        ) : null}
      </fieldset>
      {moneyField('valorCompra', 'Valor da compra', 'Opcional. Digite só os números.')}
      {chosen && !chosen.desconto
        ? moneyField('economia', 'Economia do membro', 'Opcional: quanto o membro economizou.')
        : null}
      <Alert>{registration.isError ? errorMessage(registration.error) : null}</Alert>
      <Button type="submit" block disabled={registration.isPending || registration.isSuccess}>
        {registration.isPending ? 'Registrando…' : 'Registrar uso'}
      </Button>
    </form>
  );
}
