import { type AssemblyListItem, canReplay, errorMessage, useAssemblyActions } from '@console/api';
import { Ban, Repeat } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../lib/paths';
import { shortAssemblyId } from '../../patterns/assembly/assembly-format';
import type { AssemblyScreenLocationState } from '../../patterns/assembly/assembly-view';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { useToast } from '../../primitives/toast';

export type AssemblyActionsProps = {
  slug: string;
  assembly: AssemblyListItem;
  busy: boolean;
  /** Called once a canceled assembly's dialog has closed; the Cancel button has gone with the running state. */
  onCanceled: () => void;
};

/**
 * Replay for a finished assembly, Cancel for a running one; each asks first and reports how it went. The dialog
 * is mounted apart from the buttons, so a cancel can finish even though the assembly stops being busy meanwhile.
 */
export function AssemblyActions({ slug, assembly, busy, onCanceled }: AssemblyActionsProps) {
  const { replay, cancel } = useAssemblyActions(slug);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ kind: 'replay' | 'cancel'; open: boolean }>({
    kind: 'replay',
    open: false,
  });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const done = useRef(false);

  const close = (open: boolean) => {
    if (open) return;
    setDialog((current) => ({ ...current, open: false }));
    const finished = done.current;
    done.current = false;
    // After the dialog has let go of focus: back to the button, unless the action has moved on from it.
    window.setTimeout(() => {
      if (!finished) buttonRef.current?.focus();
      else if (dialog.kind === 'cancel') onCanceled();
    }, 0);
  };

  const confirmCancel = async () => {
    try {
      await cancel(assembly.id);
    } catch (caught) {
      throw new Error(errorMessage(caught));
    }
    done.current = true;
    toast({ variant: 'success', title: 'Assembly canceled' });
  };

  const confirmReplay = async () => {
    let replayId: string;
    try {
      replayId = (await replay(assembly.id)).assembly.id;
    } catch (caught) {
      throw new Error(errorMessage(caught));
    }
    done.current = true;
    toast({
      variant: 'success',
      title: 'Replay started',
      description: `Assembly ${shortAssemblyId(replayId)} runs the files of ${shortAssemblyId(assembly.id)} again.`,
    });
    const state: AssemblyScreenLocationState = { focusHeading: true };
    navigate(href.assembly(slug, replayId), { state });
  };

  let action: ReactNode;
  if (!busy && !canReplay(assembly)) {
    // A replay runs the files an assembly received; this one never received them all, so there is no Replay.
    action = (
      <p data-slot="no-replay-note" className="max-w-xs text-fg-muted text-sm">
        {assembly.uploaded_bytes === 0
          ? 'Nothing was uploaded, so there is nothing to replay.'
          : 'Its upload did not finish, so there is nothing to replay.'}
      </p>
    );
  } else {
    // A running assembly can be cancelled, a finished one replayed.
    const kind = busy ? 'cancel' : 'replay';
    action = (
      // Keyed apart: the dialog returns focus to the element it was opened from, which must not become Replay.
      <Button key={kind} ref={buttonRef} variant="secondary" onClick={() => setDialog({ kind, open: true })}>
        {busy ? <Ban aria-hidden /> : <Repeat aria-hidden />}
        {busy ? 'Cancel assembly' : 'Replay'}
      </Button>
    );
  }

  return (
    <>
      {action}
      <ConfirmDialog
        {...DIALOGS[dialog.kind]}
        open={dialog.open}
        onOpenChange={close}
        onConfirm={dialog.kind === 'cancel' ? confirmCancel : confirmReplay}
      />
    </>
  );
}

/** What each action asks before it runs; the kind stays while its dialog is open, even if the assembly finishes. */
const DIALOGS = {
  cancel: {
    intent: 'danger',
    title: 'Cancel this assembly?',
    description:
      'It stops where it is: steps that have not run yet will not run, and files it has not stored are lost. This cannot be undone.',
    confirmLabel: 'Cancel assembly',
    cancelLabel: 'Keep it running',
  },
  replay: {
    intent: 'primary',
    title: 'Replay this assembly?',
    description:
      "Its files run through the same steps again as a new assembly, which counts towards this month's usage.",
    confirmLabel: 'Replay assembly',
    cancelLabel: 'Not now',
  },
} as const;
