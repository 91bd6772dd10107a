import { FlexRender, type RowData, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Checkbox } from '../../primitives/checkbox';
import {
  cellBase,
  stackedBlock,
  stackedHeaderCell,
  stackedHeaderRow,
  stackedHiddenHeader,
  stackedLeftOutHeader,
  stackedSelectCell,
  stackOf,
} from './styles';
import type { DataTableFeatures } from './types';

/** Maps a sort direction to the value ARIA expects on the header. */
function ariaSort(direction: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return undefined;
}

type DataTableHeadProps<TData extends RowData> = {
  table: Table<DataTableFeatures, TData>;
  selectable: boolean;
  hasActions: boolean;
  /** The select-all checkbox says "on this page" when the table pages. */
  paged: boolean;
  /** Nothing to select while loading or empty. */
  selectDisabled: boolean;
  virtualize: boolean;
  /** Whether the table places any column in a stacked row itself (see `stackOf`). */
  placed: boolean;
};

/** The header row: sortable column names, the select-all checkbox and the actions column's hidden name. */
export function DataTableHead<TData extends RowData>({
  table,
  selectable,
  hasActions,
  paged,
  selectDisabled,
  virtualize,
  placed,
}: DataTableHeadProps<TData>) {
  const allOnPageSelected = table.getIsAllPageRowsSelected();
  const someOnPageSelected = table.getIsSomePageRowsSelected();
  return (
    <thead className={cn('bg-surface-sunken', stackedBlock, virtualize && 'sticky top-0 z-10')}>
      {table.getHeaderGroups().map((group) => (
        <tr
          key={group.id}
          aria-rowindex={virtualize ? 1 : undefined}
          className={cn('border-border border-b', stackedHeaderRow)}
        >
          {selectable ? (
            <th scope="col" className={cn('w-10 pr-0 pl-4 text-left align-middle', stackedSelectCell)}>
              <Checkbox
                checked={allOnPageSelected ? true : someOnPageSelected ? 'indeterminate' : false}
                disabled={selectDisabled}
                onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
                aria-label={paged ? 'Select all rows on this page' : 'Select all rows'}
              />
            </th>
          ) : null}
          {group.headers.map((header, index) => {
            const meta = header.column.columnDef.meta;
            const leftOut = stackOf(meta, index, placed) === 'hidden';
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
                  leftOut ? stackedLeftOutHeader : canSort ? stackedHeaderCell : stackedHiddenHeader,
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
                    <FlexRender header={header} />
                    <SortIcon aria-hidden className={cn('size-3.5', !direction && 'opacity-60')} />
                  </button>
                ) : (
                  <FlexRender header={header} />
                )}
              </th>
            );
          })}
          {hasActions ? (
            <th scope="col" className={cn('w-12 pr-2 pl-0', stackedHiddenHeader)}>
              <span className="sr-only">Actions</span>
            </th>
          ) : null}
        </tr>
      ))}
    </thead>
  );
}
