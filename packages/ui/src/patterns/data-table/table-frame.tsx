import type { Row, RowData, Table } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useRef } from 'react';
import { cn } from '../../lib/cn';
import { type DataTableEmpty, EmptyRow, ErrorRow, SkeletonRows, SpacerRow } from './body-states';
import { DataTableHead } from './head';
import { type RowContext, renderBodyRow } from './row';
import { stackedBlock } from './styles';
import type { DataTableFeatures, DataTableRowAction } from './types';
import { useRowNavigation } from './use-row-navigation';

/** A long list's window of rows: the virtualizer and the element that scrolls (virtual-table-frame.tsx). */
export type RowWindow = {
  virtualizer: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  scrollRef: RefObject<HTMLDivElement | null>;
};

export type TableFrameProps<TData extends RowData> = {
  table: Table<DataTableFeatures, TData>;
  rows: Row<DataTableFeatures, TData>[];
  caption: string;
  showCaption: boolean;
  loading: boolean;
  skeletonCount: number;
  error?: ReactNode;
  onRetry?: () => void;
  empty?: DataTableEmpty;
  totalColumns: number;
  density: 'compact' | 'comfortable';
  selectable: boolean;
  statusId: string;
  paged: boolean;
  placed: boolean;
  rowActions?: (row: TData) => DataTableRowAction[];
  getRowLabel?: (row: TData) => string;
  reuseRowElements: boolean;
  /** Height of the scroll area of a virtualised table, in pixels. */
  height: number;
  /** Set when the rows are virtualised: only those in the window are drawn. */
  window?: RowWindow;
};

/** The table element with its head and body, in its scroll area: every row, or a virtualised window of them. */
export function TableFrame<TData extends RowData>({
  table,
  rows,
  caption,
  showCaption,
  loading,
  skeletonCount,
  error,
  onRetry,
  empty,
  totalColumns,
  density,
  selectable,
  statusId,
  paged,
  placed,
  rowActions,
  getRowLabel,
  reuseRowElements,
  height,
  window: rowWindow,
}: TableFrameProps<TData>) {
  const virtualizer = rowWindow?.virtualizer;
  const virtualize = virtualizer !== undefined;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const navigation = useRowNavigation<TData>({
    rowCount: rows.length,
    height,
    selectable,
    bodyRef,
    scrollToIndex: virtualizer ? (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) : undefined,
  });
  const rowContext: RowContext<TData> = {
    density,
    selectable,
    hasActions: rowActions !== undefined,
    rowActions,
    labelFor: (row) => getRowLabel?.(row.original) ?? `row ${row.index + 1}`,
    reuseRowElements,
    measure: virtualizer?.measureElement,
    virtualize,
    placed,
    ...navigation,
  };

  const virtualItems = virtualizer?.getVirtualItems() ?? [];
  const visible = virtualizer
    ? virtualItems.flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : rows.map((row, index) => ({ row, index }));

  let body: ReactNode;
  if (loading) {
    body = <SkeletonRows count={skeletonCount} columns={totalColumns} density={density} />;
  } else if (error !== undefined) {
    body = <ErrorRow columns={totalColumns} error={error} onRetry={onRetry} />;
  } else if (rows.length === 0) {
    body = <EmptyRow columns={totalColumns} empty={empty} />;
  } else {
    const paddingTop = virtualItems[0]?.start ?? 0;
    const paddingBottom = virtualizer ? virtualizer.getTotalSize() - (virtualItems.at(-1)?.end ?? 0) : 0;
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
        hasActions={rowActions !== undefined}
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

  return rowWindow ? (
    <div
      ref={rowWindow.scrollRef}
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
  );
}
