import {
  functionalUpdate,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { lazy, Suspense, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { Skeleton } from '../../primitives/skeleton';
import { DataTablePager } from './pager';
import type { DataTableProps } from './props';
import { dataTableVariants } from './styles';
import { TableFrame, type TableFrameProps } from './table-frame';
import { type DataTableFeatures, dataTableFeatures } from './types';
import { ROW_HEIGHT_ESTIMATE } from './use-row-navigation';
import type VirtualFrame from './virtual-table-frame';

// lazy() forgets that the component is generic in the row's type; this is the module's own signature.
const VirtualTableFrame = lazy(() => import('./virtual-table-frame')) as unknown as typeof VirtualFrame;

const DEFAULT_PAGE_SIZE = 25;
const SKELETON_ROWS = 5;

/**
 * The console's table: sortable headers, client or server paging, row selection, per-row action menus,
 * loading, error and empty states, and virtual scrolling for long lists. Built on TanStack Table v9. In a window
 * narrower than 640 px it shows each row as a stacked item, its columns placed by their `meta.stack`.
 */
export function DataTable<TData extends RowData>({
  caption,
  showCaption = false,
  columns,
  data,
  getRowId,
  getRowLabel,
  initialSorting,
  sorting,
  onSortingChange,
  manualSorting = false,
  pagination,
  enableRowSelection,
  rowSelection,
  onRowSelectionChange,
  selectionActions,
  rowActions,
  loading = false,
  skeletonRows,
  error,
  onRetry,
  empty,
  virtualizeThreshold = 300,
  height = 560,
  reuseRowElements = false,
  framed,
  density,
  className,
  ...props
}: DataTableProps<TData>) {
  const statusId = useId();
  const [ownSorting, setOwnSorting] = useState<SortingState>(initialSorting ?? []);
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  const [ownPagination, setOwnPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize:
      pagination?.mode === 'server' ? pagination.pageSize : (pagination?.pageSize ?? DEFAULT_PAGE_SIZE),
  });

  const sortingState = sorting ?? ownSorting;
  const selectionState = rowSelection ?? ownSelection;
  const serverPaging = pagination?.mode === 'server' ? pagination : null;
  const paged = pagination !== undefined;
  const paginationState: PaginationState = serverPaging
    ? { pageIndex: serverPaging.pageIndex, pageSize: serverPaging.pageSize }
    : ownPagination;
  const selectable = enableRowSelection !== undefined && enableRowSelection !== false;

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    state: { sorting: sortingState, pagination: paginationState, rowSelection: selectionState },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sortingState);
      if (sorting === undefined) setOwnSorting(next);
      onSortingChange?.(next);
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, paginationState);
      if (serverPaging) serverPaging.onPaginationChange(next);
      else setOwnPagination(next);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, selectionState);
      if (rowSelection === undefined) setOwnSelection(next);
      onRowSelectionChange?.(next);
    },
    enableRowSelection:
      typeof enableRowSelection === 'function'
        ? (row: Row<DataTableFeatures, TData>) => enableRowSelection(row.original)
        : (enableRowSelection ?? false),
    enableSortingRemoval: true,
    sortDescFirst: false,
    manualSorting,
    // Without paging every row is shown: "manual" tells TanStack the data is already the page.
    manualPagination: !paged || serverPaging !== null,
    rowCount: serverPaging?.rowCount,
    pageCount: serverPaging?.pageCount,
    autoResetPageIndex: serverPaging === null && paged,
  });

  const rows = table.getRowModel().rows;
  const virtualize = !loading && error === undefined && rows.length > virtualizeThreshold;
  const selectedIds = Object.keys(selectionState);
  const totalColumns = columns.length + (selectable ? 1 : 0) + (rowActions !== undefined ? 1 : 0);
  const frame: Omit<TableFrameProps<TData>, 'window'> = {
    table,
    rows,
    caption,
    showCaption,
    loading,
    skeletonCount:
      skeletonRows ??
      (serverPaging ? serverPaging.pageSize : Math.min(paginationState.pageSize, SKELETON_ROWS)),
    error,
    onRetry,
    empty,
    totalColumns,
    density: density ?? 'comfortable',
    selectable,
    statusId,
    paged,
    placed: columns.some((column) => column.meta?.stack !== undefined),
    rowActions,
    getRowLabel,
    reuseRowElements,
    height,
  };

  // A pager only where it helps: more than one page, a page past the first (to come back from), or a page size to
  // choose that would change what is shown; a server-paged list that is searched or filtered also says how many
  // matched. No rows have the empty state instead, and one page of a short list has no footer at all.
  const rowTotal = serverPaging ? (serverPaging.rowCount ?? null) : table.getRowCount();
  const smallestSize = Math.min(...(pagination?.pageSizeOptions ?? []));
  const pagerHelps =
    table.getPageCount() > 1 ||
    paginationState.pageIndex > 0 ||
    (rowTotal !== null && rowTotal > smallestSize) ||
    (serverPaging?.filtered === true && rows.length > 0);

  return (
    <div
      data-slot="data-table"
      data-state={loading ? 'loading' : error !== undefined ? 'error' : rows.length === 0 ? 'empty' : 'ready'}
      className={cn(dataTableVariants({ framed, density }), className)}
      {...props}
    >
      {selectable ? (
        <div
          className={cn(
            'flex min-h-12 flex-wrap items-center gap-3 border-border border-b px-4 py-2',
            selectedIds.length > 0 ? 'bg-primary-soft' : 'bg-surface',
          )}
        >
          <p id={statusId} role="status" className="text-fg-muted text-sm">
            {selectedIds.length > 0 ? `${formatCount(selectedIds.length)} selected` : 'No rows selected'}
          </p>
          {selectedIds.length > 0 && selectionActions ? (
            <div className="flex flex-wrap items-center gap-2">{selectionActions(selectedIds)}</div>
          ) : null}
        </div>
      ) : null}
      {virtualize ? (
        // Until the virtualizer's chunk is in, the window's place is held by as many placeholder rows.
        <Suspense
          fallback={
            <TableFrame<TData> {...frame} loading skeletonCount={Math.ceil(height / ROW_HEIGHT_ESTIMATE)} />
          }
        >
          <VirtualTableFrame<TData> {...frame} />
        </Suspense>
      ) : (
        <TableFrame<TData> {...frame} />
      )}
      {serverPaging && loading ? (
        // A server-paged list shows its pager once it has rows; its place is kept meanwhile.
        <div
          aria-hidden
          data-slot="data-table-pager"
          className="flex items-center border-border border-t px-4 py-2.5"
        >
          <span className="flex h-8 items-center">
            <Skeleton className="w-40" />
          </span>
        </div>
      ) : null}
      {paged && !loading && error === undefined && pagerHelps ? (
        <DataTablePager
          pageIndex={paginationState.pageIndex}
          pageSize={paginationState.pageSize}
          pageCount={table.getPageCount()}
          rowCount={rowTotal}
          rowsOnPage={rows.length}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          pageSizeOptions={pagination?.pageSizeOptions}
          pageNumbers={pagination?.pageNumbers ?? false}
          onPage={(index) => table.setPageIndex(index)}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          onPageSize={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
        />
      ) : null}
    </div>
  );
}
