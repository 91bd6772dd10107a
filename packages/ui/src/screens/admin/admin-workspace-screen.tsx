import {
  type AdminMaskedField,
  type AdminWorkspaceDetailReply,
  errorMessage,
  formatMoney,
  useAdminWorkspace,
  useAdminWorkspaceActions,
  type Workspace,
} from '@console/api';
import { ChartColumn, Eye, EyeOff, SquareArrowOutUpRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { formatBytes } from '../../lib/format';
import { usePageName } from '../../lib/page-title';
import { href, isServed } from '../../lib/paths';
import { Breadcrumbs } from '../../patterns/breadcrumbs';
import { CopyButton } from '../../patterns/copy-button';
import { createDataTableColumnHelper, DataTable, type DataTableColumn } from '../../patterns/data-table';
import { InvoiceStatusBadge } from '../../patterns/invoice-status-badge';
import { KeyValueList } from '../../patterns/key-value-list';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { ExactTime, RelativeTime } from '../../patterns/relative-time';
import { Section } from '../../patterns/section';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import {
  AddCreditDialog,
  CancelOrRestoreDialog,
  ChangePlanDialog,
  EditLimitsDialog,
} from './admin-workspace-dialogs';
import { formatForecast, StatusBadges } from './admin-workspace-format';

export type AdminWorkspaceScreenProps = {
  /** The workspace's slug (or id), from the route (/c/admin/workspace/{adminWorkspace}). */
  adminWorkspace: string;
};

/** An instant in the person's time zone, or what its absence means. */
const when = (value: string | null, none = 'Never') => (value === null ? none : <ExactTime value={value} />);
const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));

/**
 * One workspace as operators need it: profile and billing, plan and its changes, people, keys, limits, referrals
 * and acquisition, invoices and credits, what admins did to it, and the actions: open (impersonate), cancel or
 * restore, change plan, edit limits, add a credit. Sensitive fields stay masked until an admin reveals one.
 */
export function AdminWorkspaceScreen({ adminWorkspace }: AdminWorkspaceScreenProps) {
  const detail = useAdminWorkspace(adminWorkspace);
  usePageName(detail.data?.workspace.name);
  const crumbs = (
    <Breadcrumbs
      parent={{ to: href.adminWorkspaces(), label: 'Workspaces' }}
      current={detail.data?.workspace.name ?? adminWorkspace}
    />
  );
  if (!detail.data) {
    return (
      <PageFrame kind="detail" aria-busy={!detail.error || undefined}>
        {detail.error ? crumbs : null}
        {detail.error ? (
          <LoadErrorBanner title="The workspace could not be loaded" error={detail.error} swr={detail} />
        ) : (
          <WorkspaceSkeleton crumbs={crumbs} />
        )}
      </PageFrame>
    );
  }
  const data = detail.data;
  const { workspace } = data;
  const slug = workspace.slug;
  const live = workspace.deleted === null;
  return (
    <PageFrame kind="detail" data-slot="admin-workspace-screen">
      <PageHeader
        breadcrumbs={crumbs}
        title={workspace.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {slug} · #{workspace.id} · {data.plan.title}
            </span>
            <StatusBadges statuses={data.statuses} />
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {live ? (
              <Button asChild>
                <Link to={href.workspace(slug)}>
                  <SquareArrowOutUpRight aria-hidden />
                  Open the workspace
                </Link>
              </Button>
            ) : null}
            {isServed('adminWorkspaceUsage') ? (
              <Button asChild variant="secondary">
                <Link to={href.adminWorkspaceUsage(slug)}>
                  <ChartColumn aria-hidden />
                  Usage
                </Link>
              </Button>
            ) : null}
          </div>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 @4xl:grid-cols-2">
        <Section
          title="Profile and billing"
          actions={live ? <CancelOrRestoreDialog detail={data} slug={slug} /> : null}
        >
          <KeyValueList items={profileItems(workspace, data)} />
        </Section>
        <Section
          title="Plan and limits"
          actions={
            live ? (
              <>
                <ChangePlanDialog detail={data} slug={slug} />
                <EditLimitsDialog detail={data} slug={slug} />
              </>
            ) : null
          }
        >
          <KeyValueList items={limitItems(workspace, data)} />
        </Section>
        <Section
          title="Sensitive fields"
          description="Masked. Revealing one is recorded with your name and the time."
        >
          <div className="grid gap-3">
            {data.masked.length === 0 ? (
              <p className="text-fg-muted text-sm">This workspace has none.</p>
            ) : null}
            {data.masked.map((field) => (
              <MaskedField key={field.field} slug={slug} field={field} />
            ))}
          </div>
        </Section>
        <Section title="Acquisition, referrals and lookups">
          <KeyValueList items={acquisitionItems(workspace, data)} />
        </Section>
      </div>
      <Section title="Members">
        <SmallTable
          caption="Members"
          data={data.members}
          columns={MEMBER_COLUMNS}
          rowId={(row) => String(row.user_id)}
          empty="No members."
        />
      </Section>
      <Section title="API keys" description="Secrets are never shown here.">
        <SmallTable
          caption="API keys"
          data={data.auth_keys}
          columns={KEY_COLUMNS}
          rowId={(row) => String(row.id)}
          empty="No API keys."
        />
      </Section>
      <Section
        title="Invoices and credits"
        actions={live ? <AddCreditDialog detail={data} slug={slug} /> : null}
      >
        <div className="grid gap-4">
          <SmallTable
            caption="Credits"
            data={data.credits}
            columns={CREDIT_COLUMNS}
            rowId={(row) => String(row.id)}
            empty="No credits."
          />
          <SmallTable
            caption="Invoices"
            data={data.invoices}
            columns={INVOICE_COLUMNS}
            rowId={(row) => String(row.id)}
            empty="No invoices."
          />
        </div>
      </Section>
      <Section title="Plan changes">
        <SmallTable
          caption="Plan changes"
          data={data.plan_changes}
          columns={planChangeColumns(data)}
          rowId={(row) => String(row.id)}
          empty="No plan changes."
        />
      </Section>
      <Section title="Admin activity" description="Every change and reveal by an admin, newest first.">
        <SmallTable
          caption="Admin activity"
          data={data.audit}
          columns={AUDIT_COLUMNS}
          rowId={(row) => String(row.id)}
          empty="No admin has changed this workspace yet."
        />
      </Section>
    </PageFrame>
  );
}

/** How many rows each table of a seeded, busy workspace holds: the room its table keeps while the page loads. */
const USUAL_ROWS = { members: 2, keys: 6, credits: 2, invoices: 12, planChanges: 1, audit: 3 } as const;

/** The page's cards with their real titles, what they list still loading. */
function WorkspaceSkeleton({ crumbs }: { crumbs: ReactNode }) {
  const loadingTable = <T extends object>(caption: string, columns: DataTableColumn<T>[], rows: number) => (
    <SmallTable caption={caption} data={[]} columns={columns} rowId={() => ''} empty="" loading={rows} />
  );
  return (
    <>
      <PageHeader
        breadcrumbs={crumbs}
        title={
          <>
            <span className="sr-only">Loading the workspace</span>
            <Skeleton shape="text" className="w-64" />
          </>
        }
        description={<Skeleton shape="text" className="w-72" />}
        actions={<Skeleton shape="block" className="h-9 w-48" />}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 @4xl:grid-cols-2">
        <Section title="Profile and billing">
          <Skeleton shape="block" className="h-116.5" />
        </Section>
        <Section title="Plan and limits">
          <Skeleton shape="block" className="h-116.5" />
        </Section>
        <Section
          title="Sensitive fields"
          description="Masked. Revealing one is recorded with your name and the time."
        >
          <Skeleton shape="block" className="h-24" />
        </Section>
        <Section title="Acquisition, referrals and lookups">
          <Skeleton shape="block" className="h-71.5" />
        </Section>
      </div>
      <Section title="Members">{loadingTable('Members', MEMBER_COLUMNS, USUAL_ROWS.members)}</Section>
      <Section title="API keys" description="Secrets are never shown here.">
        {loadingTable('API keys', KEY_COLUMNS, USUAL_ROWS.keys)}
      </Section>
      <Section title="Invoices and credits" actions={<Skeleton shape="block" className="h-9 w-28" />}>
        <div className="grid gap-4">
          {loadingTable('Credits', CREDIT_COLUMNS, USUAL_ROWS.credits)}
          {loadingTable('Invoices', INVOICE_COLUMNS, USUAL_ROWS.invoices)}
        </div>
      </Section>
      <Section title="Plan changes">
        {loadingTable('Plan changes', PLAN_CHANGE_SKELETON_COLUMNS, USUAL_ROWS.planChanges)}
      </Section>
      <Section title="Admin activity" description="Every change and reveal by an admin, newest first.">
        {loadingTable('Admin activity', AUDIT_COLUMNS, USUAL_ROWS.audit)}
      </Section>
    </>
  );
}

/** A masked value with its Reveal action; the value shown stays on this screen only, never in a cache. */
function MaskedField({ slug, field }: { slug: string; field: AdminMaskedField }) {
  const actions = useAdminWorkspaceActions(slug);
  const [value, setValue] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="grid gap-1">
      <p className="font-medium text-sm">{field.label}</p>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <code data-testid={`masked-${field.field}`} className="min-w-0 break-all font-mono text-sm">
          {value ?? field.masked}
        </code>
        {value === null ? (
          <Button
            size="sm"
            variant="secondary"
            loading={pending}
            onClick={async () => {
              setPending(true);
              setProblem(null);
              try {
                setValue((await actions.reveal({ field: field.field })).value);
              } catch (error) {
                setProblem(errorMessage(error));
              } finally {
                setPending(false);
              }
            }}
          >
            <Eye aria-hidden />
            Reveal {field.label.toLowerCase()}
          </Button>
        ) : (
          <>
            <CopyButton value={value} label={`Copy ${field.label.toLowerCase()}`} iconOnly />
            <Button size="sm" variant="ghost" onClick={() => setValue(null)}>
              <EyeOff aria-hidden />
              Hide
            </Button>
          </>
        )}
      </div>
      {problem === null ? null : (
        <p role="alert" className="text-danger-text text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}

function profileItems(workspace: Workspace, data: AdminWorkspaceDetailReply) {
  return [
    { term: 'E-mail', value: workspace.email, copyValue: workspace.email },
    { term: 'Billing e-mail', value: orDash(workspace.billing_email) },
    { term: 'Company', value: orDash(workspace.company) },
    {
      term: 'Address',
      value: orDash(
        [workspace.address_1, workspace.address_2, workspace.zip, workspace.city, workspace.state]
          .filter(Boolean)
          .join(', '),
      ),
    },
    { term: 'VAT id', value: orDash(workspace.vat_id) },
    { term: 'Currency', value: data.currency },
    {
      term: 'Payment',
      value: workspace.uses_invoicing ? 'Invoicing (bank transfer)' : orDash(workspace.payment_provider),
    },
    { term: 'Created', value: when(workspace.created) },
    { term: 'Last used', value: when(workspace.last_used) },
    { term: 'Lifetime usage', value: formatBytes(workspace.lifetime_usage) },
    { term: 'Revenue forecast', value: formatForecast(workspace.revenue_forecast, data.currency) },
    ...(workspace.cancelled ? [{ term: 'Cancel reason', value: orDash(workspace.cancel_reason) }] : []),
    ...(workspace.deleted ? [{ term: 'Deleted', value: when(workspace.deleted) }] : []),
  ];
}

function limitItems(workspace: Workspace, data: AdminWorkspaceDetailReply) {
  const plan = data.plan;
  return [
    {
      term: 'Plan',
      value: `${plan.title} (${formatMoney(plan.price_per_month, data.currency)}/mo, ${plan.gb_included} GB)`,
    },
    {
      term: 'Assembly rate limit',
      value:
        workspace.assembly_rate_limit === null ? 'The plan’s' : `${workspace.assembly_rate_limit} a minute`,
    },
    {
      term: 'Concurrent assemblies',
      value:
        workspace.concurrent_assembly_rate_limit === null
          ? `The plan’s (${plan.max_jobs_simulteneous})`
          : String(workspace.concurrent_assembly_rate_limit),
    },
    {
      term: 'Bill limit',
      value: workspace.bill_limit === null ? 'No cap' : formatMoney(workspace.bill_limit, data.currency),
    },
    {
      term: 'At the bill limit',
      value: workspace.stop_processing_on_bill_limit ? 'Processing stops' : 'Processing continues',
    },
    { term: 'Plan exceeded', value: workspace.plan_exceeded ? 'Yes' : 'No' },
  ];
}

function acquisitionItems(workspace: Workspace, data: AdminWorkspaceDetailReply) {
  const utm = [
    workspace.via_utm_source,
    workspace.via_utm_medium,
    workspace.via_utm_campaign,
    workspace.via_utm_term,
    workspace.via_utm_content,
  ]
    .filter(Boolean)
    .join(' / ');
  return [
    {
      term: 'Referral code',
      value: orDash(workspace.referral_code),
      copyValue: workspace.referral_code ?? undefined,
    },
    { term: 'Referral visits', value: String(workspace.referral_visits) },
    {
      term: 'Referrals',
      value:
        data.referrals.length === 0
          ? 'None'
          : data.referrals
              .map((r) => `${r.type}: ${r.invited_email ?? r.twitter_username ?? '—'} (${r.status})`)
              .join('; '),
    },
    { term: 'Partner', value: orDash(workspace.partner) },
    { term: 'Came from', value: orDash(workspace.via_referer) },
    { term: 'UTM', value: orDash(utm) },
    {
      term: 'Lookups',
      value:
        data.lookups.length === 0
          ? 'None'
          : data.lookups.map((l) => `${l.chan ?? 'direct'} → ${l.target}`).join('; '),
    },
  ];
}

function SmallTable<T extends object>({
  caption,
  data,
  columns,
  rowId,
  empty,
  loading,
}: {
  caption: string;
  data: T[];
  columns: DataTableColumn<T>[];
  rowId: (row: T) => string;
  empty: string;
  /** The rows to hold while the page loads; the table is loaded without it. */
  loading?: number;
}) {
  return (
    <DataTable
      caption={caption}
      density="compact"
      columns={columns}
      data={data}
      getRowId={rowId}
      loading={loading !== undefined}
      skeletonRows={loading}
      pagination={data.length > 12 ? { mode: 'client', pageSize: 12 } : undefined}
      empty={{ title: empty }}
    />
  );
}

type Row<K extends keyof AdminWorkspaceDetailReply> = AdminWorkspaceDetailReply[K] extends (infer R)[]
  ? R
  : never;

const member = createDataTableColumnHelper<Row<'members'>>();
const MEMBER_COLUMNS = member.columns([
  member.accessor('name', { header: 'Name' }),
  member.accessor('email', { header: 'E-mail' }),
  member.accessor('role', { header: 'Role' }),
  member.accessor('last_login', {
    header: 'Last login',
    cell: ({ getValue }) => {
      const value = getValue();
      return value === null ? 'Never' : <RelativeTime value={value} />;
    },
  }),
]);

const key = createDataTableColumnHelper<Row<'auth_keys'>>();
const KEY_COLUMNS = key.columns([
  key.accessor('description', { header: 'Description' }),
  key.accessor('auth_key', {
    header: 'Key',
    cell: ({ getValue }) => <code className="font-mono text-xs">{getValue()}</code>,
  }),
  key.accessor('is_active', { header: 'Active', cell: ({ getValue }) => (getValue() ? 'Yes' : 'No') }),
  key.accessor('last_used', { header: 'Last used', cell: ({ getValue }) => when(getValue()) }),
]);

const credit = createDataTableColumnHelper<Row<'credits'>>();
const CREDIT_COLUMNS = credit.columns([
  credit.accessor('note', { header: 'Note' }),
  credit.accessor('amount', {
    header: 'Amount',
    meta: { align: 'end' },
    cell: ({ row }) => formatMoney(row.original.amount, row.original.currency),
  }),
  credit.accessor('invoice_id', {
    header: 'Deducted',
    cell: ({ getValue }) => (getValue() === null ? 'Open' : `Invoice #${getValue()}`),
  }),
]);

const invoice = createDataTableColumnHelper<Row<'invoices'>>();
const INVOICE_COLUMNS = invoice.columns([
  invoice.accessor('number', { header: 'Number' }),
  invoice.accessor('month', { header: 'Month' }),
  invoice.accessor('total_fee', {
    header: 'Total',
    meta: { align: 'end' },
    cell: ({ row }) => formatMoney(row.original.total_fee, row.original.currency),
  }),
  invoice.accessor('paid', {
    header: 'State',
    cell: ({ row }) => <InvoiceStatusBadge invoice={row.original} />,
  }),
]);

function planChangeColumns(data: Pick<AdminWorkspaceDetailReply, 'plans'>) {
  const title = (id: number | null) =>
    id === null ? '—' : (data.plans.find((plan) => plan.id === id)?.title ?? `Plan ${id}`);
  const change = createDataTableColumnHelper<Row<'plan_changes'>>();
  return change.columns([
    change.accessor('created', { header: 'When', cell: ({ getValue }) => when(getValue()) }),
    change.accessor('type', { header: 'Type' }),
    change.accessor('old_plan_id', { header: 'From', cell: ({ getValue }) => title(getValue()) }),
    change.accessor('new_plan_id', { header: 'To', cell: ({ getValue }) => title(getValue()) }),
    change.accessor('reason', { header: 'Reason', cell: ({ getValue }) => orDash(getValue()) }),
  ]);
}

/** The plan changes' header while the plans that name their rows are still loading. */
const PLAN_CHANGE_SKELETON_COLUMNS = planChangeColumns({ plans: [] });

const audit = createDataTableColumnHelper<Row<'audit'>>();
const AUDIT_COLUMNS = audit.columns([
  audit.accessor('at', { header: 'When', cell: ({ getValue }) => when(getValue()) }),
  audit.accessor('admin_name', { header: 'Admin' }),
  audit.accessor('summary', { header: 'What' }),
  audit.accessor('reason', { header: 'Reason', cell: ({ getValue }) => orDash(getValue()) }),
]);
