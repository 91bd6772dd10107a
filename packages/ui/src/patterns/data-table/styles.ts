import { cva } from 'class-variance-authority';
import type { DataTableColumnMeta, DataTableStack } from './types';

/*
 * In a window narrower than 640 px (a phone) the table lays each row out as one stacked item instead of a line of
 * cells: the same elements, restyled by a media query, so nothing is measured and nothing moves after the first
 * paint. The classes below that start with `max-sm:` are that layout; the rest are the table's. A query on the
 * window rather than on the table's box keeps a table in a narrow card of a desktop page (an assembly's files) a
 * table.
 */

export const dataTableVariants = cva('flex min-w-0 flex-col overflow-hidden bg-surface text-fg', {
  variants: {
    framed: {
      true: 'rounded-lg border border-border shadow-sm',
      false: '',
    },
    density: {
      compact: '[&_td]:py-1.5 [&_th]:py-2',
      comfortable: '[&_td]:py-2.5 [&_th]:py-2.5',
    },
  },
  defaultVariants: { framed: true, density: 'comfortable' },
});

/**
 * Every body row is at least as tall as one holding a small button (a row's actions, a copy button), so the rows of
 * a table do not differ by whether they have one, and the skeleton rows are as tall as the rows they stand for.
 */
export const rowHeight = {
  compact: 'h-[calc(2.75rem+1px)] max-sm:h-auto',
  comfortable: 'h-[calc(3.25rem+1px)] max-sm:h-auto',
} as const;

export const skeletonWidths = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'] as const;

export const cellBase = 'px-3 text-left align-middle';

/** The table and its row groups leave table layout for blocks, so a row can become a wrapping line of values. */
export const stackedBlock = 'max-sm:block';

/**
 * A stacked row: a wrapping line whose values are ordered by their place (see `stackCell`), with two invisible
 * full-width breaks between the first line, the second and the details.
 */
export const stackedRow = [
  'max-sm:flex max-sm:flex-wrap max-sm:items-center',
  'max-sm:gap-x-3 max-sm:px-3 max-sm:py-2.5',
  "max-sm:before:order-2 max-sm:before:basis-full max-sm:before:content-['']",
  "max-sm:after:order-4 max-sm:after:basis-full max-sm:after:content-['']",
].join(' ');

/** A stacked row's values take the room they need and wrap inside the row rather than widen it. */
export const stackedCell =
  'max-sm:w-auto max-sm:max-w-full max-sm:min-w-0 max-sm:p-0! max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]';

const stackCell: Record<DataTableStack, string> = {
  primary: 'max-sm:order-1',
  secondary: 'max-sm:order-3 max-sm:mt-1 max-sm:text-fg-muted max-sm:text-xs',
  detail:
    'max-sm:order-5 max-sm:mt-1 max-sm:flex max-sm:basis-full max-sm:items-baseline max-sm:justify-between max-sm:gap-3',
  hidden: 'max-sm:hidden',
};

/** The row's checkbox leads its first line, its actions end it. */
export const stackedSelectCell = 'max-sm:order-0 max-sm:w-auto max-sm:p-0!';
export const stackedActionsCell = 'max-sm:order-1 max-sm:ml-auto max-sm:w-auto max-sm:p-0!';

/**
 * A stacked detail's label, the cell's `data-label` drawn before its value: seen, but with no text of its own for
 * assistive technology (which hears the column's header) or for the cell's text content.
 */
export const stackedLabel =
  "max-sm:before:content-[attr(data-label)_/_''] max-sm:before:font-sans max-sm:before:font-normal max-sm:before:text-fg-muted max-sm:before:text-xs";

/**
 * The header row of a stacked table keeps what can be done with it (sort, select all) as a line of buttons; the
 * other headers stay only for assistive technology, which names each value by its column.
 */
export const stackedHeaderRow = 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:px-3';
export const stackedHeaderCell = 'max-sm:w-auto max-sm:px-0';
export const stackedHiddenHeader = 'max-sm:sr-only';
/** The header of a column a phone leaves out goes with it (a sort by what cannot be seen would puzzle). */
export const stackedLeftOutHeader = 'max-sm:hidden';

/** Where a column goes in a stacked row; `placed` says whether the table places any column itself. */
export function stackOf(
  meta: DataTableColumnMeta | undefined,
  index: number,
  placed: boolean,
): DataTableStack {
  if (meta?.stack) return meta.stack;
  if (!placed && index === 0) return 'primary';
  return 'detail';
}

export function stackClasses(stack: DataTableStack): string {
  return stackCell[stack];
}
