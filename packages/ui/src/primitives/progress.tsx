import { cva, type VariantProps } from 'class-variance-authority';
import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const progressVariants = cva('h-full rounded-full transition-[width] duration-normal ease-standard', {
  variants: {
    tone: {
      /** Under way. */
      primary: 'bg-primary',
      /** Finished. */
      success: 'bg-success',
      /** Stopped by a failure, where it stood. */
      danger: 'bg-danger',
      /** Stopped on purpose, where it stood. */
      neutral: 'bg-border-strong',
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value' | 'max'> &
  VariantProps<typeof progressVariants> & {
    /** How much is done, from 0 to `max`; null while the whole is unknown, which fills the bar with a pulse. */
    value: number | null;
    max?: number;
  };

/**
 * A bar of how far something has come (an upload, a download): a `progressbar` with its value, and a text value
 * from `getValueLabel` ("12 MB of 40 MB") where a percentage says too little. Name it with `aria-label`.
 */
export function Progress({ className, tone, value, max = 100, ...props }: ProgressProps) {
  // Radix takes a value outside 0…max for none at all.
  const bounded = value === null ? null : Math.min(max, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={bounded}
      max={max}
      className={cn('h-1.5 overflow-hidden rounded-full bg-surface-sunken', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          progressVariants({ tone }),
          bounded === null && 'animate-pulse motion-reduce:animate-none in-data-[motion=off]:animate-none',
        )}
        style={{ width: bounded === null ? '100%' : `${(bounded / max) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
