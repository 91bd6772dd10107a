import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DialogFormActions } from '../../patterns/dialog-form-actions';
import { FieldErrorSummary, type FormFieldRef, useFocusFirstInvalid } from '../../patterns/form-field-errors';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerForm } from '../../patterns/server-form';

/**
 * An admin editor's form with its fields (in the order the summary lists their problems): the first invalid field
 * takes focus on a failed submit, and the server's answer is handled by `useServerForm`.
 */
export function useEditorForm<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: FormFieldRef<T>[],
  options?: Parameters<typeof useServerForm<T>>[2],
) {
  useFocusFirstInvalid(form, fields);
  return { form, fields, ...useServerForm(form, fields, options) };
}

export type EditorFormProps<T extends FieldValues> = {
  /** The form's accessible name ("Coupon"). */
  label: string;
  editor: ReturnType<typeof useEditorForm<T>>;
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
