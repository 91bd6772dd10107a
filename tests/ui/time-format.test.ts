import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, formatExactTime, formatRelativeTime } from '../../packages/ui/src/lib/time';

const NOW = new Date('2026-01-15T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('relative times', () => {
  it.each([
    [30, 'just now'],
    [17 * 60, '17 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [86_400, 'yesterday'],
    [23 * 86_400, '3 weeks ago'],
    [313 * 86_400, '10 months ago'],
    [400 * 86_400, 'last year'],
    [-2 * 86_400, 'in 2 days'],
  ])('%i seconds before now reads "%s"', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('never counts more than six days in days, so one time reads the same everywhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 7 * 86_400, max: 20 * 365 * 86_400 }), (seconds) => {
        expect(formatRelativeTime(ago(seconds), NOW)).not.toMatch(/\bdays?\b/);
      }),
    );
  });
});

describe('exact times', () => {
  it('shows the instant in the zone given, and names the zone', () => {
    const iso = '2026-01-15T11:43:00.000Z';
    expect(formatExactTime(iso, 'UTC')).toBe('Jan 15, 2026, 11:43 AM UTC');
    expect(formatExactTime(iso, 'Europe/Berlin')).toBe('Jan 15, 2026, 12:43 PM Europe/Berlin');
    expect(formatExactTime(iso, 'America/Los_Angeles')).toBe('Jan 15, 2026, 3:43 AM America/Los_Angeles');
  });

  it('puts a late evening on the next day east of UTC', () => {
    expect(formatDay('2026-01-15T23:30:00.000Z', 'UTC')).toBe('Jan 15, 2026');
    expect(formatDay('2026-01-15T23:30:00.000Z', 'Asia/Tokyo')).toBe('Jan 16, 2026');
  });
});
