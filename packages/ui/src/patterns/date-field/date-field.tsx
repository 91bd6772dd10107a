import { dayInTimeZone } from '@console/api';
import { CalendarDays, CircleExclamationPoint } from 'lucide-react';
import { type KeyboardEvent, lazy, type Ref, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNow } from '../../lib/clock';
import { cn } from '../../lib/cn';
import { useTimeZone } from '../../lib/time';
import type { FieldControlProps } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { PlainIconButton } from '../../primitives/plain-icon-button';
import { useDateLocale } from './date-locale';
import { type DatePattern, datePattern, formatDay, parseDay } from './date-pattern';

// The calendar, and the popover code under it, is what most visits never run: it comes when one first opens.
const DateCalendarPopover = lazy(() => import('./date-calendar'));

export type DateFieldProps = FieldControlProps & {
  /** The day, YYYY-MM-DD, or empty. */
  value: string;
  /**
   * Called as the text changes: with the day it names, empty when cleared, null while it names no day (the
   * field says how to write one, and keeps its form from being sent).
   */
  onValueChange: (day: string | null) => void;
  /** Days the calendar offers, both ends included (a range's other end). */
  min?: string | undefined;
  max?: string | undefined;
  /** Shown as wrong for a reason of the caller's (a range out of order). */
  invalid?: boolean;
  /** Names the calendar button and its popover ("Choose the first day"). */
  calendarLabel?: string;
  name?: string;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  /** The width, on the field's box. */
  className?: string;
};

/** The day typed text names: empty for no text, null for text that names none. */
const dayOfText = (text: string, pattern: DatePattern) => (text.trim() === '' ? '' : parseDay(text, pattern));

/**
 * A day typed in the person's own format (their locale's order, placeholder "dd/mm/yyyy" or "mm/dd/yyyy"), or
 * picked from a calendar, handed on as an ISO day. Text that names no day is explained under the field once the
 * person leaves it, and stops its form's submission, rather than being sent as no date at all.
 */
export function DateField({
  value,
  onValueChange,
  min,
  max,
  invalid = false,
  calendarLabel = 'Choose a date',
  name,
  onBlur,
  ref,
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...aria
}: DateFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const locale = useDateLocale();
  const pattern = datePattern(locale);
  const today = dayInTimeZone(useNow().getTime(), useTimeZone());
  const [text, setText] = useState(() => formatDay(value, pattern));
  const [seen, setSeen] = useState(value);
  // The text follows the value when it changes elsewhere (Back, "Clear all filters"), not while it is being typed.
  if (seen !== value) {
    setSeen(value);
    if (dayOfText(text, pattern) !== value) setText(formatDay(value, pattern));
  }
  const [checked, setChecked] = useState(false);
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const typed = dayOfText(text, pattern);
  const wrong = typed === null && checked;
  const messageId = `${inputId}-format`;
  const inputRef = useSubmitGuard(typed === null, () => setChecked(true));

  const change = (next: string) => {
    setText(next);
    onValueChange(dayOfText(next, pattern));
  };
  const pick = (day: string) => {
    change(formatDay(day, pattern));
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') setChecked(true);
  };

  return (
    <div className={cn('grid gap-1.5', className)}>
      <div ref={anchorRef} className="relative">
        <Input
          {...aria}
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          id={inputId}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={pattern.text}
          value={text}
          invalid={invalid || wrong || ariaInvalid === true || ariaInvalid === 'true'}
          aria-describedby={[describedBy, wrong ? messageId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            setChecked(true);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className="pr-10 tabular-nums"
        />
        <PlainIconButton
          ref={triggerRef}
          label={calendarLabel}
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="absolute top-0.5 right-0.5"
        >
          <CalendarDays />
        </PlainIconButton>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <DateCalendarPopover
            anchorRef={anchorRef}
            triggerRef={triggerRef}
            label={calendarLabel}
            onClose={() => setOpen(false)}
            selected={typed === '' ? null : typed}
            today={today}
            min={min}
            max={max}
            locale={locale}
            onPick={pick}
          />
        </Suspense>
      ) : null}
      {wrong ? (
        <p id={messageId} className="flex items-start gap-1.5 text-danger-text text-sm">
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>Enter a date as {pattern.text}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Stops the submission of the field's form while its text names no day, and says why: a form would otherwise
 * save "no date" for a date the person typed. It listens on the form element, which the submit event reaches
 * before React's own listener at the root.
 */
function useSubmitGuard(blocked: boolean, onBlocked: () => void) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const state = useRef({ blocked, onBlocked });
  state.current = { blocked, onBlocked };
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const guard = (event: SubmitEvent) => {
      if (!state.current.blocked) return;
      event.preventDefault();
      event.stopPropagation();
      state.current.onBlocked();
      inputRef.current?.focus();
    };
    form.addEventListener('submit', guard);
    return () => form.removeEventListener('submit', guard);
  }, []);
  return inputRef;
}
