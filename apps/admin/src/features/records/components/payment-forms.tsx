import { PAYMENT_FORMS } from '@clube/contract/admin';
import type { ComponentProps } from 'react';
import { SelectField } from '../../../components/field';

const listed = (form: string) => (PAYMENT_FORMS as readonly string[]).includes(form);

/** A payment form for a new record: `current` when it is one of today's list, else the first. */
export const paymentFormOr = (current: string) =>
  (listed(current) ? current : PAYMENT_FORMS[0]) as (typeof PAYMENT_FORMS)[number];

/**
 * The payment forms a contract or invoice may have, and the record's `current` one when it is
 * not among them (older data), so that the select shows what is stored.
 */
export function PaymentForms({
  current,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'children'> & { current?: string | undefined }) {
  return (
    <SelectField {...props}>
      {current && !listed(current) ? <option>{current}</option> : null}
      {PAYMENT_FORMS.map((f) => (
        <option key={f}>{f}</option>
      ))}
    </SelectField>
  );
}
