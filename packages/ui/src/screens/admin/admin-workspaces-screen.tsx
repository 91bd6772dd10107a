import {
  ADMIN_WORKSPACE_SORTS,
  ADMIN_WORKSPACE_STATUSES,
  ADMIN_WORKSPACES_PER_PAGE,
  type AdminWorkspaceListQuery,
  type AdminWorkspaceListReply,
  type AdminWorkspaceRow,
  type AdminWorkspaceSort,
  errorMessage,
  exportAdminWorkspaces,
  useAdminWorkspaces,
} from '@console/api';
import { Download, SearchX } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { downloadText } from '../../lib/download';
import { formatBytes } from '../../lib/format';
import { href } from '../../lib/paths';
import { listQuery, readListView, useLastPageClamp, useUrlView } from '../../lib/url-view';
import { currentData, shownData, useServerList } from '../../lib/use-server-list';
import { createDataTableColumnHelper } from '../../patterns/data-table';
import { EmptyState } from '../../patterns/empty-state';
import { PageHeader } from '../../patterns/page-header';
import { SearchBox } from '../../patterns/search-box';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { ServerPagedTable, type ServerSort } from '../../patterns/server-paged-table';
import { TableTime } from '../../patterns/table-time';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Select, type SelectOption } from '../../primitives/select';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';
import { listTexts } from './admin-format';
import { FirstStatus, formatForecast, STATUS_LABELS } from './admin-workspace-format';

export type AdminWorkspacesScreenProps = {
  /** The status filter from the route (/c/admin/workspaces/{workspaceStatus}); undefined for every workspace. */
  workspaceStatus?: string;
};

const ALL = 'all';
const LIST_TEXTS = listTexts('the workspaces');
const STATUS_OPTIONS: SelectOption[] = [
  { value: ALL, label: 'Every status' },
  ...ADMIN_WORKSPACE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const NO_ROWS: AdminWorkspaceRow[] = [];

/** The list's view as the query string holds it (`?q=&sort=&dir=&page=`); the status is in the path. */
const viewFrom = (params: URLSearchParams) =>
  readListView(params, { sorts: ADMIN_WORKSPACE_SORTS, fallback: { sort: 'created', dir: 'desc' } });

const isEmpty = (reply: AdminWorkspaceListReply) => reply.total === 0;

/**
 * Every workspace of the service, paged on the server: search by name, slug, id, e-mail or referral code, filter
 * by status (in the path, so each status has its own address), sort by the figures operators compare, and take
 * the whole filter away as CSV.
 */
export function AdminWorkspacesScreen({ workspaceStatus }: AdminWorkspacesScreenProps) {
  const status = ADMIN_WORKSPACE_STATUSES.find((candidate) => candidate === workspaceStatus);
  const { params, changeView, changePage } = useUrlView();
  const navigate = useNavigate();
  const view = useMemo(() => viewFrom(params), [params]);
  const query = useMemo<AdminWorkspaceListQuery>(
    () => ({
      ...(status ? { status } : {}),
      ...listQuery(view, ADMIN_WORKSPACES_PER_PAGE),
    }),
    [status, view],
  );
  const list = useServerList(useAdminWorkspaces(query), { isEmpty, filtered: true });
  const shown = shownData(list);
  const searchRef = useRef<HTMLInputElement>(null);
  const current = currentData(list);
  useLastPageClamp(view.page, current?.total, ADMIN_WORKSPACES_PER_PAGE, changeView);

  if (workspaceStatus !== undefined && !status) {
    return (
      <PageFrame kind="list">
        <PageHeader title="Workspaces" />
        <EmptyState
          framed
          icon={<SearchX />}
          title={`“${workspaceStatus}” is not a workspace status`}
          description={`Filter by one of: ${ADMIN_WORKSPACE_STATUSES.map((key) => STATUS_LABELS[key]).join(', ')}.`}
          action={
            <Button asChild>
              <Link to={href.adminWorkspaces()}>Show every workspace</Link>
            </Button>
          }
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame kind="list" data-slot="admin-workspaces-screen">
      <PageHeader
        title={status ? `Workspaces: ${STATUS_LABELS[status]}` : 'Workspaces'}
        description="Every workspace of the service. Open one for its people, limits, billing and usage."
        actions={<ExportButton query={query} total={current?.total ?? null} />}
      />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <Field label="Status" className="w-52">
          <Select
            options={STATUS_OPTIONS}
            value={status ?? ALL}
            onValueChange={(next) =>
              navigate({
                pathname: href.adminWorkspaces(next === ALL ? undefined : next),
                search: view.q === '' ? '' : `?${new URLSearchParams({ q: view.q })}`,
              })
            }
          />
        </Field>
        <div className="min-w-0 flex-1">
          <SearchBox
            label="Search workspaces"
            placeholder="Name, slug, id, e-mail or referral code"
            inputRef={searchRef}
            value={view.q}
            onSearch={(q) => changeView({ q: q === '' ? null : q, page: null }, true)}
          />
        </div>
      </div>
      <ServerListFrame list={list} texts={LIST_TEXTS} className="grid gap-3">
        {/* The outline's step between the page title and the empty table's own heading. */}
        <h2 className="sr-only">Matching workspaces</h2>
        <WorkspaceTable
          rows={shown?.workspaces ?? NO_ROWS}
          total={shown?.total ?? 0}
          page={shown?.page ?? view.page}
          loading={list.kind === 'loading'}
          sort={{
            sorts: ADMIN_WORKSPACE_SORTS,
            sort: view.sort,
            dir: view.dir,
            onChange: (sort, dir) => changeView({ sort, dir, page: null }),
          }}
          onPageChange={changePage}
          onClear={() => {
            navigate(href.adminWorkspaces());
            searchRef.current?.focus();
          }}
        />
      </ServerListFrame>
    </PageFrame>
  );
}

/** Downloads the CSV of every workspace the filter matches, all pages, as the server writes it. */
function ExportButton({ query, total }: { query: AdminWorkspaceListQuery; total: number | null }) {
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();
  return (
    <Button
      variant="secondary"
      loading={busy}
      disabled={total === 0}
      onClick={async () => {
        setBusy(true);
        try {
          const reply = await exportAdminWorkspaces(query);
          downloadText(reply.filename, reply.csv);
          toast({
            title: 'CSV exported',
            description: `${reply.count.toLocaleString('en-US')} workspaces`,
            variant: 'success',
          });
        } catch (error) {
          toast({
            title: 'The CSV could not be exported',
            description: errorMessage(error),
            variant: 'error',
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download aria-hidden />
      Export CSV
    </Button>
  );
}

type WorkspaceTableProps = {
  rows: AdminWorkspaceRow[];
  total: number;
  page: number;
  loading: boolean;
  sort: ServerSort<AdminWorkspaceSort>;
  onPageChange: (page: number) => void;
  onClear: () => void;
};

function WorkspaceTable({ rows, total, page, loading, sort, onPageChange, onClear }: WorkspaceTableProps) {
  // Rendering a page of rows is the largest cost: the table renders again only when what it shows changes.
  return useMemo(
    () => (
      <ServerPagedTable
        caption="Workspaces"
        columns={COLUMNS}
        rows={rows}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        loading={loading}
        sort={sort}
        page={page}
        perPage={ADMIN_WORKSPACES_PER_PAGE}
        total={total}
        // As for its empty state above, the fleet's list counts as filtered: admins read it by status and search, and
        // the count is what they look for.
        filtered
        onPageChange={onPageChange}
        noMatch={{
          title: 'No workspaces match',
          description: 'Try another status, or search for another name, id, e-mail address or referral code.',
          clearLabel: 'Show every workspace',
          onClear,
        }}
      />
    ),
    [rows, total, page, loading, sort, onPageChange, onClear],
  );
}

const WIDE_ONLY = 'hidden @min-[70rem]:table-cell';

const helper = createDataTableColumnHelper<AdminWorkspaceRow>();
const COLUMNS = helper.columns([
  helper.accessor('name', {
    header: 'Workspace',
    enableSorting: false,
    meta: { stack: 'primary' },
    cell: ({ row }) => (
      <span className="flex min-w-0 max-w-72 items-baseline gap-2 whitespace-nowrap">
        <Link
          to={href.adminWorkspace(row.original.slug)}
          title={row.original.name}
          className={textLink({ className: 'min-w-0 truncate font-medium' })}
        >
          {row.original.name}
        </Link>
        <span className="min-w-0 truncate text-fg-muted text-xs" title={row.original.email}>
          {row.original.slug} · #{row.original.id}
        </span>
      </span>
    ),
  }),
  helper.accessor('plan_title', { header: 'Plan', enableSorting: false, meta: { stack: 'secondary' } }),
  helper.accessor('statuses', {
    header: 'Status',
    enableSorting: false,
    meta: { stack: 'primary' },
    cell: ({ getValue }) => <FirstStatus statuses={getValue()} />,
  }),
  helper.accessor('created', {
    id: 'created',
    header: 'Created',
    meta: { stack: 'secondary' },
    cell: ({ getValue }) => <TableTime value={getValue()} relative />,
  }),
  helper.accessor('last_used', {
    id: 'last_used',
    header: 'Last used',
    meta: { className: WIDE_ONLY },
    cell: ({ getValue }) => {
      const value = getValue();
      return value === null ? (
        <span className="text-fg-muted">Never</span>
      ) : (
        <TableTime value={value} relative />
      );
    },
  }),
  helper.accessor('lifetime_usage', {
    id: 'lifetime_usage',
    header: 'Lifetime usage',
    meta: { align: 'end' },
    cell: ({ getValue }) => <span className="whitespace-nowrap tabular-nums">{formatBytes(getValue())}</span>,
  }),
  helper.accessor('revenue_forecast', {
    id: 'revenue_forecast',
    header: 'Forecast',
    meta: { align: 'end', label: 'Revenue forecast' },
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatForecast(row.original.revenue_forecast, row.original.currency)}
      </span>
    ),
  }),
]);
