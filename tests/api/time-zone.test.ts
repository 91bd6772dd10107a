import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayInTimeZone,
  endOfDayInTimeZone,
  knownTimeZone,
  startOfDayInTimeZone,
  timeZoneOffsetMs,
} from '../../packages/api/src/time-zone';

const HOUR = 3_600_000;
/** Zones with summer time on both hemispheres, half and quarter hours, a midnight change and none at all. */
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Santiago',
  'Australia/Adelaide',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Apia',
  'America/Havana',
] as const;

describe('time zones', () => {
  it('reads offsets as the zone has them, summer time included', () => {
    expect(timeZoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'Asia/Kathmandu')).toBe(5.75 * HOUR);
    expect(timeZoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * HOUR);
  });

  it('puts an instant on the day it is in the zone', () => {
    const lateEvening = Date.parse('2026-01-15T23:30:00Z');
    expect(dayInTimeZone(lateEvening, 'UTC')).toBe('2026-01-15');
    expect(dayInTimeZone(lateEvening, 'Europe/Berlin')).toBe('2026-01-16');
    expect(dayInTimeZone(lateEvening, 'America/New_York')).toBe('2026-01-15');
  });

  it('starts and ends a day at its midnights in the zone', () => {
    expect(new Date(startOfDayInTimeZone('2026-01-15', 'Europe/Berlin')).toISOString()).toBe(
      '2026-01-14T23:00:00.000Z',
    );
    expect(new Date(endOfDayInTimeZone('2026-01-15', 'Europe/Berlin')).toISOString()).toBe(
      '2026-01-15T23:00:00.000Z',
    );
    // The day summer time starts is 23 hours long.
    expect(
      endOfDayInTimeZone('2026-03-29', 'Europe/Berlin') - startOfDayInTimeZone('2026-03-29', 'Europe/Berlin'),
    ).toBe(23 * HOUR);
    expect(new Date(startOfDayInTimeZone('2026-01-15', 'UTC')).toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });

  it('falls back to UTC for an empty or unknown zone', () => {
    expect(knownTimeZone('')).toBe('UTC');
    expect(knownTimeZone(null)).toBe('UTC');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('knows today’s names of zones the runtime lists under their older ones', () => {
    expect(knownTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(knownTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(knownTimeZone('Asia/Calcutta')).toBe('Asia/Calcutta');
    // An offset formats too, but is no zone a person chooses.
    expect(knownTimeZone('+05:30')).toBe('UTC');
  });

  it('holds every instant between the start and end of its own day, in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') }),
        fc.constantFrom(...ZONES),
        (ms, zone) => {
          const day = dayInTimeZone(ms, zone);
          const start = startOfDayInTimeZone(day, zone);
          const end = endOfDayInTimeZone(day, zone);
          expect(start).toBeLessThanOrEqual(ms);
          expect(ms).toBeLessThan(end);
          // The start is the first instant of the day: a second before it is the day before.
          expect(dayInTimeZone(start, zone)).toBe(day);
          expect(dayInTimeZone(start - 1000, zone)).not.toBe(day);
        },
      ),
      { numRuns: 500 },
    );
  });
});
