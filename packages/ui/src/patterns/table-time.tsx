import type { ReactNode } from 'react';
import { useNow } from '../lib/clock';
import { cn } from '../lib/cn';
import { formatExactTime, formatInstant, formatRelativeTime, useTimeZone } from '../lib/time';
import { Tooltip } from '../primitives/tooltip';

/*
 * Times in a table: the zone is said once, in the column's header, rather than after every value; each value
 * gives its full date and zone in a tooltip that hover and keyboard focus both open.
 */

/** A time column's header: its name and the person's zone ("When (Europe/Amsterdam)"). */
export function ZonedHeader({ children }: { children: ReactNode }) {
  const zone = useTimeZone();
  return (
    <>
      {children} <span className="font-normal">({zone})</span>
    </>
  );
}

export type TableTimeProps = {
  /** The instant, ISO 8601. */
  value: string;
  /** "3 hours ago" against the console's clock instead of the date and time in the column's zone. */
  relative?: boolean;
  className?: string;
};

/** An instant in a table cell: the date and time (or how long ago), the full date and zone on hover or focus. */
export function TableTime({ value, relative = false, className }: TableTimeProps) {
  const zone = useTimeZone();
  const now = useNow();
  return (
    <Tooltip content={formatExactTime(value, zone)}>
      <time
        dateTime={value}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard reaches the full date and zone
        tabIndex={0}
        className={cn(
          'whitespace-nowrap rounded-sm',
          'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
          className,
        )}
      >
        {relative ? formatRelativeTime(value, now) : formatInstant(value, zone)}
      </time>
    </Tooltip>
  );
}
