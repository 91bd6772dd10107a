import {
  type CellData,
  type ColumnDef,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * Where a column's value goes in a window narrower than 640 px (a phone) and shows each row as one stacked
 * item, as a deployment list on a phone does:
 * - `primary`: on the item's first line, the two or three values that say which row it is and how it stands;
 * - `secondary`: on the second line, small and quiet (when, how long);
 * - `detail`: a line of its own below, after the column's name;
 * - `hidden`: left out on a phone (the row's own page has it).
 * A table that places none of its columns shows its first column as primary and the others as details.
 */
export type DataTableStack = 'primary' | 'secondary' | 'detail' | 'hidden';

/** Per-column presentation hints, set as `meta` on a column definition. */
export type DataTableColumnMeta = {
  /** `end` right-aligns numbers, sizes and durations so their digits line up. */
  align?: 'start' | 'end';
  /** Monospace cells, for ids and keys that people compare character by character. */
  mono?: boolean;
  /** Extra classes for the column's header and cells, e.g. a width (`w-40`). */
  className?: string;
  /** Where the value goes in a row stacked on a phone; `detail` unless the table places none of its columns. */
  stack?: DataTableStack;
  /** The column's name for a stacked detail's label, where the header is not plain text. */
  label?: string;
};

/** The TanStack Table features every DataTable has; column definitions are typed against them. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

/** One column of a DataTable; build them with `createDataTableColumnHelper`. */
export type DataTableColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, CellData>;

/** A column helper bound to the DataTable's features, so `helper.accessor('name', …)` infers cell types. */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

export type { PaginationState, RowSelectionState, SortingState };

/** One entry of a row's action menu. */
export type DataTableRowAction = {
  /** The menu item's text ("Edit", "Delete"); the row's label already names what it acts on. */
  label: string;
  /** Runs the action when the item is chosen by click, Enter or Space. */
  onSelect: () => void;
  /** Marks destructive actions (delete, revoke) in red. */
  variant?: 'default' | 'danger';
  /** Keeps an action that does not apply to this row listed but unavailable, so the menu keeps its shape. */
  disabled?: boolean;
  /** An icon before the label, with `aria-hidden`: it repeats the label. */
  icon?: ReactNode;
};

/** Pages in the browser over all of `data`. */
export type DataTableClientPagination = {
  /** The default: the table holds every row and pages through them itself. */
  mode?: 'client';
  /** Rows per page at first. */
  pageSize?: number;
  /** Offers a "Rows per page" choice with these sizes. */
  pageSizeOptions?: readonly number[];
  /** Adds numbered page buttons between Previous and Next, for jumping further than one page. */
  pageNumbers?: boolean;
};

/** The server pages: `data` is the current page and the table only asks for others. */
export type DataTableServerPagination = {
  /** The server pages; the table shows `data` as the current page and reports page changes. */
  mode: 'server';
  /** The page `data` is, counted from 0; the owner keeps it, since the server decides what a page holds. */
  pageIndex: number;
  /** Rows per page the server was asked for; also sizes the loading skeleton. */
  pageSize: number;
  /** Total rows on the server; gives "Showing 26–50 of 1,204" and the page count. */
  rowCount?: number;
  /** Total pages, when the server knows pages but not rows. */
  pageCount?: number;
  /** Called with the page the person asked for; load it and pass it back as `data`. */
  onPaginationChange: (next: PaginationState) => void;
  /** Offers a "Rows per page" choice with these sizes; a change asks for the first page at the new size. */
  pageSizeOptions?: readonly number[];
  /** Adds numbered page buttons (the first, the last and those around the current one) between Previous and Next. */
  pageNumbers?: boolean;
  /**
   * The rows are what a search or filters matched: the footer says how many, even when they fit on one page. An
   * unfiltered list that fits on one page has no footer, as a client-paged one has none.
   */
  filtered?: boolean;
};
