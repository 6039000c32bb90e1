import type { PartnerDiscountInput } from '@clube/contract/admin';
import { useState } from 'react';
import { SelectField, TextField } from '../../../components/field';
import styles from './structured-discount-field.module.css';

type Kind = '' | 'percentual' | 'valor';

/** 'R$ 12,50' typed as '12,50' or '12.50' → 1250 cents; NaN when it is not a number. */
const toCents = (text: string) => {
  const clean = text
    .replace(/\s|R\$/g, '')
    .replace(/\.(?=\d{3}\b)/g, '')
    .replace(',', '.');
  return clean === '' ? Number.NaN : Math.round(Number(clean) * 100);
};
const fromCents = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function textOf(value: PartnerDiscountInput | undefined): string {
  if (!value) return '';
  return value.tipo === 'percentual' ? String(value.percentual) : fromCents(value.centavos);
}

/**
 * The counter's structured discount beside the free-text one: a percentage or a fixed amount the
 * counter uses to compute the member's saving; none leaves the saving to the partner's staff.
 */
export function StructuredDiscountField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: PartnerDiscountInput | undefined;
  onChange: (value: PartnerDiscountInput) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const [text, setText] = useState(() => textOf(value));
  const kind: Kind = value?.tipo ?? '';

  const emit = (nextKind: Kind, nextText: string) => {
    if (nextKind === '') onChange(null);
    else if (nextKind === 'percentual')
      onChange({
        tipo: 'percentual',
        percentual: nextText === '' ? Number.NaN : Number(nextText.replace(',', '.')),
      });
    else onChange({ tipo: 'valor', centavos: toCents(nextText) });
  };

  return (
    <div className={styles.pair}>
      <SelectField
        label="Desconto no balcão"
        hint="Com ele, o balcão calcula a economia do membro sozinho."
        value={kind}
        onChange={(e) => emit(e.target.value as Kind, text)}
        onBlur={onBlur}
      >
        <option value="">Sem cálculo (o atendente digita)</option>
        <option value="percentual">Percentual da compra</option>
        <option value="valor">Valor fixo</option>
      </SelectField>
      {kind ? (
        <TextField
          label={kind === 'percentual' ? 'Percentual (%)' : 'Valor (R$)'}
          inputMode={kind === 'percentual' ? 'numeric' : 'decimal'}
          placeholder={kind === 'percentual' ? '15' : '10,00'}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.target.value);
            emit(kind, e.target.value);
          }}
          onBlur={onBlur}
        />
      ) : null}
    </div>
  );
}
