import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { formatBytes } from '../lib/format';
import type { TransferState } from '../lib/use-transfer';
import { Banner } from '../primitives/banner';
import { Button } from '../primitives/button';
import { Progress, type ProgressProps } from '../primitives/progress';

const WORDS = {
  upload: { moving: 'Uploading', noun: 'Upload', done: 'Uploaded' },
  download: { moving: 'Downloading', noun: 'Download', done: 'Downloaded' },
} as const;

const TONES: Record<TransferState['phase'], ProgressProps['tone']> = {
  running: 'primary',
  stalled: 'danger',
  cancelled: 'neutral',
  done: 'success',
};

export type TransferProgressProps = Omit<ComponentProps<'div'>, 'onCancel'> & {
  /** Which way the bytes go. */
  direction: 'upload' | 'download';
  /** The file's name. */
  name: string;
  state: TransferState;
  /** Stops the transfer while it runs. */
  onCancel: () => void;
  /** Starts it again once it stalled or was cancelled. */
  onRetry: () => void;
};

/**
 * An upload or a download as it goes: a bar, how many bytes of how many with the share done, and Cancel. A
 * transfer that stalled says so with a Retry; one cancelled says where it stopped, in a neutral tone, since the
 * person chose it, and offers Retry too. Focus lost with the Cancel button goes to Retry.
 */
export function TransferProgress({
  direction,
  name,
  state,
  onCancel,
  onRetry,
  className,
  ...props
}: TransferProgressProps) {
  const words = WORDS[direction];
  const { phase, loaded, total } = state;
  const amount = total === null ? formatBytes(loaded) : `${formatBytes(loaded)} of ${formatBytes(total)}`;
  // Rounded down, so 100 % means all of it.
  const percent = total ? Math.floor((loaded / total) * 100) : null;
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if ((phase === 'stalled' || phase === 'cancelled') && lost) retry.current?.focus();
  }, [phase]);

  return (
    <div
      data-slot="transfer-progress"
      data-state={phase}
      className={cn('grid grid-cols-[minmax(0,1fr)] gap-2 text-sm', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        {/* Said as it starts and as it ends, not at every byte. */}
        <span role="status" className="min-w-0 break-all text-fg">
          {phase === 'done' ? words.done : words.moving} {name}
        </span>
        <span className="text-fg-muted tabular-nums">
          {amount}
          {percent === null ? null : ` · ${percent} %`}
        </span>
      </div>
      <div className="flex items-center gap-3">
        <Progress
          aria-label={`${words.moving} ${name}`}
          value={total === null ? (phase === 'done' ? 1 : null) : loaded}
          max={total ?? 1}
          getValueLabel={() => amount}
          tone={TONES[phase]}
          className="flex-1"
        />
        {phase === 'running' ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel<span className="sr-only"> {`${words.moving.toLowerCase()} ${name}`}</span>
          </Button>
        ) : null}
        {phase === 'stalled' || phase === 'cancelled' ? (
          <Button ref={retry} variant="secondary" size="sm" onClick={onRetry}>
            Retry<span className="sr-only"> {`${words.moving.toLowerCase()} ${name}`}</span>
          </Button>
        ) : null}
      </div>
      {phase === 'cancelled' ? (
        <p role="status" className="text-fg-muted">
          {words.noun} cancelled at {amount}.
        </p>
      ) : null}
      {phase === 'stalled' ? <Banner tone="danger">{state.error.message}</Banner> : null}
    </div>
  );
}
