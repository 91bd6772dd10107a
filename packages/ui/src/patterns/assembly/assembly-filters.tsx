import {
  ASSEMBLY_OUTCOME_LABELS,
  ASSEMBLY_OUTCOMES,
  type AssemblyOutcome,
  useEveryTemplate,
} from '@console/api';
import { CircleExclamationPoint, FilterX, Search } from 'lucide-react';
import { type FormEvent, memo, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { useTimeZone } from '../../lib/time';
import { pageFrom } from '../../lib/url-view';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select, type SelectOption } from '../../primitives/select';
import { shortAssemblyId } from './assembly-format';

/** The list's view as the URL holds it (`?state=&template=&from=&to=&q=&page=`). */
export type AssemblyListView = {
  state: AssemblyOutcome | null;
  /** A template id. */
  template: string | null;
  /** First day, YYYY-MM-DD in the person's zone, included. */
  from: string | null;
  /** Last day, YYYY-MM-DD in the person's zone, included. */
  to: string | null;
  /** An id or id prefix; a field value too where the plan allows. */
  q: string;
  /** 1-based. */
  page: number;
};

export type AssemblyFilterKey = 'state' | 'template' | 'from' | 'to' | 'q';

/** What the filters show: the view without its page, so moving between pages does not render them again. */
export type AssemblyFilterValues = Pick<AssemblyListView, AssemblyFilterKey>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEMPLATE_ID = /^[0-9a-f]{32}$/;

/** The Selects' choice for "no filter"; ids are hex, so it can never be a template's. */
export const ANY = 'any';

/** Long enough to skip the requests of a word or a date being typed, short enough to feel immediate. */
const SETTLE_MS = 400;

/**
 * Reads the view from the URL. Values the server would refuse (an unknown state, a malformed id or day) are
 * ignored, so a hand-edited link shows the list rather than an error.
 */
export function viewFrom(params: URLSearchParams): AssemblyListView {
  const template = params.get('template');
  const from = params.get('from');
  const to = params.get('to');
  return {
    state: ASSEMBLY_OUTCOMES.find((outcome) => outcome === params.get('state')) ?? null,
    template: template !== null && TEMPLATE_ID.test(template) ? template : null,
    from: from !== null && DAY.test(from) ? from : null,
    to: to !== null && DAY.test(to) ? to : null,
    q: params.get('q')?.trim() ?? '',
    page: pageFrom(params),
  };
}

/** A range is usable unless both ends are set and the start comes after the end (one day is fine). */
export function rangeIsOrdered(from: string | null, to: string | null): boolean {
  return from === null || to === null || from <= to;
}

export function hasFilters(view: AssemblyFilterValues): boolean {
  return (
    view.state !== null || view.template !== null || view.from !== null || view.to !== null || view.q !== ''
  );
}

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

export type AssemblyFiltersProps = {
  slug: string;
  view: AssemblyFilterValues;
  /** Whether the plan lets the search match field values; null until the first page has said so. */
  fieldsSearch: boolean | null;
  /** The filtered template's name, when it is not among the templates the filter offers. */
  currentTemplateName: string | null;
  /** The first filter, where focus goes after "Clear filters". */
  firstFilterRef: RefObject<HTMLButtonElement | null>;
  /** Called with the filters that changed; null removes one. Keep it stable: the filters are memoised on it. */
  onChange: (changes: Partial<Record<AssemblyFilterKey, string | null>>) => void;
  onClear: () => void;
  /** The list says nothing matches and offers to clear the filters itself: one way to clear is enough. */
  clearOfferedByList?: boolean;
};

export const STATE_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any state' },
  ...ASSEMBLY_OUTCOMES.map((outcome) => ({ value: outcome, label: ASSEMBLY_OUTCOME_LABELS[outcome] })),
];

/**
 * State, template, days and search. Selects apply at once; typed dates and searches once the typing pauses (or
 * on Enter). Memoised, and the typed parts hold their own drafts: typing re-renders only the box typed in.
 */
export const AssemblyFilters = memo(function AssemblyFilters({
  slug,
  view,
  fieldsSearch,
  currentTemplateName,
  firstFilterRef,
  onChange,
  onClear,
  clearOfferedByList = false,
}: AssemblyFiltersProps) {
  const templates = useEveryTemplate(slug);
  const templateOptions = useMemo<SelectOption[]>(() => {
    const list = templates.data ?? [];
    const options: SelectOption[] = [
      { value: ANY, label: 'Any template' },
      ...list.map((template) => ({ value: template.id, label: template.name })),
    ];
    if (view.template !== null && !list.some((template) => template.id === view.template)) {
      options.push({ value: view.template, label: currentTemplateName ?? shortAssemblyId(view.template) });
    }
    return options;
  }, [templates.data, view.template, currentTemplateName]);

  return (
    <search aria-label="Filter assemblies" className="flex flex-wrap items-start gap-x-4 gap-y-3">
      <ChoiceFilter
        label="State"
        className="w-40"
        filter="state"
        value={view.state}
        options={STATE_OPTIONS}
        onChange={onChange}
        selectRef={firstFilterRef}
      />
      <ChoiceFilter
        label="Template"
        className="w-56"
        filter="template"
        value={view.template}
        options={templateOptions}
        onChange={onChange}
      />
      <DateRangeFilter from={view.from} to={view.to} onChange={onChange} />
      <SearchFilter value={view.q} fieldsSearch={fieldsSearch} onChange={onChange} />
      {hasFilters(view) && !clearOfferedByList ? (
        <Button variant="ghost" className="mt-6.5" onClick={onClear}>
          <FilterX aria-hidden />
          Clear all filters
        </Button>
      ) : null}
    </search>
  );
});

type ChoiceFilterProps = {
  label: string;
  className: string;
  filter: string;
  value: string | null;
  options: SelectOption[];
  onChange: AssemblyFiltersProps['onChange'];
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

type DateRangeFilterProps = {
  from: string | null;
  to: string | null;
  onChange: AssemblyFiltersProps['onChange'];
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

  // Enter applies the dates at once instead of waiting for the pause.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ordered && draft !== committed) commit(draft);
  };

  return (
    <form noValidate onSubmit={submit}>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 font-medium text-fg text-sm">Created ({zone})</legend>
        {/* On a phone "To" and its day go under "From" and its day. */}
        <div className="flex flex-wrap items-center gap-2">
          <DayInput
            id={`${id}-from`}
            label="From"
            value={fromDraft}
            max={toDraft}
            errorId={ordered ? null : errorId}
            onValue={setFromDraft}
          />
          <DayInput
            id={`${id}-to`}
            label="To"
            value={toDraft}
            min={fromDraft}
            errorId={ordered ? null : errorId}
            onValue={setToDraft}
          />
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

type DayInputProps = {
  id: string;
  label: string;
  /** YYYY-MM-DD, or empty. */
  value: string;
  /** The other end of the range, so the browser's picker offers only days that keep it in order. */
  min?: string;
  max?: string;
  /** The range error that describes this input while the range is out of order. */
  errorId: string | null;
  onValue: (value: string) => void;
};

function DayInput({ id, label, value, min, max, errorId, onValue }: DayInputProps) {
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-fg-muted text-sm">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        className="w-40"
        value={value}
        min={min || undefined}
        max={max || undefined}
        invalid={errorId !== null}
        aria-describedby={errorId ?? undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </span>
  );
}

type SearchFilterProps = {
  /** The search the URL holds. */
  value: string;
  fieldsSearch: boolean | null;
  onChange: AssemblyFiltersProps['onChange'];
};

/** An id or the start of one; a field value too where the plan allows, and where it does not, why not. */
const SearchFilter = memo(function SearchFilter({ value, fieldsSearch, onChange }: SearchFilterProps) {
  const id = useId();
  const [draft, setDraft] = useDraft(value, (text) => text.trim());
  const commit = (text: string) => onChange({ q: text === '' ? null : text });
  useCommitWhenSettled(draft.trim(), value, commit);
  const noteId = `${id}-note`;

  // Enter searches at once instead of waiting for the pause.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() !== value) commit(draft.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="grid min-w-64 flex-1 gap-1.5">
      <label htmlFor={`${id}-search`} className="font-medium text-fg text-sm">
        {fieldsSearch ? 'Search by id or field value' : 'Search by assembly id'}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-muted"
        />
        <Input
          id={`${id}-search`}
          type="search"
          placeholder={
            fieldsSearch ? 'An id, the start of one, or a field value' : 'An id or the start of one'
          }
          autoComplete="off"
          spellCheck={false}
          value={draft}
          aria-describedby={fieldsSearch === false ? noteId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          className="pl-8"
        />
      </div>
      {fieldsSearch === true ? null : (
        // Unknown until the first page arrives, the note keeps its room meanwhile (most plans show it), unseen,
        // so the list below does not move down when it appears.
        <p
          id={fieldsSearch === false ? noteId : undefined}
          aria-hidden={fieldsSearch === null || undefined}
          className={cn('text-fg-muted text-sm', fieldsSearch === null && 'invisible')}
        >
          Searching by assembly field values comes with the Pro and Enterprise plans.
        </p>
      )}
    </form>
  );
});
