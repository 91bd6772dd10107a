import {
  ASSEMBLIES_PER_PAGE,
  type AssemblyListItem,
  type AssemblyListQuery,
  type AssemblyListReply,
  FALLBACK_TIME_ZONE,
  isAssemblyBusy,
  preloadAssemblies,
  useAssemblies,
} from '@console/api';
import { Layers, TriangleExclamationPoint } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { formatBytes } from '../../lib/format';
import { href } from '../../lib/paths';
import { useTimeZone } from '../../lib/time';
import { useLastPageClamp, useUrlView } from '../../lib/url-view';
import { currentData, shownData, useServerList } from '../../lib/use-server-list';
import { assemblyDurationColumn, assemblyIdentityColumns } from '../../patterns/assembly/assembly-columns';
import { rangeIsOrdered } from '../../patterns/assembly/assembly-filter-parts';
import {
  AssemblyFilters,
  type AssemblyListView,
  hasFilters,
  viewFrom,
} from '../../patterns/assembly/assembly-filters';
import { fileCount, shortAssemblyId } from '../../patterns/assembly/assembly-format';
import { createDataTableColumnHelper } from '../../patterns/data-table';
import { EmptyState } from '../../patterns/empty-state';
import { PageHeader } from '../../patterns/page-header';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { ServerPagedTable } from '../../patterns/server-paged-table';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { TooltipProvider } from '../../primitives/tooltip';

export type AssembliesScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/assemblies). */
  workspace: string;
};

/** Where the docs explain assemblies, for a workspace that has not run one yet. */
const ASSEMBLY_DOCS_URL = 'https://transloadit.com/docs/topics/assemblies/';

/** A stable empty page, so the table's rows do not change identity while nothing has loaded. */
const NO_ASSEMBLIES: AssemblyListItem[] = [];

const LIST_TEXTS = {
  loading: 'Loading the assemblies',
  failed: 'The assemblies could not be loaded',
  stale: 'The assemblies could not be refreshed',
};

const isEmpty = (reply: AssemblyListReply) => reply.total === 0;

/**
 * The server's query for a view; a date range that ends before it starts is left out rather than sent. Days are
 * the person's (`zone`), so the server is told which zone they are days in.
 */
function queryFor(view: AssemblyListView, zone: string): AssemblyListQuery {
  const ordered = rangeIsOrdered(view.from, view.to);
  const days = ordered && (view.from !== null || view.to !== null);
  return {
    ...(view.state === null ? {} : { state: view.state }),
    ...(view.template === null ? {} : { template_id: view.template }),
    ...(ordered && view.from !== null ? { from: view.from } : {}),
    ...(ordered && view.to !== null ? { to: view.to } : {}),
    ...(days ? { tz: zone } : {}),
    ...(view.q === '' ? {} : { q: view.q }),
    page: view.page,
    per_page: ASSEMBLIES_PER_PAGE,
  };
}

/**
 * Fetches the page of assemblies a link with this query string shows, before the person follows it. A link with
 * days is left to load on arrival: its days are read in the person's zone, which only the page knows.
 */
export function preloadAssembliesScreen(slug: string, search: URLSearchParams): void {
  const view = viewFrom(search);
  if (view.from === null && view.to === null) preloadAssemblies(slug, queryFor(view, FALLBACK_TIME_ZONE));
}

/**
 * The workspace's assemblies, newest first: filter by state, template, days and id (or field value, where the plan
 * allows), page through any number of them on the server, and watch running ones finish. The whole view lives in
 * the URL, so a link or Back reproduces it.
 */
export function AssembliesScreen({ workspace: slug }: AssembliesScreenProps) {
  const { params, changeView, changePage, clearView } = useUrlView();
  const view = useMemo(() => viewFrom(params), [params]);
  const { state, template, from, to, q } = view;
  const filters = useMemo(() => ({ state, template, from, to, q }), [state, template, from, to, q]);
  const zone = useTimeZone();
  const query = useMemo(() => queryFor(view, zone), [view, zone]);
  const firstFilterRef = useRef<HTMLButtonElement>(null);
  const filtered = hasFilters(view);
  const list = useServerList(useAssemblies(slug, query), { isEmpty, filtered });
  const shown = shownData(list);
  const current = currentData(list);
  const clearFilters = useCallback(() => {
    clearView();
    firstFilterRef.current?.focus();
  }, [clearView]);
  useLastPageClamp(view.page, current?.total, ASSEMBLIES_PER_PAGE, changeView);

  const neverRan = list.kind === 'empty' && !list.filtered;

  return (
    <PageFrame kind="list" data-slot="assemblies-screen">
      <PageHeader
        title="Assemblies"
        description="Every upload and API request this workspace processes runs as an assembly."
        // Beside the title rather than above the rows, so the rows do not move down when the page turns out to
        // have running assemblies.
        status={list.kind === 'ready' ? <LiveNote assemblies={list.data.assemblies} /> : null}
      />
      {neverRan ? null : (
        <AssemblyFilters
          slug={slug}
          view={filters}
          fieldsSearch={shown?.fields_search ?? null}
          currentTemplateName={
            shown?.assemblies.find((assembly) => assembly.template_id === view.template)?.template_name ??
            null
          }
          firstFilterRef={firstFilterRef}
          onChange={changeView}
          onClear={clearFilters}
          clearOfferedByList={list.kind === 'empty'}
        />
      )}
      <ServerListFrame list={list} texts={LIST_TEXTS} className="grid gap-3">
        {neverRan ? (
          <NoAssemblies slug={slug} />
        ) : (
          <AssemblyTable
            slug={slug}
            assemblies={shown?.assemblies ?? NO_ASSEMBLIES}
            total={shown?.total ?? 0}
            page={shown?.page ?? view.page}
            loading={list.kind === 'loading'}
            filtered={filtered}
            onPageChange={changePage}
            onClearFilters={clearFilters}
          />
        )}
      </ServerListFrame>
    </PageFrame>
  );
}

/** Says quietly that running assemblies on the page refresh by themselves; nothing when none is running. */
function LiveNote({ assemblies }: { assemblies: AssemblyListItem[] }) {
  const running = assemblies.filter(isAssemblyBusy).length;
  if (running === 0) return null;
  return (
    <p data-slot="live-note" className="flex items-center gap-2 text-fg-muted text-xs">
      <span
        aria-hidden
        className="inline-flex size-2 animate-pulse rounded-full bg-info motion-reduce:animate-none in-data-[motion=off]:animate-none"
      />
      {/* Beside the title, where it moves nothing as it appears: in a narrow column the sentence would wrap under
          the title and push the page down, so there it is short enough to stay beside it. */}
      <span className="@xl:hidden">{running} running, updating live</span>
      <span className="@max-xl:hidden">
        {running === 1
          ? '1 assembly on this page is still running; it updates by itself.'
          : `${running} assemblies on this page are still running; they update by themselves.`}
      </span>
    </p>
  );
}

function NoAssemblies({ slug }: { slug: string }) {
  return (
    <EmptyState
      framed
      icon={<Layers />}
      title="No assemblies yet"
      description="An assembly runs each time an upload or an API request asks for files to be processed, usually with the steps of a template."
      action={
        <Button asChild>
          <Link to={href.templates(slug)}>Go to the templates</Link>
        </Button>
      }
      secondaryAction={
        <Button asChild variant="link">
          <a href={ASSEMBLY_DOCS_URL} target="_blank" rel="noreferrer">
            Read how assemblies work
          </a>
        </Button>
      }
    />
  );
}

type AssemblyTableProps = {
  slug: string;
  assemblies: AssemblyListItem[];
  total: number;
  page: number;
  loading: boolean;
  /** Filters or a search chose the rows: the pager says how many matched, even on one page. */
  filtered: boolean;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
};

function AssemblyTable({
  slug,
  assemblies,
  total,
  page,
  loading,
  filtered,
  onPageChange,
  onClearFilters,
}: AssemblyTableProps) {
  // Cells read the clock themselves, so the columns change only with the workspace.
  const columns = useMemo(() => assemblyColumns(slug), [slug]);
  // Rendering a page of rows is the screen's largest cost: the table renders again only when what it shows changes, not
  // when a request starts or ends around it.
  return useMemo(
    () => (
      // Every row has a copy button with a tooltip; one provider for all of them is far cheaper than one each.
      <TooltipProvider>
        <ServerPagedTable
          caption="Assemblies"
          columns={columns}
          rows={assemblies}
          getRowId={rowId}
          getRowLabel={rowLabel}
          loading={loading}
          page={page}
          perPage={ASSEMBLIES_PER_PAGE}
          total={total}
          filtered={filtered}
          onPageChange={onPageChange}
          noMatch={{
            title: 'No assemblies match these filters',
            description: 'Try another state, template or date range, or search for another id.',
            clearLabel: 'Clear filters',
            onClear: onClearFilters,
          }}
        />
      </TooltipProvider>
    ),
    [columns, assemblies, total, page, loading, filtered, onPageChange, onClearFilters],
  );
}

const rowId = (assembly: AssemblyListItem) => assembly.id;
const rowLabel = (assembly: AssemblyListItem) => `assembly ${shortAssemblyId(assembly.id)}`;

/**
 * "3 files · 12 MB" on the row's one line, right-aligned like every other figure; where the list has less than
 * 80rem the size gives way (it stays in the cell's title and on the assembly's page).
 */
function FilesCell({ count, bytes }: { count: number; bytes: number }) {
  const size = formatBytes(bytes);
  return (
    <span className="whitespace-nowrap" title={`${fileCount(count)}, ${size}`}>
      {fileCount(count)}
      <span className="hidden text-fg-muted @min-[80rem]:inline"> · {size}</span>
    </span>
  );
}

/**
 * Region, warnings and sizes show where the list has 80rem (a 1600 px window beside the sidebar): with fewer, the
 * other columns keep one line a row without the table scrolling sideways; all are on each assembly's page. A
 * phone's stacked rows leave them and the file counts out for the same reason.
 */
const WIDE_ONLY = 'hidden @min-[80rem]:table-cell';

function assemblyColumns(slug: string) {
  const helper = createDataTableColumnHelper<AssemblyListItem>();
  return [
    ...assemblyIdentityColumns(slug),
    ...helper.columns([
      helper.accessor('region', {
        header: 'Region',
        enableSorting: false,
        meta: { className: WIDE_ONLY, stack: 'hidden' },
      }),
      ...(['input', 'output'] as const).map((side) =>
        helper.display({
          id: side,
          header: side === 'input' ? 'Input' : 'Output',
          meta: { align: 'end', stack: 'hidden' },
          cell: ({ row }) => (
            <FilesCell count={row.original[`${side}_file_count`]} bytes={row.original[`${side}_bytes`]} />
          ),
        }),
      ),
      assemblyDurationColumn<AssemblyListItem>(),
      helper.accessor('warning_count', {
        header: 'Warnings',
        enableSorting: false,
        meta: { align: 'end', className: WIDE_ONLY, stack: 'hidden' },
        cell: ({ getValue }) => {
          const count = getValue();
          return count === 0 ? (
            <span className="text-fg-muted">0</span>
          ) : (
            <Badge tone="warning">
              <TriangleExclamationPoint aria-hidden />
              {count}
            </Badge>
          );
        },
      }),
    ]),
  ];
}
