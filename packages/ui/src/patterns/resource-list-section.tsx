import type { RowData } from '@tanstack/react-table';
import { Plus, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import {
  type ListView,
  type ListViewOptions,
  listQuery,
  readListView,
  useLastPageClamp,
  useUrlView,
} from '../lib/url-view';
import { currentData, type ServerListSource, shownData, useServerList } from '../lib/use-server-list';
import { Button } from '../primitives/button';
import {
  type ConfirmedRowActions,
  type ConfirmedRowActionsOptions,
  useConfirmedRowActions,
} from './confirmed-row-actions';
import { DataTable, type DataTableColumn } from './data-table';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { SearchBox } from './search-box';
import { ServerListFrame } from './server-list-frame';
import { serverSortingProps } from './server-paged-table';

type ListReply = { total: number; page: number };

export type ResourceListSectionProps<Row extends RowData, Sort extends string, Data extends ListReply> = {
  /**
   * `page`: the list is the page, under its h1 with the create button as the page's main action. `section`: one
   * of several lists on a page, under an h2, its create button secondary so the sections do not compete.
   */
  level: 'page' | 'section';
  /** The heading ("Auth keys"), also the table's caption. */
  title: string;
  description: ReactNode;
  /** The view from `useResourceListView`, which the source was called with. */
  list: ResourceListView<Sort>;
  source: ServerListSource<Data>;
  /** The table: its columns, a reply's rows, and each row's id and name for the row menu. */
  table: {
    columns: ReadonlyArray<DataTableColumn<Row>>;
    rowsOf: (data: Data) => Row[];
    getRowId: (row: Row) => string;
    getRowLabel: (row: Row) => string;
  };
  /** The row menu; its destructive item opens what `confirm` renders. */
  rowMenu: Omit<ConfirmedRowActionsOptions<Row>, 'afterDestroy'>;
  /** The dialog that asks before the destructive action, open while `menu.confirming` is set. */
  confirm: (menu: ConfirmedRowActions<Row>) => ReactNode;
  /** Where "Create" leads, and its words ("New auth key"). */
  create: { to: string; label: string };
  /** The list before anything was created: the words and the first call to action. */
  empty: { icon: ReactNode; title: string; description: string; action: string };
  /** Singular and plural for the texts ("auth key", "auth keys"). */
  noun: { one: string; many: string };
  searchPlaceholder: string;
  /** What a search that matches nothing says; "Nothing matches “…”." unless the list knows what it searched. */
  noMatch?: (q: string) => string;
};

/**
 * A server-paged list of one kind of resource: a heading with the way to create one, search, a sortable and paged
 * table with the row menu, an empty state that leads to creating the first one, and the loading, failed and stale
 * states. Its view lives in the URL (under its prefix, where the page has several lists).
 */
export function ResourceListSection<Row extends RowData, Sort extends string, Data extends ListReply>({
  level,
  title,
  description,
  list: { view, options },
  source,
  table: { columns, rowsOf, getRowId, getRowLabel },
  rowMenu,
  confirm,
  create,
  empty,
  noun,
  searchPlaceholder,
  noMatch = (q) => `Nothing matches “${q}”.`,
}: ResourceListSectionProps<Row, Sort, Data>) {
  const headingId = useId();
  // A list in the middle of a page keeps the scroll position when its view changes.
  const { prefix, sorts, perPage } = options;
  const { changeView, changePage } = useUrlView({ prefix, preventScrollReset: level === 'section' });
  // A search narrows the list: only an empty answer without one says nothing was created yet.
  const list = useServerList(source, { isEmpty: (data) => data.total === 0, filtered: view.q !== '' });
  const shown = shownData(list);
  const searchRef = useRef<HTMLInputElement>(null);
  const createFirstRef = useRef<HTMLAnchorElement>(null);
  const menu = useConfirmedRowActions({
    ...rowMenu,
    afterDestroy: () => (searchRef.current ?? createFirstRef.current)?.focus(),
  });

  useLastPageClamp(view.page, currentData(list)?.total, perPage, changeView);

  const neverCreated = list.kind === 'empty' && !list.filtered;
  const texts = {
    loading: `Loading the ${noun.many}`,
    failed: `The ${noun.many} could not be loaded`,
    stale: `The ${noun.many} could not be refreshed`,
  };
  const createButton = neverCreated ? null : (
    <Button asChild variant={level === 'page' ? 'primary' : 'secondary'}>
      <Link to={create.to}>
        {level === 'page' ? <Plus aria-hidden /> : null}
        {create.label}
      </Link>
    </Button>
  );

  const body = (
    <div className="grid gap-4">
      {/* The search stays when a search fails to load, so the words typed can be changed or cleared. */}
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
            headingLevel={level === 'page' ? 2 : 3}
            icon={empty.icon}
            title={empty.title}
            description={empty.description}
            action={
              <Button asChild>
                <Link ref={createFirstRef} to={create.to}>
                  {empty.action}
                </Link>
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
            {...serverSortingProps<Row, Sort>({
              sorts,
              sort: view.sort,
              dir: view.dir,
              onChange: (sort, dir) => changeView({ sort, dir, page: null }),
            })}
            pagination={{
              mode: 'server',
              // The page of the rows on screen: while the next page loads, the pager still says where they are from.
              pageIndex: (shown?.page ?? view.page) - 1,
              pageSize: perPage,
              rowCount: shown?.total ?? 0,
              filtered: view.q !== '',
              onPaginationChange: (next) => changePage(next.pageIndex + 1),
            }}
            rowActions={menu.rowActions}
            empty={{
              icon: <Search />,
              title: `No ${noun.many} match`,
              description: noMatch(view.q),
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
      {confirm(menu)}
    </div>
  );

  if (level === 'page') {
    return (
      <>
        <PageHeader title={title} description={description} actions={createButton} />
        {body}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="font-semibold text-fg text-lg">
            {title}
          </h2>
          <p className="max-w-2xl text-fg-muted text-sm">{description}</p>
        </div>
        {createButton}
      </div>
      {body}
    </section>
  );
}

export type ResourceListViewOptions<Sort extends string> = ListViewOptions<Sort> & { perPage: number };

export type ResourceListView<Sort extends string> = {
  view: ListView<Sort>;
  /** The list call's query for the view. */
  query: ReturnType<typeof listQuery<Sort>>;
  options: ResourceListViewOptions<Sort>;
};

/** A list's view and its call's query, from the URL (its parameters under `prefix`, where the page has several lists). */
export function useResourceListView<Sort extends string>(
  options: ResourceListViewOptions<Sort>,
): ResourceListView<Sort> {
  const { params } = useUrlView({ prefix: options.prefix });
  const view = readListView(params, options);
  return { view, query: listQuery(view, options.perPage), options };
}
