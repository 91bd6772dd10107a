import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePattern, formatDay, parseDay } from '../../packages/ui/src/patterns/date-field/date-pattern';

describe("a date field's pattern follows the locale's short numeric date", () => {
  it.each([
    ['en-GB', 'dd/mm/yyyy'],
    ['en-US', 'mm/dd/yyyy'],
    ['sv', 'yyyy-mm-dd'],
    ['de', 'dd.mm.yyyy'],
    ['nl', 'dd-mm-yyyy'],
    ['hu', 'yyyy.mm.dd'],
  ])('%s writes %s', (locale, text) => {
    expect(datePattern(locale).text).toBe(text);
  });

  it('reads back every day it writes, in every locale', () => {
    const days = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2200-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const locales = fc.constantFrom('en-GB', 'en-US', 'sv', 'de', 'nl', 'hu', 'ja', 'fr');
    fc.assert(
      fc.property(days, locales, (day, locale) => {
        const pattern = datePattern(locale);
        expect(parseDay(formatDay(day, pattern), pattern)).toBe(day);
      }),
    );
  });

  it('takes any separator and unpadded parts, and an ISO day anywhere', () => {
    const british = datePattern('en-GB');
    expect(parseDay('3.1.2026', british)).toBe('2026-01-03');
    expect(parseDay(' 03/01/2026 ', british)).toBe('2026-01-03');
    expect(parseDay('2026-01-03', british)).toBe('2026-01-03');
    expect(parseDay('1/3/2026', datePattern('en-US'))).toBe('2026-01-03');
  });

  it('names no day for days that do not exist, two-digit years or partial text', () => {
    const british = datePattern('en-GB');
    for (const text of [
      '31/02/2026',
      '29/02/2025',
      '00/01/2026',
      '01/13/2026',
      '03/01/26',
      '03/01',
      'soon',
      '',
    ]) {
      expect(parseDay(text, british)).toBeNull();
    }
    expect(parseDay('29/02/2028', british)).toBe('2028-02-29');
  });
});
