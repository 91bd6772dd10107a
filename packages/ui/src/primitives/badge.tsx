import { cva, type VariantProps } from 'class-variance-authority';
import { Ban, CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full font-medium [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        neutral: 'bg-surface-sunken text-fg',
        primary: 'bg-primary-soft text-primary-text',
        success: 'bg-success-soft text-success-text',
        warning: 'bg-warning-soft text-warning-text',
        danger: 'bg-danger-soft text-danger-text',
        info: 'bg-info-soft text-info-text',
      },
      size: {
        sm: 'px-2 py-0.5 text-xs [&_svg]:size-3',
        md: 'px-2.5 py-1 text-sm [&_svg]:size-3.5',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short label on a tinted background: a plan name, a region, a count. For states, use StatusBadge. */
export function Badge({ className, tone, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone, size }), className)}
      {...props}
    />
  );
}

type StatusLook = { tone: BadgeTone; label: string; busy: boolean };

const assemblyStatuses: Record<string, StatusLook> = {
  ASSEMBLY_COMPLETED: { tone: 'success', label: 'Completed', busy: false },
  ASSEMBLY_UPLOADING: { tone: 'info', label: 'Uploading', busy: true },
  ASSEMBLY_EXECUTING: { tone: 'info', label: 'Executing', busy: true },
  ASSEMBLY_REPLAYING: { tone: 'info', label: 'Replaying', busy: true },
  ASSEMBLY_CANCELED: { tone: 'neutral', label: 'Canceled', busy: false },
  REQUEST_ABORTED: { tone: 'neutral', label: 'Aborted', busy: false },
};

/**
 * Reads an assembly status. Known states get a readable label; anything else is an error code
 * (ASSEMBLY_CRASHED, INVALID_SIGNATURE, …) and is shown as the code itself, because support searches by it.
 */
export function describeStatus(status: string): StatusLook {
  return assemblyStatuses[status] ?? { tone: 'danger', label: status, busy: false };
}

const toneIcons: Record<BadgeTone, typeof Info | null> = {
  neutral: Ban,
  primary: null,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  danger: CircleExclamationPoint,
  info: Info,
};

type StatusBadgeSource =
  | {
      /** An assembly status or error code straight from the API; tone, icon and label follow from it. */
      status: string;
      tone?: never;
      label?: never;
    }
  | {
      status?: never;
      /** For statuses that are not assemblies ('Paid', 'Unpaid', 'Active'): the tone to show. */
      tone: BadgeTone;
      /** The text shown for a `tone` status. */
      label: ReactNode;
    };

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  Omit<VariantProps<typeof badgeVariants>, 'tone'> &
  StatusBadgeSource;

/**
 * A state at a glance, never by colour alone: every tone also has an icon and a word. Running assemblies get a
 * pulsing dot instead of an icon; the pulse stops when the user asks for reduced motion.
 */
export function StatusBadge({ status, tone, label, size, className, ...props }: StatusBadgeProps) {
  const look: { tone: BadgeTone; label: ReactNode; busy: boolean } =
    status === undefined ? { tone, label, busy: false } : describeStatus(status);
  const Icon = toneIcons[look.tone];

  return (
    <span
      data-slot="status-badge"
      data-tone={look.tone}
      data-status={status}
      className={cn(
        badgeVariants({ tone: look.tone, size }),
        status !== undefined && look.tone === 'danger' && 'font-mono',
        className,
      )}
      {...props}
    >
      {look.busy ? (
        <span
          aria-hidden="true"
          className="inline-flex size-2 animate-pulse rounded-full bg-info motion-reduce:animate-none in-data-[motion=off]:animate-none"
        />
      ) : Icon ? (
        <Icon aria-hidden="true" />
      ) : (
        <span aria-hidden="true" className="inline-flex size-2 rounded-full bg-primary" />
      )}
      {look.label}
    </span>
  );
}
