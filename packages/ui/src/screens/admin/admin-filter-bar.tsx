import { Field } from '../../primitives/field';
import { Select, type SelectOption } from '../../primitives/select';
import { useSearchParamChoice } from './dashboard-parts';

/** One choice of a filter bar: its label, what is chosen, and what may be. */
export type SelectFilter = {
  label: string;
  value: string;
  options: SelectOption[];
  onValueChange: (next: string) => void;
};

/**
 * The filters over an admin list or dashboard, each a labelled select of the same width, in a search landmark
 * named by `label` so screen-reader users can jump to them.
 */
export function FilterBar({ label, filters }: { label: string; filters: readonly SelectFilter[] }) {
  return (
    <search aria-label={label} className="flex flex-wrap gap-4">
      {filters.map(({ label: filterLabel, value, options, onValueChange }) => (
        <Field key={filterLabel} label={filterLabel} className="w-56">
          <Select value={value} onValueChange={onValueChange} options={options} />
        </Field>
      ))}
    </search>
  );
}

type ChoiceFilterOptions<T extends string> = {
  /** The search parameter that keeps the choice. */
  name: string;
  label: string;
  options: (SelectOption & { value: T })[];
  /** The choice when the URL has none (or an invalid one); choosing it removes the parameter. */
  fallback: T;
  /** Which raw values are valid, for choices the options cannot list yet; by default, the options' values. */
  accept?: (raw: string) => T | undefined;
};

/** A filter kept in the URL (see `useSearchParamChoice`), with its select for the filter bar. */
export function useChoiceFilter<T extends string>({
  name,
  label,
  options,
  fallback,
  accept = (raw) => options.find((option) => option.value === raw)?.value,
}: ChoiceFilterOptions<T>): [T, SelectFilter] {
  const [value, setValue] = useSearchParamChoice(name, accept, fallback);
  return [value, { label, value, options, onValueChange: (next) => setValue(accept(next) ?? fallback) }];
}
