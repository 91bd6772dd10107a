import { errorMessage } from '@console/api';
import { useState } from 'react';
import { ConfirmDialog } from '../primitives/confirm-dialog';
import { useToast } from '../primitives/toast';

export type ServerConfirmDialogProps<Row> = {
  /** The row asked about; the dialog is open while it is set. */
  row: Row | null;
  onClose: () => void;
  /** The question, naming the row: "Remove Ada Lovelace?". */
  title: (row: Row) => string;
  /** What will happen and whether it can be undone. */
  description: (row: Row) => string;
  /** The verb on the confirm button ("Revoke invitation"). */
  confirmLabel: string;
  /** The server call. */
  action: (row: Row) => Promise<{ meta: { message?: string | null | undefined } }>;
  /** The success toast when the server's reply has no words of its own ("Invitation revoked"). */
  done: string;
};

/**
 * Asks before a row's server action, then runs it: the server's words are the success toast, and a refusal stays
 * in the dialog, in the server's words, so the person can try again or back out.
 */
export function ServerConfirmDialog<Row>({
  row,
  onClose,
  title,
  description,
  confirmLabel,
  action,
  done,
}: ServerConfirmDialogProps<Row>) {
  const { toast } = useToast();
  // The row the dialog last asked about, so its words stay while it closes.
  const [asked, setAsked] = useState(row);
  if (row !== null && row !== asked) setAsked(row);
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={asked === null ? '' : title(asked)}
      description={asked === null ? '' : description(asked)}
      confirmLabel={confirmLabel}
      onConfirm={async () => {
        if (!row) return;
        try {
          const reply = await action(row);
          toast({ variant: 'success', title: reply.meta.message ?? done });
        } catch (error) {
          throw new Error(errorMessage(error));
        }
      }}
    />
  );
}
