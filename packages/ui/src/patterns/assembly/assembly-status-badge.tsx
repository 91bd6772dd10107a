import {
  ASSEMBLY_OUTCOME_LABELS,
  type AssemblyListItem,
  type AssemblyOutcome,
  assemblyOutcome,
} from '@console/api';
import type { VariantProps } from 'class-variance-authority';
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
import { type BadgeTone, badgeVariants } from '../../primitives/badge';
import { Tooltip } from '../../primitives/tooltip';

type OutcomeLook = { tone: BadgeTone; icon: LucideIcon; live: boolean };

/** Running outcomes share the info tone and differ by icon; finished ones say by colour and icon how they ended. */
const OUTCOME_LOOKS: Record<AssemblyOutcome, OutcomeLook> = {
  uploading: { tone: 'info', icon: CloudUpload, live: true },
  executing: { tone: 'info', icon: Cog, live: true },
  replaying: { tone: 'info', icon: Repeat, live: true },
  completed: { tone: 'success', icon: CircleCheck, live: false },
  canceled: { tone: 'neutral', icon: Ban, live: false },
  aborted: { tone: 'neutral', icon: CircleSlash, live: false },
  failed: { tone: 'danger', icon: CircleExclamationPoint, live: false },
};

export type AssemblyStatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  Omit<VariantProps<typeof badgeVariants>, 'tone'> & {
    /** Where the assembly stands, from `assemblyOutcome(assembly)`. */
    outcome: AssemblyOutcome;
  };

/**
 * An assembly's outcome as a word, a tone and an icon. A running assembly's icon pulses, the quiet sign that the
 * screen around it refreshes by itself; the pulse stops when motion is reduced.
 */
export function AssemblyStatusBadge({ outcome, size, className, ...props }: AssemblyStatusBadgeProps) {
  const { tone, icon: Icon, live } = OUTCOME_LOOKS[outcome];
  return (
    <span
      data-slot="assembly-status-badge"
      data-outcome={outcome}
      data-tone={tone}
      className={cn(badgeVariants({ tone, size }), className)}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={cn(live && 'animate-pulse motion-reduce:animate-none in-data-[motion=off]:animate-none')}
      />
      {ASSEMBLY_OUTCOME_LABELS[outcome]}
    </span>
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
