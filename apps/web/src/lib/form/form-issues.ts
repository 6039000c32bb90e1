import type { FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';

/** A short message under each wrong field, in the order the member meets them (the first is focused). */
export type FieldMessages<T extends FieldValues> = Partial<Record<FieldPath<T>, string>>;

/**
 * What a form's pure check answers: `null` when the form may be sent, otherwise the screen's toast
 * (`summary`) and the fields to mark. Checks are plain functions of the values, so they are tested
 * without rendering and keep zod out of the member bundle.
 */
export type FormIssues<T extends FieldValues> = {
  summary: string;
  fields: FieldMessages<T>;
} | null;

export type FormCheck<T extends FieldValues> = (values: T) => FormIssues<T>;

export function toFieldErrors<T extends FieldValues>(fields: FieldMessages<T>): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message === 'string') errors[name] = { type: 'validate', message };
  }
  return errors as FieldErrors<T>;
}

/** A react-hook-form resolver over a pure check; `onIssues` sees what the last run found. */
export function checkResolver<T extends FieldValues>(
  check: FormCheck<T>,
  onIssues: (issues: FormIssues<T>) => void,
): Resolver<T> {
  return (values) => {
    const issues = check(values);
    onIssues(issues);
    return issues === null
      ? { values, errors: {} }
      : { values: {}, errors: toFieldErrors(issues.fields) };
  };
}
