import { errorMessage, RequestError } from '@console/api';
import type { ComponentProps, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { type ResourceSource, resourceState } from '../../lib/use-resource';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Card, CardContent } from '../../primitives/card';
import { Field } from '../../primitives/field';
import { Select, type SelectOption } from '../../primitives/select';

/**
 * A filter kept in the URL's search parameters, so a copied link opens the same view. `accept` turns the raw
 * parameter into a valid choice (or undefined, which reads as the fallback); choosing the fallback removes the
 * parameter to keep links short.
 */
export function useSearchParamChoice<T extends string>(
  name: string,
  accept: (raw: string) => T | undefined,
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = (raw === null ? undefined : accept(raw)) ?? fallback;
  const setValue = (next: T) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === fallback) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      // A filter refines the page rather than leaving it, so Back still returns to where the person came from.
      { replace: true },
    );
  return [value, setValue];
}

export type DashboardLoadErrorProps = {
  /** What the call threw. */
  error: unknown;
  /** What could not be loaded, for the title ("The assembly statistics"). */
  subject: string;
  /** Loads again; not offered when the server refused for lack of the admin role, since retrying cannot help. */
  onRetry: () => void;
  /** A retry is running. */
  retrying: boolean;
  /** The refusal's title, for a page with another audience than every admin and founder. */
  refusedTitle?: string;
  /** Why the server refused, in the page's words. */
  refusedReason?: string;
};

/** Why an admin dashboard shows no data: a refusal for non-admins, or any other failure with a retry. */
export function DashboardLoadError({
  error,
  subject,
  onRetry,
  retrying,
  refusedTitle = 'This dashboard is for admins and founders',
  refusedReason = 'Your account does not have the admin role, so the server refused to send these figures.',
}: DashboardLoadErrorProps) {
  if (error instanceof RequestError && error.status === 403) {
    return (
      <Banner tone="danger" title={refusedTitle}>
        <p>{refusedReason}</p>
        <p>{`The server said: ${error.serverMessage}`}</p>
      </Banner>
    );
  }
  return (
    <Banner
      tone="danger"
      title={`${subject} could not be loaded`}
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </Banner>
  );
}

export type DashboardBodyProps<Data> = Pick<
  DashboardLoadErrorProps,
  'subject' | 'refusedTitle' | 'refusedReason'
> & {
  /** The page's data hook. */
  source: ResourceSource<Data>;
  /** The page's figures in their places while the first answer is on its way. */
  skeleton: ReactNode;
  /** The grid the body lays its cards in. */
  className: string;
  children: (data: Data) => ReactNode;
};

/**
 * An admin dashboard's body: its skeleton (busy, and said so to screen readers) until the first answer, the
 * failure in its place when nothing has arrived, and the figures once they have; a failed re-fetch keeps them.
 */
export function DashboardBody<Data>({
  source,
  subject,
  refusedTitle,
  refusedReason,
  skeleton,
  className,
  children,
}: DashboardBodyProps<Data>) {
  const state = resourceState(source);
  const loading = state.kind === 'loading';
  return (
    <div aria-busy={loading || undefined} className={className}>
      {loading ? (
        <span className="sr-only">{`Loading ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`}</span>
      ) : null}
      {state.kind === 'failed' ? (
        <DashboardLoadError
          error={state.error}
          subject={subject}
          refusedTitle={refusedTitle}
          refusedReason={refusedReason}
          retrying={source.isValidating}
          onRetry={() => void source.mutate()}
        />
      ) : state.kind === 'loading' ? (
        skeleton
      ) : (
        children(state.data)
      )}
    </div>
  );
}

/** A dashboard's row of headline figures: one column on a phone, two, then four side by side. */
export function FigureRow({ children }: { children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 @xl:grid-cols-2 @4xl:grid-cols-4">{children}</div>
  );
}

/** A dashboard's cards of charts and lists: one column, two once the page is wide. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-[minmax(0,1fr)] gap-4 @4xl:grid-cols-2">{children}</div>;
}

/**
 * One card of a dashboard (a figure, a chart, a list). Its content may shrink below its natural width, so a
 * chart or a long name narrows with the grid instead of widening the page.
 */
export function DashboardCard({ children, ...props }: ComponentProps<typeof Card>) {
  return (
    <Card {...props}>
      <CardContent className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3">{children}</CardContent>
    </Card>
  );
}

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
