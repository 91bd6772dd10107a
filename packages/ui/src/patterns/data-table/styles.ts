import { cva } from 'class-variance-authority';
import type { DataTableColumnMeta, DataTableStack } from './types';

/*
 * Below 40rem of its own width (a phone, or a narrow card) the table lays each row out as one stacked item instead
 * of a line of cells: the same elements, restyled by a container query on the table's own box (`@container/table`),
 * so nothing is measured and nothing moves after the first paint. The classes below that start with
 * `@max-[40rem]/table:` are that layout; the rest are the table's.
 */

export const dataTableVariants = cva(
  '@container/table flex min-w-0 flex-col overflow-hidden bg-surface text-fg',
  {
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
  },
);

/**
 * Every body row is at least as tall as one holding a small button (a row's actions, a copy button), so the rows of
 * a table do not differ by whether they have one, and the skeleton rows are as tall as the rows they stand for.
 */
export const rowHeight = {
  compact: 'h-[calc(2.75rem+1px)] @max-[40rem]/table:h-auto',
  comfortable: 'h-[calc(3.25rem+1px)] @max-[40rem]/table:h-auto',
} as const;

export const skeletonWidths = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'] as const;

export const cellBase = 'px-3 text-left align-middle';

/** The table and its row groups leave table layout for blocks, so a row can become a wrapping line of values. */
export const stackedBlock = '@max-[40rem]/table:block';

/**
 * A stacked row: a wrapping line whose values are ordered by their place (see `stackCell`), with two invisible
 * full-width breaks between the first line, the second and the details.
 */
export const stackedRow = [
  '@max-[40rem]/table:flex @max-[40rem]/table:flex-wrap @max-[40rem]/table:items-center',
  '@max-[40rem]/table:gap-x-3 @max-[40rem]/table:px-3 @max-[40rem]/table:py-2.5',
  "@max-[40rem]/table:before:order-2 @max-[40rem]/table:before:basis-full @max-[40rem]/table:before:content-['']",
  "@max-[40rem]/table:after:order-4 @max-[40rem]/table:after:basis-full @max-[40rem]/table:after:content-['']",
].join(' ');

/** A stacked row's values take the room they need and wrap inside the row rather than widen it. */
export const stackedCell =
  '@max-[40rem]/table:w-auto @max-[40rem]/table:max-w-full @max-[40rem]/table:min-w-0 @max-[40rem]/table:p-0! @max-[40rem]/table:whitespace-normal @max-[40rem]/table:[overflow-wrap:anywhere]';

const stackCell: Record<DataTableStack, string> = {
  primary: '@max-[40rem]/table:order-1',
  secondary:
    '@max-[40rem]/table:order-3 @max-[40rem]/table:mt-1 @max-[40rem]/table:text-fg-muted @max-[40rem]/table:text-xs',
  detail:
    '@max-[40rem]/table:order-5 @max-[40rem]/table:mt-1 @max-[40rem]/table:flex @max-[40rem]/table:basis-full @max-[40rem]/table:items-baseline @max-[40rem]/table:justify-between @max-[40rem]/table:gap-3',
  hidden: '@max-[40rem]/table:hidden',
};

/** The row's checkbox leads its first line, its actions end it. */
export const stackedSelectCell =
  '@max-[40rem]/table:order-0 @max-[40rem]/table:w-auto @max-[40rem]/table:p-0!';
export const stackedActionsCell =
  '@max-[40rem]/table:order-1 @max-[40rem]/table:ml-auto @max-[40rem]/table:w-auto @max-[40rem]/table:p-0!';

/**
 * A stacked detail's label, the cell's `data-label` drawn before its value: seen, but with no text of its own for
 * assistive technology (which hears the column's header) or for the cell's text content.
 */
export const stackedLabel =
  "@max-[40rem]/table:before:content-[attr(data-label)_/_''] @max-[40rem]/table:before:font-sans @max-[40rem]/table:before:font-normal @max-[40rem]/table:before:text-fg-muted @max-[40rem]/table:before:text-xs";

/**
 * The header row of a stacked table keeps what can be done with it (sort, select all) as a line of buttons; the
 * other headers stay only for assistive technology, which names each value by its column.
 */
export const stackedHeaderRow =
  '@max-[40rem]/table:flex @max-[40rem]/table:flex-wrap @max-[40rem]/table:items-center @max-[40rem]/table:gap-x-3 @max-[40rem]/table:px-3';
export const stackedHeaderCell = '@max-[40rem]/table:w-auto @max-[40rem]/table:px-0';
export const stackedHiddenHeader = '@max-[40rem]/table:sr-only';
/** The header of a column a phone leaves out goes with it (a sort by what cannot be seen would puzzle). */
export const stackedLeftOutHeader = '@max-[40rem]/table:hidden';

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
