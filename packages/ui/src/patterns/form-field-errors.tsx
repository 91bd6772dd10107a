import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormErrorSummary, type FormFieldError } from '../primitives/form-error-summary';

// What the sign-in and account forms share about their fields' errors: react-hook-form holds them, the summary
// lists them, and the first invalid field takes the caret after a submit.

/** A field of a form: its form name and the id of its control, so the summary can link to it. */
export type FormFieldRef<T extends FieldValues> = { name: Path<T>; id: string };

function messageOf<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | null {
  const entry: unknown = errors[name];
  if (typeof entry !== 'object' || entry === null || !('message' in entry)) return null;
  return typeof entry.message === 'string' && entry.message !== '' ? entry.message : null;
}

/**
 * After each submit that failed validation, puts the caret in the first invalid field. It runs after the
 * summary's own focus effect (a child's effects run first), so the field wins, and only once per submit, so
 * re-validation while someone types never moves their caret.
 */
export function useFocusFirstInvalid<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: FormFieldRef<T>[],
) {
  const { submitCount, errors } = form.formState;
  const { setFocus } = form;
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    const first = fields.find((field) => messageOf(errors, field.name) !== null);
    if (first) setFocus(first.name);
  }, [submitCount, errors, fields, setFocus]);
}

export type FieldErrorSummaryProps<T extends FieldValues> = {
  /** The form's current field errors. */
  errors: FieldErrors<T>;
  /** The form's fields in the order they appear. */
  fields: FormFieldRef<T>[];
};

/** Lists the field errors above a form once more than one field is wrong; one error is clear enough beside its field. */
export function FieldErrorSummary<T extends FieldValues>({ errors, fields }: FieldErrorSummaryProps<T>) {
  const list: FormFieldError[] = fields.flatMap((field) => {
    const message = messageOf(errors, field.name);
    return message === null ? [] : [{ fieldId: field.id, message }];
  });
  return <FormErrorSummary errors={list.length > 1 ? list : []} />;
}
