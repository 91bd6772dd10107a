import { CircleExclamationPoint } from 'lucide-react';
import { type FormEvent, type ReactElement, type ReactNode, useId, useState } from 'react';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';
import { Input } from './input';

// What confirming does, in the confirm button's variant and in the colour of the name to type.
const INTENTS = {
  /** Deleting, revoking, cancelling: the confirm button is red. */
  danger: { button: 'danger', name: 'text-danger-text' },
  /** Noteworthy but reversible, e.g. replaying an assembly: the confirm button is the primary one. */
  primary: { button: 'primary', name: 'text-primary-text' },
} as const;

export type ConfirmDialogProps = {
  /** What confirming does: `danger` (the default) or `primary`. */
  intent?: keyof typeof INTENTS;
  /** The question, naming the thing: "Delete template encode-hls?". */
  title: ReactNode;
  /** What will happen and whether it can be undone. */
  description?: ReactNode;
  /** The verb on the confirm button, e.g. "Delete template"; never a bare "OK". */
  confirmLabel?: string;
  /** The label of the button that backs out. */
  cancelLabel?: string;
  /** Text the user must type exactly (the workspace or template name) before confirming; omit for a plain confirm. */
  confirmText?: string;
  /** Runs the action. A returned promise keeps the button loading; a rejection shows its message and keeps the dialog open. */
  onConfirm: () => void | Promise<void>;
  /** The element that opens the dialog; focus returns to it afterwards. */
  trigger?: ReactElement;
  /** Controlled open state, for dialogs opened from a menu item or a table row action. */
  open?: boolean;
  /** Uncontrolled initial state. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes, including after a successful confirm. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

const fallbackError = 'That did not work. Try again, or contact support if it keeps failing.';

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : fallbackError;
}

/**
 * Asks before a destructive action. With `confirmText`, the confirm button stays disabled until that exact text is
 * typed, the guard GitHub and Vercel use before deleting something that cannot come back.
 */
export function ConfirmDialog({
  title,
  description,
  onConfirm,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  className,
  ...body
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? uncontrolledOpen;

  function changeOpen(next: boolean) {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  return (
    <Dialog
      size="sm"
      title={title}
      description={description}
      trigger={trigger}
      open={isOpen}
      // Closing mid-request would hide the outcome, so Escape and the close button wait for the answer.
      onOpenChange={(next) => {
        if (!pending) changeOpen(next);
      }}
      data-slot="confirm-dialog"
      className={className}
    >
      <ConfirmDialogBody
        {...body}
        pending={pending}
        onConfirm={async () => {
          setPending(true);
          try {
            await onConfirm();
          } finally {
            setPending(false);
          }
          changeOpen(false);
        }}
      />
    </Dialog>
  );
}

// The labels, the text to type and the intent pass through from ConfirmDialog, which keeps the open state.
type ConfirmDialogBodyProps = Pick<
  ConfirmDialogProps,
  'confirmLabel' | 'cancelLabel' | 'confirmText' | 'intent'
> & {
  pending: boolean;
  onConfirm: () => Promise<void>;
};

// Lives inside the dialog content, which unmounts on close, so the typed text and the error reset every time.
function ConfirmDialogBody({
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  confirmText,
  intent = 'danger',
  pending,
  onConfirm,
}: ConfirmDialogBodyProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const matches = confirmText === undefined || typed === confirmText;

  async function confirm() {
    if (!matches || pending) return;
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void confirm();
  }

  return (
    <div className="grid gap-4">
      {confirmText === undefined ? null : (
        <form onSubmit={handleSubmit} className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm text-fg">
            Type <strong className={`font-mono font-semibold ${INTENTS[intent].name}`}>{confirmText}</strong>{' '}
            to confirm.
          </label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            variant="code"
            disabled={pending}
            aria-describedby={error === null ? undefined : errorId}
          />
        </form>
      )}
      {error === null ? null : (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-md border border-danger bg-danger-soft p-3 text-sm text-danger-text"
        >
          <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button
          variant={INTENTS[intent].button}
          disabled={!matches}
          loading={pending}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
