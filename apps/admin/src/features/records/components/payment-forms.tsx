import { PAYMENT_FORMS } from '@clube/contract/admin';
import type { ComponentProps } from 'react';
import { SelectField } from '../../../components/field';

/** The payment forms a contract or invoice may have. */
export function PaymentForms(props: Omit<ComponentProps<typeof SelectField>, 'children'>) {
  return (
    <SelectField {...props}>
      {PAYMENT_FORMS.map((f) => (
        <option key={f}>{f}</option>
      ))}
    </SelectField>
  );
}
