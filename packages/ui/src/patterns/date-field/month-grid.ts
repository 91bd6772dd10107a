/*
 * The calendar's arithmetic on ISO days (YYYY-MM-DD), in UTC so that no zone offset can move a day; only the
 * calendar's chunk loads it.
 */

const toDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return toDay(date);
}

/** The same day `count` months later, or that month's last day when it is shorter (31 January + 1: 28 February). */
export function addMonths(day: string, count: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return toDay(target);
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: string) => toDate(day).getUTCDay();

/** The first of `day`'s month. */
const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The day a week starts on in `locale`, 0 for Sunday … 6 for Saturday (Monday in en-GB, Sunday in en-US), from
 * the browser's week data, Monday where it has none.
 */
export function firstWeekday(locale: string): number {
  const info = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  return ((info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1) % 7;
}

/** The six weeks of days shown for `day`'s month, starting on `locale`'s first weekday. */
export function monthGrid(day: string, locale: string): string[][] {
  const first = monthStart(day);
  const start = addDays(first, -((weekdayOf(first) - firstWeekday(locale) + 7) % 7));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => addDays(start, week * 7 + weekday)),
  );
}
