import type { ComponentProps } from 'react';
import { useNow } from '../lib/clock';
import { cn } from '../lib/cn';
import { formatDay, formatExactTime, formatRelativeTime, useTimeZone } from '../lib/time';

export type TimeProps = Omit<ComponentProps<'time'>, 'dateTime' | 'children'> & {
  /** The instant, ISO 8601. */
  value: string;
};

/**
 * A relative time ("17 minutes ago") against the console's clock (fixed in stories), with the exact instant in
 * the person's zone, the zone named, on hover.
 */
export function RelativeTime({ value, className, ...props }: TimeProps) {
  const now = useNow();
  const zone = useTimeZone();
  return (
    <time
      dateTime={value}
      title={formatExactTime(value, zone)}
      className={cn('whitespace-nowrap', className)}
      {...props}
    >
      {formatRelativeTime(value, now)}
    </time>
  );
}

/** The exact instant in the person's zone with the zone named ("Jan 15, 2026, 1:43 PM Europe/Berlin"). */
export function ExactTime({ value, className, ...props }: TimeProps) {
  const zone = useTimeZone();
  return (
    <time dateTime={value} className={className} {...props}>
      {formatExactTime(value, zone)}
    </time>
  );
}

/** The day an instant falls on in the person's zone ("Jan 15, 2026"), the exact instant on hover. */
export function DayTime({ value, className, ...props }: TimeProps) {
  const zone = useTimeZone();
  return (
    <time dateTime={value} title={formatExactTime(value, zone)} className={className} {...props}>
      {formatDay(value, zone)}
    </time>
  );
}
