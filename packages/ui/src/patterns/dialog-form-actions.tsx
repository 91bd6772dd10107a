import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../primitives/button';
import { DialogClose } from '../primitives/dialog';

export type DialogFormActionsProps = {
  /** The dialog's form, when the buttons stand outside it (in the dialog's footer). */
  formId?: string;
  /** The submit button's words ("Save card"). */
  submitLabel: ReactNode;
  /** The form is being sent: the submit button spins. */
  pending: boolean;
  /** `danger` for a submit that takes something away. */
  variant?: Extract<ButtonProps['variant'], 'primary' | 'danger'>;
  /** The submit button waits for something the form needs first (a price preview). */
  submitDisabled?: boolean;
  /** The cancel button's words, where "Cancel" says less than what it keeps ("Keep Pro"). */
  cancelLabel?: ReactNode;
  /** Cancel waits too while the form is sent, where closing mid-request would lose its answer. */
  lockWhilePending?: boolean;
};

/** A dialog form's two buttons: one that closes the dialog and leaves things as they were, one that submits. */
export function DialogFormActions({
  formId,
  submitLabel,
  pending,
  variant = 'primary',
  submitDisabled,
  cancelLabel = 'Cancel',
  lockWhilePending = false,
}: DialogFormActionsProps) {
  return (
    <>
      <DialogClose asChild>
        <Button type="button" variant="secondary" disabled={lockWhilePending && pending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" form={formId} variant={variant} loading={pending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </>
  );
}
