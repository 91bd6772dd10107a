import {
  type CellData,
  type ColumnDef,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  metaHelper,
  type PaginationState,
  type Row,
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
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowDown, ArrowUp, ChevronsUpDown, Ellipsis, Inbox } from 'lucide-react';
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '../lib/cn';
import { formatCount } from '../lib/format';
import { Button } from '../primitives/button';
import { Checkbox } from '../primitives/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../primitives/dropdown-menu';
import { IconButton } from '../primitives/icon-button';
import { Skeleton } from '../primitives/skeleton';
import { DataTablePager } from './data-table-pager';
import { EmptyState, type EmptyStateProps } from './empty-state';

/** Per-column presentation hints, set as `meta` on a column definition. */
export type DataTableColumnMeta = {
  /** `end` right-aligns numbers, sizes and durations so their digits line up. */
  align?: 'start' | 'end';
  /** Monospace cells, for ids and keys that people compare character by character. */
  mono?: boolean;
  /** Extra classes for the column's header and cells, e.g. a width (`w-40`). */
  className?: string;
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

const dataTableVariants = cva('flex min-w-0 flex-col overflow-hidden bg-surface text-fg', {
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
    empty?: Pick<EmptyStateProps, 'title' | 'description' | 'action' | 'icon'>;
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

const DEFAULT_PAGE_SIZE = 25;
const ROW_HEIGHT_ESTIMATE = 41;
const SKELETON_ROWS = 5;
/**
 * Every body row is at least as tall as one holding a small button (a row's actions, a copy button), so the rows of
 * a table do not differ by whether they have one, and the skeleton rows are as tall as the rows they stand for.
 */
const rowHeight = { compact: 'h-[calc(2.75rem+1px)]', comfortable: 'h-[calc(3.25rem+1px)]' } as const;
const skeletonWidths = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'] as const;

const cellBase = 'px-3 text-left align-middle';

/** Maps a sort direction to the value ARIA expects on the header. */
function ariaSort(direction: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return undefined;
}

/**
 * The console's table: sortable headers, client or server paging, row selection, per-row action menus,
 * loading, error and empty states, and virtual scrolling for long lists. Built on TanStack Table v9.
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

  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (element) {
      element.focus();
      pendingFocus.current = null;
    }
  });

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setActiveIndex(target);
    pendingFocus.current = target;
    if (virtualize) virtualizer.scrollToIndex(target, { align: 'auto' });
  };

  const onRowKeyDown = (
    event: KeyboardEvent<HTMLTableRowElement>,
    index: number,
    row: Row<DataTableFeatures, TData>,
  ) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT_ESTIMATE) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(move);
    } else if (event.key === ' ' && selectable && row.getCanSelect()) {
      event.preventDefault();
      row.toggleSelected();
    }
  };

  const selectedIds = Object.keys(selectionState);
  const hasActions = rowActions !== undefined;
  const totalColumns = columns.length + (selectable ? 1 : 0) + (hasActions ? 1 : 0);
  const labelFor = (row: Row<DataTableFeatures, TData>) =>
    getRowLabel?.(row.original) ?? `row ${row.index + 1}`;

  const virtualItems = virtualize ? virtualizer.getVirtualItems() : [];
  const paddingTop = virtualItems[0]?.start ?? 0;
  const paddingBottom = virtualize ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;
  const visible = virtualize
    ? virtualItems.flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : rows.map((row, index) => ({ row, index }));

  const renderRow = (row: Row<DataTableFeatures, TData>, index: number) => {
    const selected = row.getIsSelected();
    const rowLabel = labelFor(row);
    const actions = rowActions?.(row.original) ?? [];
    return (
      <tr
        key={reuseRowElements ? index : row.id}
        ref={virtualize ? virtualizer.measureElement : undefined}
        data-index={index}
        data-row-index={index}
        data-state={selected ? 'selected' : undefined}
        aria-rowindex={virtualize ? index + 2 : undefined}
        aria-selected={selectable ? selected : undefined}
        tabIndex={index === Math.min(activeIndex, rows.length - 1) ? 0 : -1}
        onFocus={() => setActiveIndex(index)}
        onKeyDown={(event) => onRowKeyDown(event, index, row)}
        className={cn(
          rowHeight[density ?? 'comfortable'],
          'border-border border-b last:border-b-0 hover:bg-surface-sunken/60',
          'focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2',
          selected && 'bg-primary-soft hover:bg-primary-soft',
        )}
      >
        {selectable ? (
          <td className="w-10 pr-0 pl-4 align-middle">
            <Checkbox
              checked={selected}
              disabled={!row.getCanSelect()}
              onCheckedChange={(checked) => row.toggleSelected(checked === true)}
              aria-label={`Select ${rowLabel}`}
            />
          </td>
        ) : null}
        {row.getAllCells().map((cell) => {
          const meta = cell.column.columnDef.meta;
          return (
            <td
              key={reuseRowElements ? cell.column.id : cell.id}
              className={cn(
                cellBase,
                // One line a row: long values truncate in their cell (with the whole value in a tooltip) rather
                // than wrap, so a page of rows fits on a screen; a table wider than its card scrolls in it.
                'whitespace-nowrap text-sm',
                meta?.align === 'end' && 'text-right tabular-nums',
                meta?.mono && 'font-mono text-xs',
                meta?.className,
              )}
            >
              <table.FlexRender cell={cell} />
            </td>
          );
        })}
        {hasActions ? (
          <td className="w-12 pr-2 pl-0 text-right align-middle">
            {actions.length > 0 ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <IconButton label={`Actions for ${rowLabel}`} size="sm">
                    <Ellipsis />
                  </IconButton>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  {actions.map((action) => (
                    <DropdownMenuItem
                      key={action.label}
                      variant={action.variant}
                      disabled={action.disabled}
                      onSelect={action.onSelect}
                    >
                      {action.icon}
                      {action.label}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </td>
        ) : null}
      </tr>
    );
  };

  let body: ReactNode;
  if (loading) {
    const count =
      skeletonRows ??
      (serverPaging ? serverPaging.pageSize : Math.min(paginationState.pageSize, SKELETON_ROWS));
    const skeletonRow = cn(rowHeight[density ?? 'comfortable'], 'border-border border-b last:border-b-0');
    body = Array.from({ length: count }, (_, rowIndex) => (
      // Skeleton rows have no identity; their position is all there is.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <tr key={rowIndex} className={skeletonRow}>
        {Array.from({ length: totalColumns }, (_, cellIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <td key={cellIndex} className={cellBase}>
            <Skeleton className={skeletonWidths[(rowIndex + cellIndex) % skeletonWidths.length]} />
          </td>
        ))}
      </tr>
    ));
  } else if (error !== undefined) {
    body = (
      <tr>
        <td colSpan={totalColumns} className="px-4 py-10 text-center">
          <div role="alert" className="flex flex-col items-center gap-3">
            <p className="font-medium text-danger-text text-sm">{error}</p>
            {onRetry ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </div>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={totalColumns}>
          <EmptyState
            size="sm"
            headingLevel={3}
            icon={empty?.icon ?? <Inbox />}
            title={empty?.title ?? 'Nothing here yet'}
            description={empty?.description}
            action={empty?.action}
          />
        </td>
      </tr>
    );
  } else {
    body = (
      <>
        {paddingTop > 0 ? (
          <tr aria-hidden style={{ height: paddingTop }}>
            <td colSpan={totalColumns} />
          </tr>
        ) : null}
        {visible.map(({ row, index }) => renderRow(row, index))}
        {paddingBottom > 0 ? (
          <tr aria-hidden style={{ height: paddingBottom }}>
            <td colSpan={totalColumns} />
          </tr>
        ) : null}
      </>
    );
  }

  const allOnPageSelected = table.getIsAllPageRowsSelected();
  const someOnPageSelected = table.getIsSomePageRowsSelected();

  const tableElement = (
    <table
      aria-busy={loading || undefined}
      aria-rowcount={virtualize ? rows.length + 1 : undefined}
      aria-describedby={selectable ? statusId : undefined}
      className={cn('w-full border-collapse text-sm', virtualize && 'table-fixed')}
    >
      <caption
        className={cn(showCaption ? 'px-4 pt-4 pb-2 text-left font-semibold text-base text-fg' : 'sr-only')}
      >
        {caption}
      </caption>
      <thead className={cn('bg-surface-sunken', virtualize && 'sticky top-0 z-10')}>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} aria-rowindex={virtualize ? 1 : undefined} className="border-border border-b">
            {selectable ? (
              <th scope="col" className="w-10 pr-0 pl-4 text-left align-middle">
                <Checkbox
                  checked={allOnPageSelected ? true : someOnPageSelected ? 'indeterminate' : false}
                  disabled={loading || rows.length === 0}
                  onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
                  aria-label={paged ? 'Select all rows on this page' : 'Select all rows'}
                />
              </th>
            ) : null}
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta;
              const canSort = !header.isPlaceholder && header.column.getCanSort();
              const direction = header.column.getIsSorted();
              const SortIcon =
                direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown;
              return (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  aria-sort={canSort ? ariaSort(direction) : undefined}
                  className={cn(
                    cellBase,
                    'whitespace-nowrap font-medium text-fg-muted text-xs',
                    meta?.align === 'end' && 'text-right',
                    meta?.className,
                  )}
                >
                  {header.isPlaceholder ? null : canSort ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className={cn(
                        '-mx-1 inline-flex cursor-pointer items-center gap-1 rounded-sm px-1 py-0.5 hover:text-fg',
                        'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
                        direction && 'text-fg',
                        meta?.align === 'end' && 'flex-row-reverse',
                      )}
                    >
                      <table.FlexRender header={header} />
                      <SortIcon aria-hidden className={cn('size-3.5', !direction && 'opacity-60')} />
                    </button>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </th>
              );
            })}
            {hasActions ? (
              <th scope="col" className="w-12 pr-2 pl-0">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        ))}
      </thead>
      <tbody ref={bodyRef}>{body}</tbody>
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
