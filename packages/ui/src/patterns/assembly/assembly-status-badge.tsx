import { ASSEMBLY_OUTCOME_LABELS, type AssemblyOutcome } from '@console/api';
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
