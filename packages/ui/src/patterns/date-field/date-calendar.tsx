import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { PlainIconButton } from '../../primitives/plain-icon-button';
import { addDays, addMonths, firstWeekday, monthGrid, weekdayOf } from './month-grid';

/*
 * A date field's calendar: a popover with a month of days to pick one from, loaded (with the popover's own code)
 * only when a calendar first opens. Keyboard as the WAI-ARIA date picker dialog: arrows move a day or a week,
 * Page Up/Down a month (with Shift a year), Home/End to the week's ends, Enter or Space picks; Escape closes it
 * and gives focus back to the button that opened it.
 */

export type DateCalendarProps = {
  /** The field's day (YYYY-MM-DD), or null: where the calendar opens, shown as chosen. */
  selected: string | null;
  /** Today in the person's zone, marked, and where the calendar opens without a chosen day. */
  today: string;
  /** Days before `min` or after `max` cannot be picked (a range's other end). */
  min?: string | undefined;
  max?: string | undefined;
  locale: string;
  onPick: (day: string) => void;
};

const STEPS: Record<string, (day: string, locale: string, shift: boolean) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day, _, shift) => addMonths(day, shift ? -12 : -1),
  PageDown: (day, _, shift) => addMonths(day, shift ? 12 : 1),
  Home: (day, locale) => addDays(day, -((weekdayOf(day) - firstWeekday(locale) + 7) % 7)),
  End: (day, locale) => addDays(day, 6 - ((weekdayOf(day) - firstWeekday(locale) + 7) % 7)),
};

const formats = (locale: string) => ({
  month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }),
  weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  full: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
  number: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }),
});

const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

function DateCalendar({ selected, today, min, max, locale, onPick }: DateCalendarProps) {
  const titleId = useId();
  const [focused, setFocused] = useState(selected ?? today);
  // The day takes focus when the calendar opens and when keys move it, not when the month buttons turn the page.
  const focusDay = useRef(true);
  const gridRef = useRef<HTMLTableElement>(null);
  const format = useMemo(() => formats(locale), [locale]);
  const weeks = useMemo(() => monthGrid(focused, locale), [focused, locale]);
  const month = focused.slice(0, 7);
  const outOfRange = (day: string) => (min !== undefined && day < min) || (max !== undefined && day > max);

  useEffect(() => {
    if (!focusDay.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const turn = (count: number) => {
    focusDay.current = false;
    setFocused(addMonths(focused, count));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(step(focused, locale, event.shiftKey));
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <PlainIconButton label="Previous month" size="sm" onClick={() => turn(-1)}>
          <ChevronLeft />
        </PlainIconButton>
        <h2 id={titleId} aria-live="polite" className="font-medium text-fg text-sm">
          {format.month.format(asDate(focused))}
        </h2>
        <PlainIconButton label="Next month" size="sm" onClick={() => turn(1)}>
          <ChevronRight />
        </PlainIconButton>
      </div>
      <table ref={gridRef} aria-labelledby={titleId} onKeyDown={onKeyDown} className="border-collapse">
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day} scope="col" abbr={format.weekdayLong.format(asDate(day))} className="size-9 p-0">
                <span className="font-normal text-fg-muted text-xs">
                  {format.weekday.format(asDate(day))}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => (
                <td key={day} className="p-0">
                  <button
                    type="button"
                    data-day={day}
                    tabIndex={day === focused ? 0 : -1}
                    aria-pressed={day === selected}
                    aria-label={format.full.format(asDate(day))}
                    aria-current={day === today ? 'date' : undefined}
                    aria-disabled={outOfRange(day) || undefined}
                    onClick={() => {
                      if (!outOfRange(day)) onPick(day);
                    }}
                    className={cn(
                      'size-9 rounded-md text-sm tabular-nums transition-colors duration-fast ease-standard',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                      day.slice(0, 7) === month ? 'text-fg' : 'text-fg-muted',
                      day === today && 'font-semibold underline underline-offset-4',
                      day === selected ? 'bg-primary text-primary-fg' : 'hover:bg-surface-sunken',
                      outOfRange(day) && 'cursor-not-allowed text-fg-muted line-through hover:bg-transparent',
                    )}
                  >
                    {format.number.format(asDate(day))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type DateCalendarPopoverProps = DateCalendarProps & {
  /** The field's box, which the popover lines up under. */
  anchorRef: RefObject<HTMLElement | null>;
  /** The button that opened it: focus goes back there, and pressing it does not count as a click outside. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Names the popover. */
  label: string;
  onClose: () => void;
};

export default function DateCalendarPopover({
  anchorRef,
  triggerRef,
  label,
  onClose,
  ...calendar
}: DateCalendarPopoverProps) {
  // A click elsewhere closes the calendar and leaves focus where it went; Escape and a pick give it back.
  const clickedOutside = useRef(false);
  return (
    <Popover.Root open onOpenChange={(open) => open || onClose()}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          aria-label={label}
          align="end"
          sideOffset={4}
          // The day takes focus itself (DateCalendar), the chosen one or today.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!clickedOutside.current) triggerRef.current?.focus();
          }}
          onInteractOutside={(event) => {
            // The opening button closes the calendar by its own click.
            if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
            else clickedOutside.current = true;
          }}
          className="z-50 rounded-md border border-border bg-surface-raised p-3 text-fg shadow-md"
        >
          <DateCalendar {...calendar} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
