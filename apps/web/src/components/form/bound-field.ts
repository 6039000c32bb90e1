import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { TextFieldProps } from '../text-field';

/** What every form field takes: the form's control and the field's name. */
export interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** An input's own props; value, events and error state come from the form. */
export type InputProps = Omit<
  TextFieldProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onInput'
  | 'onBlur'
  | 'ref'
  | 'invalid'
  | 'error'
>;
