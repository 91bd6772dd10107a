import {
  ADMIN_ASSEMBLIES_PER_PAGE,
  ADMIN_ASSEMBLY_REGIONS,
  ADMIN_WORKSPACE_STATUSES,
  type AdminAssemblyListItem,
  type AdminAssemblyListQuery,
  type AdminAssemblyListReply,
  type AdminWorkspaceStatus,
  useAdminAssemblies,
} from '@console/api';
import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { useLastPageClamp, useUrlView } from '../../lib/url-view';
import { currentData, shownData, useServerList } from '../../lib/use-server-list';
import { assemblyDurationColumn, assemblyStateColumn } from '../../patterns/assembly/assembly-columns';
import {
  ANY,
  ChoiceFilter,
  DateRangeFilter,
  FilterRow,
  rangeIsOrdered,
  StateFilter,
  TextFilter,
} from '../../patterns/assembly/assembly-filter-parts';
import {
  type AssemblyListView,
  viewFrom as workspaceViewFrom,
} from '../../patterns/assembly/assembly-filters';
import { shortAssemblyId } from '../../patterns/assembly/assembly-format';
import { AssemblyIdLink } from '../../patterns/assembly/assembly-id-link';
import { createDataTableColumnHelper } from '../../patterns/data-table';
import { PageHeader } from '../../patterns/page-header';
import { RelativeTime } from '../../patterns/relative-time';
import { ServerListFrame } from '../../patterns/server-list-frame';
import { ServerPagedTable } from '../../patterns/server-paged-table';
import type { SelectOption } from '../../primitives/select';
import { textLink } from '../../primitives/text-link';
import { TooltipProvider } from '../../primitives/tooltip';
import { STATUS_LABELS } from './admin-workspace-format';

const LIST_TEXTS = {
  loading: 'Loading the assemblies',
  failed: 'The assemblies could not be loaded',
  stale: 'The assemblies could not be refreshed',
};

const REGION_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any region' },
  ...ADMIN_ASSEMBLY_REGIONS.map((region) => ({ value: region, label: region })),
];
const CLUSTER_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any cluster' },
  ...ADMIN_ASSEMBLY_REGIONS.flatMap((region) =>
    [1, 2, 3].map((number) => ({ value: `${region}-prod-${number}`, label: `${region}-prod-${number}` })),
  ),
];
const STATUS_OPTIONS: SelectOption[] = [
  { value: ANY, label: 'Any workspace status' },
  ...ADMIN_WORKSPACE_STATUSES.map((status) => ({
    value: status,
    label: STATUS_LABELS[status],
  })),
];

/** The filters only the admin list has, each chosen from a list. */
const ADMIN_CHOICES = [
  { label: 'Workspace status', className: 'w-52', filter: 'status', options: STATUS_OPTIONS },
  { label: 'Region', className: 'w-44', filter: 'region', options: REGION_OPTIONS },
  { label: 'Cluster', className: 'w-52', filter: 'cluster', options: CLUSTER_OPTIONS },
] as const;

type AdminView = Omit<AssemblyListView, 'template' | 'q'> & {
  workspace: string;
  region: (typeof ADMIN_ASSEMBLY_REGIONS)[number] | null;
  cluster: string | null;
  status: AdminWorkspaceStatus | null;
};

/** The view as the URL holds it; values the server would refuse are ignored, as the workspace list does. */
function viewFrom(params: URLSearchParams): AdminView {
  const { state, from, to, page } = workspaceViewFrom(params);
  const cluster = params.get('cluster');
  return {
    state,
    from,
    to,
    page,
    workspace: params.get('workspace')?.trim() ?? '',
    region: ADMIN_ASSEMBLY_REGIONS.find((region) => region === params.get('region')) ?? null,
    cluster: CLUSTER_OPTIONS.some((option) => option.value === cluster && cluster !== ANY) ? cluster : null,
    status: ADMIN_WORKSPACE_STATUSES.find((status) => status === params.get('status')) ?? null,
  };
}

function queryFor(view: AdminView): AdminAssemblyListQuery {
  const ordered = rangeIsOrdered(view.from, view.to);
  return {
    ...(view.state === null ? {} : { state: view.state }),
    ...(ordered && view.from !== null ? { from: view.from } : {}),
    ...(ordered && view.to !== null ? { to: view.to } : {}),
    ...(view.workspace === '' ? {} : { workspace: view.workspace }),
    ...(view.region === null ? {} : { region: view.region }),
    ...(view.cluster === null ? {} : { cluster: view.cluster }),
    ...(view.status === null ? {} : { status: view.status }),
    page: view.page,
    per_page: ADMIN_ASSEMBLIES_PER_PAGE,
  };
}

const hasFilters = (view: AdminView) =>
  view.state !== null ||
  view.from !== null ||
  view.to !== null ||
  view.workspace !== '' ||
  view.region !== null ||
  view.cluster !== null ||
  view.status !== null;

const isEmpty = (reply: AdminAssemblyListReply) => reply.total === 0;

const linkClass = textLink({ className: 'block max-w-56 truncate' });

/** Cluster and template show where the list has 80rem; with less, the row keeps one line. */
const WIDE_ONLY = 'hidden @min-[80rem]:table-cell';

const helper = createDataTableColumnHelper<AdminAssemblyListItem>();
const columns = helper.columns([
  assemblyStateColumn<AdminAssemblyListItem>(),
  helper.accessor('id', {
    header: 'Assembly',
    enableSorting: false,
    meta: { mono: true, stack: 'primary' },
    cell: ({ row }) => (
      <AssemblyIdLink
        fixedWidth
        slug={row.original.workspace_slug}
        id={row.original.id}
        to={href.adminAssembly(row.original.id)}
        copyable
      />
    ),
  }),
  helper.accessor('workspace_name', {
    header: 'Workspace',
    enableSorting: false,
    meta: { stack: 'primary' },
    cell: ({ row }) => (
      <Link
        to={href.adminWorkspace(row.original.workspace_slug)}
        title={`${row.original.workspace_name} (${row.original.workspace_slug})`}
        className={linkClass}
      >
        {row.original.workspace_name}
      </Link>
    ),
  }),
  helper.accessor('template_name', {
    header: 'Template',
    enableSorting: false,
    meta: { className: WIDE_ONLY, stack: 'hidden' },
    cell: ({ getValue }) => {
      const name = getValue();
      return name === null ? (
        <span className="text-fg-muted">None</span>
      ) : (
        <span title={name} className="block max-w-48 truncate">
          {name}
        </span>
      );
    },
  }),
  helper.accessor('created', {
    header: 'Created',
    enableSorting: false,
    meta: { stack: 'secondary' },
    cell: ({ getValue }) => <RelativeTime value={getValue()} className="whitespace-nowrap text-fg-muted" />,
  }),
  helper.accessor('region', {
    header: 'Region',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap', stack: 'secondary' },
  }),
  helper.accessor('cluster', {
    header: 'Cluster',
    enableSorting: false,
    meta: { className: `${WIDE_ONLY} whitespace-nowrap`, stack: 'hidden' },
  }),
  assemblyDurationColumn<AdminAssemblyListItem>(),
]);

const rowId = (assembly: AdminAssemblyListItem) => assembly.id;
const rowLabel = (assembly: AdminAssemblyListItem) => `assembly ${shortAssemblyId(assembly.id)}`;

/**
 * Admin: every workspace's assemblies, newest first, filtered like a workspace's list (state, days) and by
 * workspace, region, cluster and the workspace's status, a page at a time. The whole view lives in the URL.
 */
export function AdminAssembliesScreen() {
  const { params, changeView, changePage, clearView } = useUrlView();
  const view = useMemo(() => viewFrom(params), [params]);
  const query = useMemo(() => queryFor(view), [view]);
  const filtered = hasFilters(view);
  const list = useServerList(useAdminAssemblies(query), { isEmpty, filtered });
  const shown = shownData(list);
  const current = currentData(list);
  const firstFilterRef = useRef<HTMLButtonElement>(null);
  const clearFilters = useCallback(() => {
    clearView();
    firstFilterRef.current?.focus();
  }, [clearView]);
  useLastPageClamp(view.page, current?.total, ADMIN_ASSEMBLIES_PER_PAGE, changeView);

  return (
    <PageFrame kind="list" data-slot="admin-assemblies-screen">
      <PageHeader
        title="Assemblies"
        description="Every workspace's assemblies, newest first. Open one for its details and its workspace."
      />
      {/* With nothing matching, the list's empty state offers to clear them: one way to clear is enough. */}
      <FilterRow filtered={filtered && list.kind !== 'empty'} onClear={clearFilters}>
        <StateFilter value={view.state} onChange={changeView} selectRef={firstFilterRef} />
        <TextFilter
          label="Workspace"
          placeholder="Part of its slug"
          value={view.workspace}
          onCommit={(text) => changeView({ workspace: text })}
          className="w-56"
        />
        {ADMIN_CHOICES.map((choice) => (
          <ChoiceFilter key={choice.filter} {...choice} value={view[choice.filter]} onChange={changeView} />
        ))}
        <DateRangeFilter from={view.from} to={view.to} onChange={changeView} />
      </FilterRow>
      <ServerListFrame list={list} texts={LIST_TEXTS} className="grid gap-3">
        {/* The table's empty state is an h3: this keeps the page's outline in order. */}
        <h2 className="sr-only">Matching assemblies</h2>
        <TooltipProvider>
          <ServerPagedTable
            caption="Assemblies"
            columns={columns}
            rows={shown?.assemblies ?? []}
            getRowId={rowId}
            getRowLabel={rowLabel}
            loading={list.kind === 'loading'}
            page={shown?.page ?? view.page}
            perPage={ADMIN_ASSEMBLIES_PER_PAGE}
            total={shown?.total ?? 0}
            filtered={filtered}
            onPageChange={changePage}
            noMatch={{
              title: 'No assemblies match these filters',
              description: 'Try another state, workspace, region, cluster, status or date range.',
              clearLabel: 'Clear filters',
              onClear: clearFilters,
            }}
          />
        </TooltipProvider>
      </ServerListFrame>
    </PageFrame>
  );
}
