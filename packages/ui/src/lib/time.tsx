import { knownTimeZone } from '@console/api';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The console's one time policy: every instant is shown in the person's chosen time zone (user settings'
 * `timezone`), relative times come from one formatter, and the exact instant, with its zone, is a hover away.
 * Calendar values that are not instants (a billing month, a usage day the API buckets in UTC) are not times and
 * keep their own formats.
 */

const TimeZoneContext = createContext<string | null>(null);

export type TimeZoneProviderProps = {
  children: ReactNode;
  /** An IANA zone ("Europe/Berlin"); empty or unknown falls back to the browser's zone, then UTC. */
  zone: string | null | undefined;
};

/** The zone every time below it is shown in: the app passes the signed-in person's setting. */
export function TimeZoneProvider({ children, zone }: TimeZoneProviderProps) {
  return <TimeZoneContext value={knownTimeZone(zone || browserTimeZone())}>{children}</TimeZoneContext>;
}

/** The browser's own zone, what a person without a setting sees. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone of the nearest TimeZoneProvider; outside one (public pages), UTC. */
export function useTimeZone(): string {
  return useContext(TimeZoneContext) ?? knownTimeZone(null);
}

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** The largest unit that fits, with how many seconds it holds; a list reads "3 weeks ago", not "23 days ago". */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "17 minutes ago", "yesterday", "3 weeks ago", "in 2 days": how far `iso` is from `now`; under a minute either
 * way is "just now". The only relative formatter in the console, so a time reads the same on every page.
 */
export function formatRelativeTime(iso: string, now: Date): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(zone: string, kind: 'exact' | 'day'): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(
      'en-US',
      kind === 'exact'
        ? { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }
        : { timeZone: zone, dateStyle: 'medium' },
    );
    formats.set(key, format);
  }
  return format;
}

/** "Jan 15, 2026, 1:43 PM Europe/Berlin": the exact instant in `zone`, the zone named. */
export function formatExactTime(iso: string, zone: string): string {
  return `${formatInstant(iso, zone)} ${zone}`;
}

/** "Jan 15, 2026, 1:43 PM": the exact instant in `zone`, where the table or card names the zone once. */
export function formatInstant(iso: string, zone: string): string {
  return cachedFormat(zone, 'exact').format(new Date(iso));
}

/** "Jan 15, 2026": the day `iso` falls on in `zone` (when someone joined, when a key expires). */
export function formatDay(iso: string, zone: string): string {
  return cachedFormat(zone, 'day').format(new Date(iso));
}
