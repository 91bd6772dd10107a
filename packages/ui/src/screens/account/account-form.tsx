import { errorMessage } from '@console/api';
import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Banner } from '../../primitives/banner';
import { FormErrorSummary, type FormFieldError } from '../../primitives/form-error-summary';

/** A field of an account form: its form name and the id of its control, so the summary can link to it. */
export type AccountFormField<T extends FieldValues> = { name: Path<T>; id: string };

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
  fields: AccountFormField<T>[],
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

export type AccountErrorSummaryProps<T extends FieldValues> = {
  /** The form's current field errors. */
  errors: FieldErrors<T>;
  /** The form's fields in the order they appear. */
  fields: AccountFormField<T>[];
};

/** Lists the field errors above a form once more than one field is wrong; one error is clear enough beside its field. */
export function AccountErrorSummary<T extends FieldValues>({ errors, fields }: AccountErrorSummaryProps<T>) {
  const list: FormFieldError[] = fields.flatMap((field) => {
    const message = messageOf(errors, field.name);
    return message === null ? [] : [{ fieldId: field.id, message }];
  });
  return <FormErrorSummary errors={list.length > 1 ? list : []} />;
}

export type ServerErrorBannerProps = {
  /** What the call threw; nothing renders while it is null. */
  error: unknown;
  /** Spacing where the banner sits. */
  className?: string;
};

/**
 * The server's answer to a refused form (or the network text), above the form it belongs to. It takes focus
 * when a new error arrives, so a keyboard user is taken to the reason the save did not happen.
 */
export function ServerErrorBanner({ error, className }: ServerErrorBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error !== null) ref.current?.focus();
  }, [error]);
  if (error === null) return null;
  return (
    <Banner
      ref={ref}
      tone="danger"
      tabIndex={-1}
      data-slot="server-error"
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {errorMessage(error)}
    </Banner>
  );
}
