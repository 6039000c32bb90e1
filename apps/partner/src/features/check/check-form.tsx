import { isValidCpf, onlyDigits } from '@clube/contract';
import type { CheckBody } from '@clube/contract/partner';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import styles from './check-page.module.css';

interface TypedCheck {
  cartaoOuCpf: string;
  codigo: string;
}

/** A CPF when it is one (11 digits with valid check digits), otherwise a card number. */
export function typedCheckBody({ cartaoOuCpf, codigo }: TypedCheck): CheckBody {
  const typed = cartaoOuCpf.trim();
  return isValidCpf(typed)
    ? { cpf: onlyDigits(typed), codigo: codigo.trim() }
    : { cartao: typed, codigo: codigo.trim() };
}

interface CheckFormProps {
  onScan: () => void;
  onSubmit: (body: CheckBody) => void;
  checking: boolean;
}

/** 'Ler QR code', or the card number or CPF and the 6-digit code the member's card shows. */
export function CheckForm({ onScan, onSubmit, checking }: CheckFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TypedCheck>({ defaultValues: { cartaoOuCpf: '', codigo: '' } });

  return (
    <>
      <Button block className={styles.scan} onClick={onScan} disabled={checking}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            d="M4 9V5a1 1 0 0 1 1-1h4M15 4h4a1 1 0 0 1 1 1v4M20 15v4a1 1 0 0 1-1 1h-4M9 20H5a1 1 0 0 1-1-1v-4M8 8h3v3H8zM13 13h3v3h-3zM13 8h3M8 13v3h3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        Ler QR code
      </Button>
      <p className={styles.or}>
        <span>ou digite</span>
      </p>
      <form
        className={styles.form}
        onSubmit={handleSubmit((typed) => onSubmit(typedCheckBody(typed)))}
        noValidate
      >
        <Field
          label="Número do cartão ou CPF"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.cartaoOuCpf?.message}
          {...register('cartaoOuCpf', {
            validate: (value) => value.trim() !== '' || 'Informe o número do cartão ou o CPF.',
          })}
        />
        <Field
          label="Código de 6 dígitos"
          hint="O código que aparece embaixo do QR code, na carteirinha do membro."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={styles.code}
          error={errors.codigo?.message}
          {...register('codigo', {
            validate: (value) => /^\d{6}$/.test(value.trim()) || 'O código tem 6 dígitos.',
          })}
        />
        <Button type="submit" block disabled={checking}>
          {checking ? 'Conferindo…' : 'Conferir cartão'}
        </Button>
      </form>
    </>
  );
}
