import {
  ASSEMBLY_OUTCOME_LABELS,
  type AssemblyListItem,
  type AssemblyOutcome,
  assemblyOutcome,
} from '@console/api';
import {
  Ban,
  CircleCheck,
  CircleExclamationPoint,
  CircleSlash,
  CloudUpload,
  Cog,
  type LucideIcon,
  Repeat,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { type BadgeTone, StatusBadge, type StatusBadgeProps } from '../../primitives/badge';
import { Tooltip } from '../../primitives/tooltip';

type OutcomeLook = { tone: BadgeTone; label: string; icon: LucideIcon; live: boolean };

/** Running outcomes share the info tone and differ by icon; finished ones say by colour and icon how they ended. */
const OUTCOME_LOOKS: Record<AssemblyOutcome, OutcomeLook> = {
  uploading: { label: ASSEMBLY_OUTCOME_LABELS.uploading, tone: 'info', icon: CloudUpload, live: true },
  executing: { label: ASSEMBLY_OUTCOME_LABELS.executing, tone: 'info', icon: Cog, live: true },
  replaying: { label: ASSEMBLY_OUTCOME_LABELS.replaying, tone: 'info', icon: Repeat, live: true },
  completed: { label: ASSEMBLY_OUTCOME_LABELS.completed, tone: 'success', icon: CircleCheck, live: false },
  canceled: { label: ASSEMBLY_OUTCOME_LABELS.canceled, tone: 'neutral', icon: Ban, live: false },
  aborted: { label: ASSEMBLY_OUTCOME_LABELS.aborted, tone: 'neutral', icon: CircleSlash, live: false },
  failed: {
    label: ASSEMBLY_OUTCOME_LABELS.failed,
    tone: 'danger',
    icon: CircleExclamationPoint,
    live: false,
  },
};

/**
 * An assembly's state as every badge of it reads, on the lists, its page, a test run and onboarding: the tone and
 * the word (invoiceStatus does the same for invoices).
 */
export function assemblyStatus(outcome: AssemblyOutcome): Pick<StatusBadgeProps, 'tone' | 'label'> {
  const { tone, label } = OUTCOME_LOOKS[outcome];
  return { tone, label };
}

export type AssemblyStatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  Pick<StatusBadgeProps, 'size'> & {
    /** Where the assembly stands, from `assemblyOutcome(assembly)`. */
    outcome: AssemblyOutcome;
  };

/**
 * An assembly's outcome as a word, a tone and an icon. A running assembly's icon pulses, the quiet sign that the
 * screen around it refreshes by itself; the pulse stops when motion is reduced.
 */
export function AssemblyStatusBadge({ outcome, ...props }: AssemblyStatusBadgeProps) {
  const { icon: Icon, live } = OUTCOME_LOOKS[outcome];
  return (
    <StatusBadge
      data-slot="assembly-status-badge"
      data-outcome={outcome}
      {...assemblyStatus(outcome)}
      icon={
        <Icon
          aria-hidden="true"
          className={cn(live && 'animate-pulse motion-reduce:animate-none in-data-[motion=off]:animate-none')}
        />
      }
      {...props}
    />
  );
}

export type AssemblyStatusProps = {
  assembly: Pick<AssemblyListItem, 'state' | 'error'>;
};

/**
 * How an assembly stands, as every list shows it: its badge, of one width whatever it says so the column is as
 * narrow as its longest word. A failed one's error code, which support searches by (ASSEMBLY_CRASHED,
 * INVALID_SIGNATURE, …), is in a tooltip that hover and focus open, and part of what assistive technology reads.
 */
export function AssemblyStatus({ assembly }: AssemblyStatusProps) {
  const badge = <AssemblyStatusBadge outcome={assemblyOutcome(assembly)} className="min-w-26" />;
  if (assembly.error === null) return <span data-slot="assembly-status">{badge}</span>;
  return (
    <Tooltip content={<span className="font-mono">{assembly.error}</span>}>
      <span
        data-slot="assembly-status"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard reaches the error code's tooltip
        tabIndex={0}
        className="inline-flex rounded-full focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
      >
        {badge}
        <span className="sr-only">, error {assembly.error}</span>
      </span>
    </Tooltip>
  );
}
