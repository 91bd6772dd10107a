import { ASSEMBLY_OUTCOME_LABELS, ASSEMBLY_OUTCOMES } from '@console/api';
import { CircleExclamationPoint, FilterX, Search } from 'lucide-react';
import {
  type FormEvent,
  memo,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../../lib/cn';
import { useTimeZone } from '../../lib/time';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select, type SelectOption } from '../../primitives/select';
import { DateField } from '../date-field/date-field';

/*
 * The pieces of an assemblies filter row, shared by a workspace's list and the admin area's: the row itself with
 * its "Clear all filters", filters chosen from a list, typed ones applied once typing pauses, and the days.
 */

/** Called with the filters that changed; null removes one. */
export type FilterChange = (changes: Partial<Record<string, string | null>>) => void;

/** The Selects' choice for "no filter"; ids are hex, so it can never be a template's. */
export const ANY = 'any';

/** Long enough to skip the requests of a word or a date being typed, short enough to feel immediate. */
const SETTLE_MS = 400;

/**
 * Text the person is editing, which follows `committed` whenever that changes elsewhere (Back, Forward, Clear)
 * unless it already says the same after `normalise`, so a trailing space being typed is not taken away.
 */
export function useDraft(committed: string, normalise: (text: string) => string = (text) => text) {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    setSeen(committed);
    if (normalise(draft) !== committed) setDraft(committed);
  }
  return [draft, setDraft] as const;
}

/** Hands `value` to `commit` once it has stayed the same for a moment; null holds it back (it is not valid). */
export function useCommitWhenSettled(
  value: string | null,
  committed: string,
  commit: (value: string) => void,
) {
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (value === null || value === committed) return;
    const timer = window.setTimeout(() => commitRef.current(value), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [value, committed]);
}

/** A row of filters, with "Clear all filters" while any applies, unless the list below offers it already. */
export function FilterRow({
  label = 'Filter assemblies',
  filtered,
  onClear,
  children,
}: {
  label?: string;
  /** Any filter applies: the row offers to clear them. */
  filtered: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    // On a phone the filters make a grid of two columns, each filled whatever width it has on a wider screen; the
    // dates and a search take a whole row.
    <search
      aria-label={label}
      className="grid grid-cols-2 items-start gap-3 max-sm:*:w-auto sm:flex sm:flex-wrap sm:gap-x-4"
    >
      {children}
      {filtered ? (
        <Button variant="ghost" className="col-span-2 justify-self-start sm:mt-6.5" onClick={onClear}>
          <FilterX aria-hidden />
          Clear all filters
        </Button>
      ) : null}
    </search>
  );
}

type TextFilterProps = {
  label: string;
  placeholder: string;
  /** The text the URL holds. */
  value: string;
  /** Called with the trimmed text once typing pauses or on Enter; empty text removes the filter. */
  onCommit: (text: string | null) => void;
  className?: string;
  /** A note under the box, which describes it while `describe` holds. */
  note?: (noteId: string) => ReactNode;
  describe?: boolean;
};

/** Typed text, applied once typing pauses (or at once on Enter). */
export function TextFilter({
  label,
  placeholder,
  value,
  onCommit,
  className,
  note,
  describe,
}: TextFilterProps) {
  const id = useId();
  const [draft, setDraft] = useDraft(value, (text) => text.trim());
  const commit = (text: string) => onCommit(text === '' ? null : text);
  useCommitWhenSettled(draft.trim(), value, commit);
  const noteId = `${id}-note`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() !== value) commit(draft.trim());
  };
  return (
    <form noValidate onSubmit={submit} className={cn('grid gap-1.5', className)}>
      <label htmlFor={`${id}-search`} className="font-medium text-fg text-sm">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-muted"
        />
        <Input
          id={`${id}-search`}
          type="search"
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          value={draft}
          aria-describedby={describe ? noteId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          className="pl-8"
        />
      </div>
      {note?.(noteId)}
    </form>
  );
}

type ChoiceFilterProps = {
  label: string;
  className: string;
  filter: string;
  value: string | null;
  options: SelectOption[];
  onChange: FilterChange;
  selectRef?: RefObject<HTMLButtonElement | null>;
};

/**
 * A filter chosen from a list. Memoised on its own value: a Select renders all its options even while closed, so
 * choosing a state does not render the template filter's hundred names again.
 */
export const ChoiceFilter = memo(function ChoiceFilter({
  label,
  className,
  filter,
  value,
  options,
  onChange,
  selectRef,
}: ChoiceFilterProps) {
  return (
    <Field label={label} className={className}>
      <Select
        ref={selectRef}
        value={value ?? ANY}
        onValueChange={(next) => onChange({ [filter]: next === ANY ? null : next })}
        options={options}
      />
    </Field>
  );
});

const STATE_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any state' },
  ...ASSEMBLY_OUTCOMES.map((outcome) => ({ value: outcome, label: ASSEMBLY_OUTCOME_LABELS[outcome] })),
];

type StateFilterProps = Pick<ChoiceFilterProps, 'value' | 'onChange' | 'selectRef'>;

/** How the assemblies ended, the first filter of both lists: "Clear filters" puts focus back on it. */
export function StateFilter(props: StateFilterProps) {
  return <ChoiceFilter label="State" className="w-40" filter="state" options={STATE_OPTIONS} {...props} />;
}

/** A range is usable unless both ends are set and the start comes after the end (one day is fine). */
export function rangeIsOrdered(from: string | null, to: string | null): boolean {
  return from === null || to === null || from <= to;
}

type DateRangeFilterProps = {
  from: string | null;
  to: string | null;
  onChange: FilterChange;
};

/** First and last day; a range that ends before it starts is explained beside the dates and not applied. */
export const DateRangeFilter = memo(function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const id = useId();
  const zone = useTimeZone();
  const [fromDraft, setFromDraft] = useDraft(from ?? '');
  const [toDraft, setToDraft] = useDraft(to ?? '');
  const ordered = rangeIsOrdered(fromDraft === '' ? null : fromDraft, toDraft === '' ? null : toDraft);
  const draft = `${fromDraft}/${toDraft}`;
  const committed = `${from ?? ''}/${to ?? ''}`;
  const commit = (range: string) => {
    const [first = '', last = ''] = range.split('/');
    onChange({ from: first === '' ? null : first, to: last === '' ? null : last });
  };
  useCommitWhenSettled(ordered ? draft : null, committed, commit);
  const errorId = `${id}-error`;
  const rangeError = ordered ? null : errorId;

  // Enter applies the dates at once instead of waiting for the pause.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ordered && draft !== committed) commit(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="col-span-2">
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 font-medium text-fg text-sm">Created ({zone})</legend>
        {/* On a phone "From" and "To" stand side by side, each over its day, in the filters' two columns. */}
        <div className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:gap-2">
          <DayInput end="from" value={fromDraft} max={toDraft} errorId={rangeError} onValue={setFromDraft} />
          <DayInput end="to" value={toDraft} min={fromDraft} errorId={rangeError} onValue={setToDraft} />
        </div>
        <div aria-live="polite">
          {ordered ? null : (
            <p id={errorId} className="flex items-start gap-1.5 text-danger-text text-sm">
              <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>The start date must not be after the end date</span>
            </p>
          )}
        </div>
      </fieldset>
    </form>
  );
});

/** The words of each end of the range: its label, and its calendar button's name. */
const ENDS = {
  from: { label: 'From', calendarLabel: 'Choose the first day' },
  to: { label: 'To', calendarLabel: 'Choose the last day' },
};

type DayInputProps = {
  end: keyof typeof ENDS;
  /** YYYY-MM-DD, or empty. */
  value: string;
  /** The other end of the range, so the calendar offers only days that keep it in order. */
  min?: string;
  max?: string;
  /** The range error that describes this input while the range is out of order. */
  errorId: string | null;
  onValue: (value: string) => void;
};

function DayInput({ end, value, min, max, errorId, onValue }: DayInputProps) {
  const id = useId();
  const { label, calendarLabel } = ENDS[end];
  return (
    <span className="grid gap-1.5 sm:flex sm:items-start sm:gap-2">
      <label htmlFor={id} className="text-fg-muted text-sm sm:mt-2">
        {label}
      </label>
      <DateField
        id={id}
        className="sm:w-40"
        calendarLabel={calendarLabel}
        value={value}
        min={min || undefined}
        max={max || undefined}
        invalid={errorId !== null}
        aria-describedby={errorId ?? undefined}
        // Text that names no day yet keeps the last day that did; the field itself says how to write one.
        onValueChange={(day) => {
          if (day !== null) onValue(day);
        }}
      />
    </span>
  );
}
