import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormErrorSummary, type FormFieldError } from '../primitives/form-error-summary';

// What the sign-in and account forms share about their fields' errors: react-hook-form holds them, each field shows
// its own beside it, the first invalid field takes the caret after a submit, and a summary lists them only where
// the fields alone would not do (FieldErrorSummary).

/** A field of a form: its form name and the id of its control, so the summary can link to it. */
export type FormFieldRef<T extends FieldValues> = { name: Path<T>; id: string };

function messageOf<T extends FieldValues>(errors: FieldErrors<T>, name: Path<T>): string | null {
  // A dotted name (a credential's `fields.bucket`) is nested in the errors as it is in the values. Walked here
  // rather than with react-hook-form's `get`: a value import would put the library on the login page's first paint.
  const entry = name
    .split('.')
    .reduce<unknown>(
      (parent, key) =>
        typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[key] : undefined,
      errors,
    );
  if (typeof entry !== 'object' || entry === null || !('message' in entry)) return null;
  return typeof entry.message === 'string' && entry.message !== '' ? entry.message : null;
}

/**
 * After each submit that failed validation, puts the caret in the first invalid field; only once per submit, so
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

/** A form with this many fields is long: several errors in it are easier to fix from a list. */
export const LONG_FORM_FIELDS = 6;

/** Whether the control `id` lies, even in part, outside the window. */
function outOfView(id: string): boolean {
  const box = document.getElementById(id)?.getBoundingClientRect();
  return box !== undefined && (box.top < 0 || box.bottom > window.innerHeight);
}

/**
 * The summary of a form's field errors, shown only where the messages beside the fields are not enough: a long
 * form with several errors, or a submit that left an invalid field out of view (measured as the errors appear,
 * before the caret moves to the first one). A short form in view (log in, a password change) shows each message
 * beside its field and nothing else. The first invalid field keeps the caret; the summary is announced as an alert.
 */
export function FieldErrorSummary<T extends FieldValues>({ errors, fields }: FieldErrorSummaryProps<T>) {
  const list: FormFieldError[] = fields.flatMap((field) => {
    const message = messageOf(errors, field.name);
    return message === null ? [] : [{ fieldId: field.id, message }];
  });
  const invalid = list.map((error) => error.fieldId).join(' ');
  // Measured once as the errors appear (a submit), kept while they are being fixed, forgotten once all are.
  const [leftOutOfView, setLeftOutOfView] = useState(false);
  const measured = useRef(false);
  useLayoutEffect(() => {
    if (invalid === '') {
      measured.current = false;
      setLeftOutOfView(false);
    } else if (!measured.current) {
      measured.current = true;
      setLeftOutOfView(invalid.split(' ').some(outOfView));
    }
  }, [invalid]);
  const long = fields.length >= LONG_FORM_FIELDS && list.length > 1;
  const shown = list.length > 0 && (long || leftOutOfView);
  return <FormErrorSummary errors={shown ? list : []} focusOnShow={false} />;
}
