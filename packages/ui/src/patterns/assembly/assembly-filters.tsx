import { ASSEMBLY_OUTCOMES, type AssemblyOutcome, useEveryTemplate } from '@console/api';
import { memo, type RefObject, useMemo } from 'react';
import { cn } from '../../lib/cn';
import { pageFrom } from '../../lib/url-view';
import type { SelectOption } from '../../primitives/select';
import {
  ANY,
  ChoiceFilter,
  DateRangeFilter,
  FilterRow,
  StateFilter,
  TextFilter,
} from './assembly-filter-parts';
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

export function hasFilters(view: AssemblyFilterValues): boolean {
  return (
    view.state !== null || view.template !== null || view.from !== null || view.to !== null || view.q !== ''
  );
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
    <FilterRow filtered={hasFilters(view) && !clearOfferedByList} onClear={onClear}>
      <StateFilter value={view.state} onChange={onChange} selectRef={firstFilterRef} />
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
    </FilterRow>
  );
});

type SearchFilterProps = {
  /** The search the URL holds. */
  value: string;
  fieldsSearch: boolean | null;
  onChange: AssemblyFiltersProps['onChange'];
};

/** An id or the start of one; a field value too where the plan allows, and where it does not, why not. */
const SearchFilter = memo(function SearchFilter({ value, fieldsSearch, onChange }: SearchFilterProps) {
  return (
    <TextFilter
      label={fieldsSearch ? 'Search by id or field value' : 'Search by assembly id'}
      placeholder={fieldsSearch ? 'An id, the start of one, or a field value' : 'An id or the start of one'}
      value={value}
      onCommit={(text) => onChange({ q: text })}
      className="col-span-2 min-w-64 flex-1"
      describe={fieldsSearch === false}
      note={(noteId) =>
        fieldsSearch === true ? null : (
          // Unknown until the first page arrives, the note keeps its room meanwhile (most plans show it), unseen,
          // so the list below does not move down when it appears.
          <p
            id={fieldsSearch === false ? noteId : undefined}
            aria-hidden={fieldsSearch === null || undefined}
            className={cn('text-fg-muted text-sm', fieldsSearch === null && 'invisible')}
          >
            Searching by assembly field values comes with the Pro and Enterprise plans.
          </p>
        )
      }
    />
  );
});
