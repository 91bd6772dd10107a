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
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { Skeleton } from '../../primitives/skeleton';
import { EmptyRow, ErrorRow, SkeletonRows, SpacerRow } from './body-states';
import { DataTableHead } from './head';
import { DataTablePager } from './pager';
import type { DataTableProps } from './props';
import { type RowContext, renderBodyRow } from './row';
import { dataTableVariants, stackedBlock } from './styles';
import { type DataTableFeatures, dataTableFeatures } from './types';
import { ROW_HEIGHT_ESTIMATE, useRowNavigation } from './use-row-navigation';

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
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtualize ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    enabled: virtualize,
    initialRect: { width: 0, height },
  });
  const navigation = useRowNavigation<TData>({
    rowCount: rows.length,
    height,
    selectable,
    bodyRef,
    scrollToIndex: virtualize ? (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) : undefined,
  });

  const selectedIds = Object.keys(selectionState);
  const hasActions = rowActions !== undefined;
  const totalColumns = columns.length + (selectable ? 1 : 0) + (hasActions ? 1 : 0);
  const placed = columns.some((column) => column.meta?.stack !== undefined);
  const rowContext: RowContext<TData> = {
    density: density ?? 'comfortable',
    selectable,
    hasActions,
    rowActions,
    labelFor: (row) => getRowLabel?.(row.original) ?? `row ${row.index + 1}`,
    reuseRowElements,
    measure: virtualize ? virtualizer.measureElement : undefined,
    virtualize,
    placed,
    ...navigation,
  };

  const virtualItems = virtualize ? virtualizer.getVirtualItems() : [];
  const visible = virtualize
    ? virtualItems.flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : rows.map((row, index) => ({ row, index }));

  let body: ReactNode;
  if (loading) {
    const count =
      skeletonRows ??
      (serverPaging ? serverPaging.pageSize : Math.min(paginationState.pageSize, SKELETON_ROWS));
    body = <SkeletonRows count={count} columns={totalColumns} density={density ?? 'comfortable'} />;
  } else if (error !== undefined) {
    body = <ErrorRow columns={totalColumns} error={error} onRetry={onRetry} />;
  } else if (rows.length === 0) {
    body = <EmptyRow columns={totalColumns} empty={empty} />;
  } else {
    const paddingTop = virtualItems[0]?.start ?? 0;
    const paddingBottom = virtualize ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;
    body = (
      <>
        <SpacerRow columns={totalColumns} height={paddingTop} />
        {visible.map(({ row, index }) => renderBodyRow(rowContext, row, index))}
        <SpacerRow columns={totalColumns} height={paddingBottom} />
      </>
    );
  }

  const tableElement = (
    <table
      aria-busy={loading || undefined}
      aria-rowcount={virtualize ? rows.length + 1 : undefined}
      aria-describedby={selectable ? statusId : undefined}
      className={cn('w-full border-collapse text-sm', stackedBlock, virtualize && 'table-fixed')}
    >
      <caption
        className={cn(showCaption ? 'px-4 pt-4 pb-2 text-left font-semibold text-base text-fg' : 'sr-only')}
      >
        {caption}
      </caption>
      <DataTableHead
        table={table}
        selectable={selectable}
        hasActions={hasActions}
        paged={paged}
        selectDisabled={loading || rows.length === 0}
        virtualize={virtualize}
        placed={placed}
      />
      <tbody ref={bodyRef} className={stackedBlock}>
        {body}
      </tbody>
    </table>
  );

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
        <div
          ref={scrollRef}
          data-slot="data-table-scroll"
          className="relative overflow-auto"
          style={{ height }}
        >
          {tableElement}
        </div>
      ) : (
        // Positioned, so what is positioned inside the table (its screen-reader-only texts) scrolls with it rather
        // than widening the page.
        <div className="relative overflow-x-auto">{tableElement}</div>
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
