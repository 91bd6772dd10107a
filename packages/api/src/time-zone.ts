/**
 * Calendar days in a person's time zone (user settings' `timezone`, an IANA name such as "Europe/Berlin"): the
 * console reads typed days in that zone, and the server (the mock backend too) must read them the same way.
 */

/** The zone when none is set or the one set is unknown to the runtime. */
export const FALLBACK_TIME_ZONE = 'UTC';

/**
 * The IANA time zones this browser (or Node) knows, plus UTC, which `Intl.supportedValuesOf` leaves out. The
 * list comes from the runtime's ICU data, so it follows the zones the console can actually format dates in.
 */
export function supportedTimeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

let knownTimeZones: Set<string> | null = null;
/** An IANA name's shape ("America/Argentina/Buenos_Aires", "Etc/GMT+5"), not an offset such as "+05:30". */
const IANA_NAME = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/;

/**
 * Whether `value` names a zone. The runtime's list holds one name per zone, often ICU's older one
 * ("Asia/Calcutta", "Europe/Kiev"), while people and servers use today's ("Asia/Kolkata", "Europe/Kyiv"): a name
 * the runtime formats in is a zone too.
 */
export function isTimeZone(value: string): boolean {
  knownTimeZones ??= new Set(supportedTimeZones());
  return knownTimeZones.has(value) || (IANA_NAME.test(value) && formatsIn(value));
}

function formatsIn(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
}

/** `zone` when it is a known IANA zone, else UTC: a stale or empty setting never breaks a page. */
export function knownTimeZone(zone: string | null | undefined): string {
  return zone && isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

/** The wall-clock fields of instant `ms` in `zone`, as if they were UTC: the zone's offset is their difference. */
function wallClockMs(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** How far `zone` is ahead of UTC at instant `ms`, in milliseconds (Berlin in winter: 3 600 000). */
export function timeZoneOffsetMs(ms: number, zone: string): number {
  return wallClockMs(Math.floor(ms / 1000) * 1000, zone) - Math.floor(ms / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD) instant `ms` falls on in `zone`. */
export function dayInTimeZone(ms: number, zone: string): string {
  return new Date(wallClockMs(ms, zone)).toISOString().slice(0, 10);
}

/**
 * The instant day `day` (YYYY-MM-DD) starts in `zone`: its midnight under the offset before or after any change
 * that night, whichever is the earliest instant on that day (where summer time skips midnight, that is the
 * change itself; where it repeats midnight, the first one). Offsets never reach 14 hours, so the two readings
 * bracket the night.
 */
export function startOfDayInTimeZone(day: string, zone: string): number {
  const midnight = Date.parse(`${day}T00:00:00.000Z`);
  const candidates = [midnight - 14 * HOUR_MS, midnight + 14 * HOUR_MS]
    .map((probe) => midnight - timeZoneOffsetMs(probe, zone))
    .filter((candidate) => dayInTimeZone(candidate, zone) === day);
  // A day the zone skipped altogether (Samoa's 30 December 2011) starts where the next one does.
  return candidates.length > 0 ? Math.min(...candidates) : midnight - timeZoneOffsetMs(midnight, zone);
}

/** The instant the day after `day` starts in `zone`: the end (excluded) of a range whose last day is `day`. */
export function endOfDayInTimeZone(day: string, zone: string): number {
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  return startOfDayInTimeZone(next, zone);
}
