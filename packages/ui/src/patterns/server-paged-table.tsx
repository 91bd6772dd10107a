import type { RowData } from '@tanstack/react-table';
import { SearchX } from 'lucide-react';
import { Button } from '../primitives/button';
import { DataTable, type DataTableProps } from './data-table';

type SortDir = 'asc' | 'desc';

/** A list the server sorts: the keys it can sort by, the current order, and where a header's choice goes. */
export type ServerSort<Sort extends string> = {
  sorts: readonly Sort[];
  sort: Sort;
  dir: SortDir;
  onChange: (sort: Sort, dir: SortDir) => void;
};

/**
 * The table's sorting props for a list the server sorts. Headers switch between ascending and descending: there is
 * no unsorted list to go back to, so a header asking for none turns the current order round.
 */
export function serverSortingProps<Row extends RowData, Sort extends string>({
  sorts,
  sort,
  dir,
  onChange,
}: ServerSort<Sort>): Pick<DataTableProps<Row>, 'manualSorting' | 'sorting' | 'onSortingChange'> {
  return {
    manualSorting: true,
    sorting: [{ id: sort, desc: dir === 'desc' }],
    onSortingChange: (next) => {
      const chosen = next[0] ?? { id: sort, desc: dir !== 'desc' };
      const key = sorts.find((candidate) => candidate === chosen.id);
      if (key) onChange(key, chosen.desc ? 'desc' : 'asc');
    },
  };
}

export type ServerPagedTableProps<Row extends RowData, Sort extends string> = Pick<
  DataTableProps<Row>,
  'caption' | 'columns' | 'getRowId' | 'getRowLabel' | 'loading'
> & {
  /** The rows of the page on screen. */
  rows: ReadonlyArray<Row>;
  /** The page of the rows on screen, from 1, and the list's size. */
  page: number;
  perPage: number;
  total: number;
  /** Filters or a search chose the rows: the pager says how many matched, even on one page. */
  filtered: boolean;
  onPageChange: (page: number) => void;
  /** What the table says when nothing matches, and the button that clears what was chosen. */
  noMatch: { title: string; description: string; clearLabel: string; onClear: () => void };
  /** Set when the server sorts the list by the column headers. */
  sort?: ServerSort<Sort>;
};

/**
 * The rows of a filtered list the server pages, as the operators' and the workspace's large lists show them: compact,
 * paged with page numbers, rows reused from page to page, and an empty state that offers to clear the filters.
 */
export function ServerPagedTable<Row extends RowData, Sort extends string = string>({
  rows,
  page,
  perPage,
  total,
  filtered,
  onPageChange,
  noMatch,
  sort,
  ...table
}: ServerPagedTableProps<Row, Sort>) {
  return (
    <DataTable
      {...table}
      {...(sort ? serverSortingProps<Row, Sort>(sort) : {})}
      density="compact"
      data={rows}
      reuseRowElements
      pagination={{
        mode: 'server',
        pageIndex: page - 1,
        pageSize: perPage,
        rowCount: total,
        pageNumbers: true,
        filtered,
        onPaginationChange: (next) => onPageChange(next.pageIndex + 1),
      }}
      empty={{
        icon: <SearchX />,
        title: noMatch.title,
        description: noMatch.description,
        action: (
          <Button variant="secondary" size="sm" onClick={noMatch.onClear}>
            {noMatch.clearLabel}
          </Button>
        ),
      }}
    />
  );
}
