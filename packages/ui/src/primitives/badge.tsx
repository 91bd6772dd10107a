import { cva, type VariantProps } from 'class-variance-authority';
import {
  Ban,
  CircleCheck,
  CircleExclamationPoint,
  Info,
  type LucideIcon,
  TriangleExclamationPoint,
} from 'lucide-react';
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

const toneIcons: Record<BadgeTone, LucideIcon | null> = {
  neutral: Ban,
  primary: null,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  danger: CircleExclamationPoint,
  info: Info,
};

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  Omit<VariantProps<typeof badgeVariants>, 'tone'> & {
    /** How the state reads at a glance ('Paid' success, 'Unpaid' warning, 'Revoked' neutral). */
    tone: BadgeTone;
    /** The word for the state. */
    label: ReactNode;
    /** A domain's own icon for the state (an assembly's cog while executing); the tone's icon otherwise. */
    icon?: ReactNode;
  };

/**
 * A state at a glance, never by colour alone: every tone also has an icon and a word. A domain's states map onto a
 * tone and a label beside their own badge (`invoiceStatus`, `assemblyStatus`), so every screen reads them alike.
 */
export function StatusBadge({ tone, label, icon, size, className, ...props }: StatusBadgeProps) {
  const Icon = toneIcons[tone];
  return (
    <span
      data-slot="status-badge"
      data-tone={tone}
      className={cn(badgeVariants({ tone, size }), className)}
      {...props}
    >
      {icon ? (
        icon
      ) : Icon ? (
        <Icon aria-hidden="true" />
      ) : (
        <span aria-hidden="true" className="inline-flex size-2 rounded-full bg-primary" />
      )}
      {label}
    </span>
  );
}
