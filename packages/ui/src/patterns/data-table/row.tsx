import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import { Ellipsis } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from '../../primitives/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu';
import { IconButton } from '../../primitives/icon-button';
import {
  cellBase,
  rowHeight,
  stackClasses,
  stackedActionsCell,
  stackedCell,
  stackedLabel,
  stackedRow,
  stackedSelectCell,
  stackOf,
} from './styles';
import type { DataTableFeatures, DataTableRowAction } from './types';

/** What every body row of one table shares. */
export type RowContext<TData extends RowData> = {
  density: 'compact' | 'comfortable';
  selectable: boolean;
  hasActions: boolean;
  rowActions?: (row: TData) => DataTableRowAction[];
  labelFor: (row: Row<DataTableFeatures, TData>) => string;
  reuseRowElements: boolean;
  /** The row that takes Tab into the table (a roving tab stop). */
  tabStop: number;
  measure?: (element: HTMLTableRowElement | null) => void;
  virtualize: boolean;
  /** Whether the table places any column in a stacked row itself (see `stackOf`). */
  placed: boolean;
  onFocusRow: (index: number) => void;
  onRowKeyDown: (
    event: KeyboardEvent<HTMLTableRowElement>,
    index: number,
    row: Row<DataTableFeatures, TData>,
  ) => void;
};

/** A column's name for a stacked detail's label. */
function columnLabel(header: unknown, label: string | undefined, id: string): string {
  return label ?? (typeof header === 'string' ? header : id);
}

/** One body row: its checkbox, its cells, and its action menu. */
export function renderBodyRow<TData extends RowData>(
  context: RowContext<TData>,
  row: Row<DataTableFeatures, TData>,
  index: number,
) {
  const { selectable, hasActions, reuseRowElements, virtualize } = context;
  const selected = row.getIsSelected();
  const rowLabel = context.labelFor(row);
  const actions = context.rowActions?.(row.original) ?? [];
  return (
    <tr
      key={reuseRowElements ? index : row.id}
      ref={context.measure}
      data-index={index}
      data-row-index={index}
      data-state={selected ? 'selected' : undefined}
      aria-rowindex={virtualize ? index + 2 : undefined}
      aria-selected={selectable ? selected : undefined}
      tabIndex={index === context.tabStop ? 0 : -1}
      onFocus={() => context.onFocusRow(index)}
      onKeyDown={(event) => context.onRowKeyDown(event, index, row)}
      className={cn(
        rowHeight[context.density],
        'border-border border-b last:border-b-0 hover:bg-surface-sunken/60',
        'focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2',
        selected && 'bg-primary-soft hover:bg-primary-soft',
        stackedRow,
      )}
    >
      {selectable ? (
        <td className={cn('w-10 pr-0 pl-4 align-middle', stackedSelectCell)}>
          <Checkbox
            checked={selected}
            disabled={!row.getCanSelect()}
            onCheckedChange={(checked) => row.toggleSelected(checked === true)}
            aria-label={`Select ${rowLabel}`}
          />
        </td>
      ) : null}
      {row.getAllCells().map((cell, cellIndex) => {
        const { meta, header } = cell.column.columnDef;
        const stack = stackOf(meta, cellIndex, context.placed);
        const content = <FlexRender cell={cell} />;
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
              stackedCell,
              stackClasses(stack),
              stack === 'detail' && stackedLabel,
            )}
            data-label={stack === 'detail' ? columnLabel(header, meta?.label, cell.column.id) : undefined}
          >
            {stack === 'detail' ? <span className="min-w-0">{content}</span> : content}
          </td>
        );
      })}
      {hasActions ? (
        <td className={cn('w-12 pr-2 pl-0 text-right align-middle', stackedActionsCell)}>
          {actions.length > 0 ? <RowActionsMenu label={rowLabel} actions={actions} /> : null}
        </td>
      ) : null}
    </tr>
  );
}

function RowActionsMenu({ label, actions }: { label: string; actions: DataTableRowAction[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={`Actions for ${label}`} size="sm">
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
  );
}
