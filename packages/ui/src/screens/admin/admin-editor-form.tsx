import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DialogFormActions } from '../../patterns/dialog-form-actions';
import { FieldErrorSummary } from '../../patterns/form-field-errors';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import type { useFieldForm } from '../../patterns/use-field-form';

export type EditorFormProps<T extends FieldValues> = {
  /** The form's accessible name ("Coupon"). */
  label: string;
  /** The form from `useFieldForm`: its fields (in the order the summary lists their problems) and the refusal. */
  editor: Pick<ReturnType<typeof useFieldForm<T>>, 'form' | 'fields' | 'serverError'>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's words ("Save changes", "Create coupon"). */
  submitLabel: string;
  children: ReactNode;
};

/**
 * The frame of an admin editor in a dialog: the server's refusal and the list of problems over the fields, then
 * Cancel (closing the dialog) and the submit button, which spins while the save runs.
 */
export function EditorForm<T extends FieldValues>({
  label,
  editor: { form, fields, serverError },
  onSubmit,
  submitLabel,
  children,
}: EditorFormProps<T>) {
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={label}>
      <ServerErrorBanner error={serverError} />
      <FieldErrorSummary errors={form.formState.errors} fields={fields} />
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogFormActions submitLabel={submitLabel} pending={form.formState.isSubmitting} />
      </div>
    </form>
  );
}
