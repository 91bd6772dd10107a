import type { ComponentProps } from 'react';
import { useNow } from '../lib/clock';
import { cn } from '../lib/cn';

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const exactFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The largest unit that fits, with how many seconds it holds; a list reads "3 weeks ago", not "23 days ago". */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** "17 minutes ago", "yesterday", "3 weeks ago": how far `iso` is from `now`; under a minute is "just now". */
export function formatRelativeTime(iso: string, now: Date): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** "Jan 15, 2026, 11:43 AM" (UTC): the exact instant behind a relative time. */
export function formatExactTime(iso: string): string {
  return `${exactFormat.format(new Date(iso))} UTC`;
}

export type RelativeTimeProps = Omit<ComponentProps<'time'>, 'dateTime' | 'children'> & {
  /** The instant, ISO 8601. */
  value: string;
};

/** A relative time against the console's clock (fixed in stories), with the exact instant as its title. */
export function RelativeTime({ value, className, ...props }: RelativeTimeProps) {
  const now = useNow();
  return (
    <time
      dateTime={value}
      title={formatExactTime(value)}
      className={cn('whitespace-nowrap', className)}
      {...props}
    >
      {formatRelativeTime(value, now)}
    </time>
  );
}
