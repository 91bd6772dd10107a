/*
 * A calendar day as a person types it: in the order and with the separator their locale writes a short numeric
 * date ("dd/mm/yyyy" in en-GB, "mm/dd/yyyy" in en-US, "yyyy-mm-dd" in sv), read back to the ISO day (YYYY-MM-DD)
 * the console keeps in URLs and forms. Days are calendar values, not instants: whether one exists is checked in
 * UTC, so no zone offset can move it.
 */

type Part = 'day' | 'month' | 'year';

export type DatePattern = {
  /** The three parts in the locale's order. */
  order: readonly Part[];
  /** What the locale writes between them ("/", ".", "-"). */
  separator: string;
  /** "dd/mm/yyyy": the placeholder, and the words of the message a date that cannot be read gets. */
  text: string;
};

const LETTERS: Record<Part, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
const patterns = new Map<string, DatePattern>();

/** The pattern of `locale`'s short numeric date, derived from the browser's own formatting of it. */
export function datePattern(locale: string): DatePattern {
  let pattern = patterns.get(locale);
  if (pattern === undefined) {
    const parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2026, 0, 31)));
    const order = parts.flatMap((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
    );
    // Some locales end with a dot or space ("31. 01. 2026."): the separator is what stands between the parts.
    const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
    pattern = { order, separator, text: order.map((part) => LETTERS[part]).join(separator) };
    patterns.set(locale, pattern);
  }
  return pattern;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** "2026-01-31" as `pattern` writes it ("31/01/2026"); empty stays empty. */
export function formatDay(day: string, pattern: DatePattern): string {
  const [year, month, date] = day.split('-');
  if (year === undefined || month === undefined || date === undefined) return '';
  const values: Record<Part, string> = { day: date, month, year };
  return pattern.order.map((part) => values[part]).join(pattern.separator);
}

/** Whether year, month and day name a day that exists (no 31 February). */
function exists(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The ISO day typed text names, or null when it names none. Any non-digits separate the parts, so "31.1.2026"
 * reads in en-GB as well as "31/01/2026"; a four-digit first part is read as an ISO day in any locale, so a
 * pasted "2026-01-31" works everywhere. The year has its four digits: "31/01/26" is not guessed at.
 */
export function parseDay(text: string, pattern: DatePattern): string | null {
  const groups = text.trim().split(/\D+/).filter(Boolean);
  if (groups.length !== 3) return null;
  const order = groups[0]?.length === 4 ? (['year', 'month', 'day'] as const) : pattern.order;
  const values: Partial<Record<Part, string>> = {};
  order.forEach((part, index) => {
    values[part] = groups[index];
  });
  if (values.year?.length !== 4 || (values.month?.length ?? 3) > 2 || (values.day?.length ?? 3) > 2)
    return null;
  const [year, month, day] = [Number(values.year), Number(values.month), Number(values.day)];
  return exists(year, month, day) ? `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` : null;
}
