import { type AdminWorkspaceDetailReply, formatMoney } from '@console/api';
import type { ReactNode } from 'react';
import { createDataTableColumnHelper, DataTable, type DataTableColumn } from '../../patterns/data-table';
import { InvoiceStatusBadge } from '../../patterns/invoice-status-badge';
import { Section } from '../../patterns/section';
import { TableTime, ZonedHeader } from '../../patterns/table-time';
import { amountInRowCurrency } from './admin-format';
import { orDash } from './admin-workspace-parts';

type Row<K extends keyof AdminWorkspaceDetailReply> = AdminWorkspaceDetailReply[K] extends (infer R)[]
  ? R
  : never;

/** An instant in a table whose header names the zone, or what its absence means. */
const when = (value: string | null, none = 'Never') => (value === null ? none : <TableTime value={value} />);

const member = createDataTableColumnHelper<Row<'members'>>();
const MEMBER_COLUMNS = member.columns([
  member.accessor('name', { header: 'Name', meta: { stack: 'primary' } }),
  member.accessor('email', { header: 'E-mail' }),
  member.accessor('role', { header: 'Role' }),
  member.accessor('last_login', {
    header: 'Last login',
    cell: ({ getValue }) => {
      const value = getValue();
      return value === null ? 'Never' : <TableTime value={value} relative />;
    },
  }),
]);

const key = createDataTableColumnHelper<Row<'auth_keys'>>();
const KEY_COLUMNS = key.columns([
  key.accessor('description', { header: 'Description', meta: { stack: 'primary' } }),
  key.accessor('auth_key', {
    header: 'Key',
    cell: ({ getValue }) => <code className="font-mono text-xs">{getValue()}</code>,
  }),
  key.accessor('is_active', { header: 'Active', cell: ({ getValue }) => (getValue() ? 'Yes' : 'No') }),
  key.accessor('last_used', {
    header: () => <ZonedHeader>Last used</ZonedHeader>,
    meta: { label: 'Last used' },
    cell: ({ getValue }) => when(getValue()),
  }),
]);

const credit = createDataTableColumnHelper<Row<'credits'>>();
const CREDIT_COLUMNS = credit.columns([
  credit.accessor('note', { header: 'Note' }),
  credit.accessor(
    'amount',
    amountInRowCurrency('Amount', (row) => row.amount, formatMoney),
  ),
  credit.accessor('invoice_id', {
    header: 'Deducted',
    cell: ({ getValue }) => (getValue() === null ? 'Open' : `Invoice #${getValue()}`),
  }),
]);

const invoice = createDataTableColumnHelper<Row<'invoices'>>();
const INVOICE_COLUMNS = invoice.columns([
  invoice.accessor('number', { header: 'Number' }),
  invoice.accessor('month', { header: 'Month' }),
  invoice.accessor(
    'total_fee',
    amountInRowCurrency('Total', (row) => row.total_fee, formatMoney),
  ),
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
    change.accessor('created', {
      header: () => <ZonedHeader>When</ZonedHeader>,
      meta: { label: 'When', stack: 'secondary' },
      cell: ({ getValue }) => when(getValue()),
    }),
    change.accessor('type', { header: 'Type', meta: { stack: 'primary' } }),
    change.accessor('old_plan_id', { header: 'From', cell: ({ getValue }) => title(getValue()) }),
    change.accessor('new_plan_id', { header: 'To', cell: ({ getValue }) => title(getValue()) }),
    change.accessor('reason', { header: 'Reason', cell: ({ getValue }) => orDash(getValue()) }),
  ]);
}

/** The plan changes' header while the plans that name their rows are still loading. */
const PLAN_CHANGE_SKELETON_COLUMNS = planChangeColumns({ plans: [] });

const audit = createDataTableColumnHelper<Row<'audit'>>();
const AUDIT_COLUMNS = audit.columns([
  audit.accessor('at', {
    header: () => <ZonedHeader>When</ZonedHeader>,
    meta: { label: 'When', stack: 'secondary' },
    cell: ({ getValue }) => when(getValue()),
  }),
  audit.accessor('admin_name', { header: 'Admin' }),
  audit.accessor('summary', { header: 'What', meta: { stack: 'primary' } }),
  audit.accessor('reason', { header: 'Reason', cell: ({ getValue }) => orDash(getValue()) }),
]);

/** How many rows each table of a seeded, busy workspace holds: the room its table keeps while the page loads. */
const USUAL_ROWS = { members: 2, keys: 6, credits: 2, invoices: 12, planChanges: 1, audit: 3 } as const;

/** Past this many rows a table pages, so one long list does not push the page's other cards far down. */
const PAGE_ROWS = 12;

const byId = (row: { id: number }) => String(row.id);

/**
 * The page's lists, each in its card: loaded from `data`, or (without it) their tables loading with the room their
 * usual rows take.
 */
export function WorkspaceTables({
  data,
  creditAction,
}: {
  data?: AdminWorkspaceDetailReply;
  /** Adds a credit; a placeholder of its size while the page loads. */
  creditAction: ReactNode;
}) {
  const table = <T extends object>(
    caption: string,
    columns: DataTableColumn<T>[],
    rows: T[] | undefined,
    rowId: (row: T) => string,
    empty: string,
    usual: number,
  ) => (
    <DataTable
      caption={caption}
      density="compact"
      columns={columns}
      data={rows ?? []}
      getRowId={rowId}
      loading={rows === undefined}
      skeletonRows={usual}
      pagination={
        rows !== undefined && rows.length > PAGE_ROWS ? { mode: 'client', pageSize: PAGE_ROWS } : undefined
      }
      empty={{ title: empty }}
    />
  );
  return (
    <>
      <Section title="Members">
        {table(
          'Members',
          MEMBER_COLUMNS,
          data?.members,
          (row) => String(row.user_id),
          'No members.',
          USUAL_ROWS.members,
        )}
      </Section>
      <Section title="API keys" description="Secrets are never shown here.">
        {table('API keys', KEY_COLUMNS, data?.auth_keys, byId, 'No API keys.', USUAL_ROWS.keys)}
      </Section>
      <Section title="Invoices and credits" actions={creditAction}>
        <div className="grid gap-4">
          {table('Credits', CREDIT_COLUMNS, data?.credits, byId, 'No credits.', USUAL_ROWS.credits)}
          {table('Invoices', INVOICE_COLUMNS, data?.invoices, byId, 'No invoices.', USUAL_ROWS.invoices)}
        </div>
      </Section>
      <Section title="Plan changes">
        {table(
          'Plan changes',
          data ? planChangeColumns(data) : PLAN_CHANGE_SKELETON_COLUMNS,
          data?.plan_changes,
          byId,
          'No plan changes.',
          USUAL_ROWS.planChanges,
        )}
      </Section>
      <Section title="Admin activity" description="Every change and reveal by an admin, newest first.">
        {table(
          'Admin activity',
          AUDIT_COLUMNS,
          data?.audit,
          byId,
          'No admin has changed this workspace yet.',
          USUAL_ROWS.audit,
        )}
      </Section>
    </>
  );
}
