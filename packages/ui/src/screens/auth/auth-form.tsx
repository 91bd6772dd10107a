import { errorMessage } from '@console/api';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Banner } from '../../primitives/banner';
import { FormErrorSummary, type FormFieldError } from '../../primitives/form-error-summary';

/** Where support is reached from the public pages, as on the error page. */
export const SUPPORT_HREF = 'mailto:support@transloadit.com';

/** A field of an auth form: its form name and the id of its control, so the summary can link to it. */
export type AuthFormField<T extends FieldValues> = { name: Path<T>; id: string };

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
  fields: AuthFormField<T>[],
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

export type AuthErrorSummaryProps<T extends FieldValues> = {
  /** The form's current field errors. */
  errors: FieldErrors<T>;
  /** The form's fields in the order they appear. */
  fields: AuthFormField<T>[];
};

/** Lists the field errors above a form once more than one field is wrong; one error is clear enough beside its field. */
export function AuthErrorSummary<T extends FieldValues>({ errors, fields }: AuthErrorSummaryProps<T>) {
  const list: FormFieldError[] = fields.flatMap((field) => {
    const message = messageOf(errors, field.name);
    return message === null ? [] : [{ fieldId: field.id, message }];
  });
  return <FormErrorSummary errors={list.length > 1 ? list : []} />;
}

export type ServerErrorBannerProps = {
  /** What the call threw; nothing renders while it is null. */
  error: unknown;
  /** A way forward beside the message, such as a link to ask for a new reset e-mail. */
  action?: ReactNode;
  /** Spacing where the banner sits; by default it keeps a gap above the form below it. */
  className?: string;
};

/** The server's answer to a refused form (or the network text), shown above the form it belongs to. */
export function ServerErrorBanner({ error, action, className }: ServerErrorBannerProps) {
  if (error === null) return null;
  return (
    <Banner tone="danger" data-slot="server-error" className={cn('mb-4', className)}>
      <p>{errorMessage(error)}</p>
      {action === undefined ? null : <p className="mt-1">{action}</p>}
    </Banner>
  );
}

/** A link inside running text or a banner: it takes the surrounding colour, so it reads on every tone. */
export const inlineLinkClass =
  'font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
