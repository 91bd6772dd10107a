import { SPINNER_DELAY_MS } from '@console/api';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { useTimers } from '../lib/clock';
import { cn } from '../lib/cn';

const delayedSpinnerVariants = cva('inline-flex items-center gap-2 text-fg-muted', {
  variants: {
    size: {
      sm: 'text-xs [&_svg]:size-4',
      md: 'text-sm [&_svg]:size-5',
      lg: 'text-base [&_svg]:size-8',
    },
    placement: {
      inline: '',
      centered: 'flex w-full justify-center py-12',
    },
  },
  defaultVariants: { size: 'md', placement: 'inline' },
});

export type DelayedSpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof delayedSpinnerVariants> & {
    /** How long to render nothing first, so quick loads do not flash a spinner (spec: about 400 ms). */
    delayMs?: number;
    /** Accessible name of the status, also shown next to the spinner when `showLabel` is set. */
    label?: string;
    /** Shows the label as visible text next to the spinner, for places where an icon alone is too terse. */
    showLabel?: boolean;
  };

/** A loading indicator that only appears once a wait has lasted long enough to be noticed. */
export function DelayedSpinner({
  delayMs = SPINNER_DELAY_MS,
  label = 'Loading',
  showLabel = false,
  size,
  placement,
  className,
  ...props
}: DelayedSpinnerProps) {
  const [visible, setVisible] = useState(delayMs <= 0);
  const timers = useTimers();

  useEffect(() => {
    if (delayMs <= 0) {
      setVisible(true);
      return;
    }
    setVisible(false);
    const timer = timers.setTimeout(() => setVisible(true), delayMs);
    return () => timers.clearTimeout(timer);
  }, [delayMs, timers]);

  if (!visible) return null;

  return (
    <span
      role="status"
      aria-label={label}
      data-slot="delayed-spinner"
      className={cn(delayedSpinnerVariants({ size, placement }), className)}
      {...props}
    >
      <LoaderCircle aria-hidden className="shrink-0 animate-spin motion-reduce:animate-none" />
      {showLabel ? <span>{label}</span> : null}
    </span>
  );
}
