import type { RowData } from '@tanstack/react-table';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import type { DataTableEmpty } from './body-states';
import type { dataTableVariants } from './styles';
import type {
  DataTableClientPagination,
  DataTableColumn,
  DataTableRowAction,
  DataTableServerPagination,
  RowSelectionState,
  SortingState,
} from './types';

export type DataTableProps<TData extends RowData> = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof dataTableVariants> & {
    /** Names the table for assistive technology (a `<caption>`); shown only with `showCaption`. */
    caption: string;
    /** Shows the caption above the table instead of only to assistive technology. */
    showCaption?: boolean;
    /** Column definitions, from `createDataTableColumnHelper<T>().columns([...])`; keep the array stable. */
    columns: ReadonlyArray<DataTableColumn<TData>>;
    /** The rows (all of them, or the current page with server pagination); keep the array stable. */
    data: ReadonlyArray<TData>;
    /** A stable id per row (the entity id), so selection and focus survive sorting and paging. */
    getRowId: (row: TData) => string;
    /** A short human name for a row, unique in the table ("template encode-video"); names its checkbox and menu. */
    getRowLabel?: (row: TData) => string;
    /** Sort order at first, when the table owns sorting. */
    initialSorting?: SortingState;
    /** Controlled sort order, e.g. when the server sorts. */
    sorting?: SortingState;
    /** Called with the new sort order when a header is activated. */
    onSortingChange?: (next: SortingState) => void;
    /** The rows arrive already sorted (server-side sorting): headers only report the order. */
    manualSorting?: boolean;
    /** Paging in the browser or on the server; without it every row is shown (virtualised when many). */
    pagination?: DataTableClientPagination | DataTableServerPagination;
    /** Adds a checkbox per row and a select-all checkbox for the page. */
    enableRowSelection?: boolean | ((row: TData) => boolean);
    /** Controlled selection: row ids mapped to true. */
    rowSelection?: RowSelectionState;
    /** Called with the new selection whenever a checkbox changes. */
    onRowSelectionChange?: (next: RowSelectionState) => void;
    /** Buttons that act on the selected rows, shown next to "N selected". */
    selectionActions?: (selectedIds: string[]) => ReactNode;
    /** The actions of one row, shown in a menu at the end of the row. */
    rowActions?: (row: TData) => DataTableRowAction[];
    /** Shows skeleton rows and marks the table busy while the first data loads. */
    loading?: boolean;
    /**
     * How many skeleton rows stand for the rows on their way: a server-paged table shows a whole page, any other
     * five unless it knows better (the dashboard's latest five assemblies).
     */
    skeletonRows?: number;
    /** A load error; replaces the rows with the message and, with `onRetry`, a retry button. */
    error?: ReactNode;
    /** Called by the error's "Try again" button. */
    onRetry?: () => void;
    /** What an empty table says and offers instead of rows. */
    empty?: DataTableEmpty;
    /** Above this many rows on screen, only the visible rows are rendered, in a scroll area of `height`. */
    virtualizeThreshold?: number;
    /** Height of the scroll area of a virtualised table, in pixels. */
    height?: number;
    /**
     * Keys rows by their place on the page instead of their id, so a new page updates the rows already on screen
     * rather than replacing them: about a fifth less work for a page of rich rows. Only for cells whose components
     * keep no state of their own that belongs to one row.
     */
    reuseRowElements?: boolean;
  };
