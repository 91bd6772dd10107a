import type { RowData } from '@tanstack/react-table';
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { type ListView, listQuery, readListView, useLastPageClamp, useUrlView } from '../../lib/url-view';
import { currentData, type ServerListSource, shownData, useServerList } from '../../lib/use-server-list';
import { DataTable, type DataTableColumn, type DataTableRowAction } from '../../patterns/data-table';
import { EmptyState } from '../../patterns/empty-state';
import { SearchBox } from '../../patterns/search-box';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { Button } from '../../primitives/button';

type ListReply = { total: number; page: number };

export type ListSectionProps<Row extends RowData, Sort extends string, Data extends ListReply> = {
  /** The section's heading ("Auth keys"). */
  title: string;
  description: ReactNode;
  /** What the section's URL parameters start with ("k" for keys: `kq`, `ksort`, …). */
  prefix: string;
  sorts: readonly Sort[];
  view: ListView<Sort>;
  perPage: number;
  source: ServerListSource<Data>;
  rowsOf: (data: Data) => Row[];
  columns: ReadonlyArray<DataTableColumn<Row>>;
  getRowId: (row: Row) => string;
  getRowLabel: (row: Row) => string;
  rowActions: (row: Row) => DataTableRowAction[];
  /** Where "Create" leads, and its words ("New auth key"). */
  create: { to: string; label: string };
  /** The list before anything was created: the words and the first call to action. */
  empty: { icon: ReactNode; title: string; description: string; action: string };
  /** Singular and plural for the texts ("auth key", "auth keys"). */
  noun: { one: string; many: string };
  searchPlaceholder: string;
  /** The dialogs the row menu opens. */
  children?: ReactNode;
};

/**
 * One server-paged section of the credentials page: a heading, search, a sortable and paged table with a row menu,
 * and an empty state that leads to creating the first one. Its view lives in the URL under its own prefix.
 */
export function ListSection<Row extends RowData, Sort extends string, Data extends ListReply>({
  title,
  description,
  prefix,
  sorts,
  view,
  perPage,
  source,
  rowsOf,
  columns,
  getRowId,
  getRowLabel,
  rowActions,
  create,
  empty,
  noun,
  searchPlaceholder,
  children,
}: ListSectionProps<Row, Sort, Data>) {
  const headingId = useId();
  const { changeView, changePage } = useUrlView({ prefix, preventScrollReset: true });
  const list = useServerList(source, { isEmpty: (data) => data.total === 0, filtered: view.q !== '' });
  const shown = shownData(list);
  const searchRef = useRef<HTMLInputElement>(null);

  useLastPageClamp(view.page, currentData(list)?.total, perPage, changeView);

  const neverCreated = list.kind === 'empty' && !list.filtered;
  const texts = {
    loading: `Loading the ${noun.many}`,
    failed: `The ${noun.many} could not be loaded`,
    stale: `The ${noun.many} could not be refreshed`,
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-semibold text-fg text-lg">
            {title}
          </h2>
          <p className="max-w-2xl text-fg-muted text-sm">{description}</p>
        </div>
        {neverCreated ? null : (
          <Button asChild variant="secondary">
            <Link to={create.to}>{create.label}</Link>
          </Button>
        )}
      </div>
      {neverCreated ? null : (
        <SearchBox
          label={`Search ${noun.many}`}
          placeholder={searchPlaceholder}
          inputRef={searchRef}
          value={view.q}
          onSearch={(q) => changeView({ q: q === '' ? null : q, page: null }, true)}
        />
      )}
      <ServerListFrame list={list} texts={texts} className="grid gap-4">
        {neverCreated ? (
          <EmptyState
            framed
            headingLevel={3}
            icon={empty.icon}
            title={empty.title}
            description={empty.description}
            action={
              <Button asChild>
                <Link to={create.to}>{empty.action}</Link>
              </Button>
            }
          />
        ) : (
          <DataTable
            caption={title}
            columns={columns}
            data={shown ? rowsOf(shown) : []}
            getRowId={getRowId}
            getRowLabel={getRowLabel}
            loading={list.kind === 'loading'}
            manualSorting
            sorting={[{ id: view.sort, desc: view.dir === 'desc' }]}
            onSortingChange={(next) => {
              const chosen = next[0] ?? { id: view.sort, desc: view.dir !== 'desc' };
              const key = sorts.find((sortKey) => sortKey === chosen.id);
              if (key) changeView({ sort: key, dir: chosen.desc ? 'desc' : 'asc', page: null });
            }}
            pagination={{
              mode: 'server',
              pageIndex: (shown?.page ?? view.page) - 1,
              pageSize: perPage,
              rowCount: shown?.total ?? 0,
              filtered: view.q !== '',
              onPaginationChange: (next) => changePage(next.pageIndex + 1),
            }}
            rowActions={rowActions}
            empty={{
              icon: <Search />,
              title: `No ${noun.many} match`,
              description: `Nothing matches “${view.q}”.`,
              action: (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    changeView({ q: null, page: null });
                    searchRef.current?.focus();
                  }}
                >
                  Show all {noun.many}
                </Button>
              ),
            }}
          />
        )}
      </ServerListFrame>
      {children}
    </section>
  );
}

/** The section's view and call query from the URL. */
export function useListView<Sort extends string>(
  prefix: string,
  sorts: readonly Sort[],
  fallback: { sort: Sort; dir: 'asc' | 'desc' },
  perPage: number,
) {
  const { params } = useUrlView({ prefix });
  const view = readListView(params, { prefix, sorts, fallback });
  return { view, query: listQuery(view, perPage) };
}
