import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import { toast } from '../toast';
import { checkResolver, type FieldMessages, type FormCheck, type FormIssues } from './form-issues';

interface CheckedFormOptions<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** The form's pure check, run on submit; leave it out for a form the server alone judges. */
  check?: FormCheck<T>;
  /** Toasts with this id replace each other, so repeated taps do not pile them up. */
  toastId?: string;
  /** After the member changed a field (its own message is already gone). */
  onFieldChange?: (name: FieldPath<T>) => void;
}

export interface CheckedForm<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form's onSubmit: runs the check; on issues shows the toast, marks the fields, focuses the first. */
  submit: (onValid: SubmitHandler<T>) => (event?: BaseSyntheticEvent) => void;
  /** Marks fields the server refused and focuses the first. */
  flag: (fields: FieldMessages<T>) => void;
}

/**
 * The one way a form is built here: react-hook-form for values and errors, a pure check for the
 * rules (docs/product.md#input-rules), the screen's toast for the summary and a message under each wrong field that stays
 * until the member changes that field (WCAG 3.3.1), focus on the first wrong field.
 */
export function useCheckedForm<T extends FieldValues>({
  defaultValues,
  check,
  toastId,
  onFieldChange,
}: CheckedFormOptions<T>): CheckedForm<T> {
  const lastIssues = useRef<FormIssues<T>>(null);
  const checkRef = useRef(check);
  const onFieldChangeRef = useRef(onFieldChange);
  useEffect(() => {
    checkRef.current = check;
    onFieldChangeRef.current = onFieldChange;
  });

  const hasCheck = check !== undefined;
  // The latest check is read through the ref, so the resolver stays one object.
  const resolver = useMemo(
    () =>
      hasCheck
        ? checkResolver<T>(
            (values) => checkRef.current?.(values) ?? null,
            (issues) => (lastIssues.current = issues),
          )
        : undefined,
    [hasCheck],
  );
  const form = useForm<T>({
    defaultValues,
    resolver,
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { clearErrors, handleSubmit, setError, setFocus, subscribe } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (!name) return;
          const field = name as FieldPath<T>;
          clearErrors(field);
          onFieldChangeRef.current?.(field);
        },
      }),
    [clearErrors, subscribe],
  );

  const focusFirst = useCallback(
    (fields: FieldMessages<T>) => {
      const [first] = Object.keys(fields) as FieldPath<T>[];
      if (first) setFocus(first);
    },
    [setFocus],
  );

  const flag = useCallback(
    (fields: FieldMessages<T>) => {
      for (const [name, message] of Object.entries(fields) as [FieldPath<T>, string][]) {
        setError(name, { type: 'server', message });
      }
      focusFirst(fields);
    },
    [focusFirst, setError],
  );

  const submit = useCallback(
    (onValid: SubmitHandler<T>) => (event?: BaseSyntheticEvent) =>
      void handleSubmit(onValid, () => {
        const issues = lastIssues.current;
        if (!issues) return;
        toast.error(issues.summary, toastId === undefined ? {} : { id: toastId });
        focusFirst(issues.fields);
      })(event),
    [focusFirst, handleSubmit, toastId],
  );

  return { form, submit, flag };
}
