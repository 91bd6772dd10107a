import { type Assembly, type AuthKey, assemblyOutcome, type Invoice, type Template } from '@console/api';
import { buildAssembly, buildAuthKey, buildInvoice, buildTemplate } from '@console/mock-api';
import {
  AssemblyStatusBadge,
  createDataTableColumnHelper,
  DataTable,
  formatStatValue,
  type PaginationState,
  StatusBadge,
} from '@console/ui';
import { useState } from 'react';
import { fn } from 'storybook/test';

export const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

export function formatDate(iso: string | null): string {
  return iso === null ? 'Never' : dateTime.format(new Date(iso));
}

// Assemblies -------------------------------------------------------------------------------------------------

export const assemblyColumns = (() => {
  const helper = createDataTableColumnHelper<Assembly>();
  return helper.columns([
    helper.accessor('id', {
      header: 'Assembly',
      cell: (info) => `${info.getValue().slice(0, 12)}…`,
      meta: { mono: true },
    }),
    helper.accessor((assembly) => assemblyOutcome(assembly), {
      id: 'status',
      header: 'Status',
      cell: (info) => <AssemblyStatusBadge outcome={info.getValue()} />,
    }),
    helper.accessor('region', { header: 'Region' }),
    helper.accessor('input_file_count', { header: 'Files', meta: { align: 'end' } }),
    helper.accessor('bytes_usage', {
      header: 'Billed',
      cell: (info) => formatStatValue(info.getValue(), 'bytes'),
      meta: { align: 'end' },
    }),
    helper.accessor('created', { header: 'Created', cell: (info) => formatDate(info.getValue()) }),
  ]);
})();

export const assemblies = Array.from({ length: 12 }, (_, index) => buildAssembly({}, index + 1));

export const manyAssemblies = Array.from({ length: 10_000 }, (_, index) => buildAssembly({}, index + 1));

export const onRetry = fn();

export function bodyRows(canvasElement: HTMLElement): HTMLTableRowElement[] {
  return Array.from(canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));
}

export function regionsInOrder(canvasElement: HTMLElement): string[] {
  return bodyRows(canvasElement).map((row) => row.cells[2]?.textContent ?? '');
}

export const onCreateTemplate = fn();

// Invoices: client-side paging ------------------------------------------------------------------------------

export const invoiceColumns = (() => {
  const helper = createDataTableColumnHelper<Invoice>();
  return helper.columns([
    helper.accessor('number', { header: 'Invoice', meta: { mono: true } }),
    helper.accessor('month', { header: 'Month' }),
    helper.accessor('paid', {
      header: 'Status',
      cell: (info) =>
        info.getValue() ? (
          <StatusBadge tone="success" label="Paid" />
        ) : (
          <StatusBadge tone="danger" label="Unpaid" />
        ),
    }),
    helper.accessor('used_gb', { header: 'Used GB', meta: { align: 'end' } }),
    helper.accessor('total_fee', {
      header: 'Total',
      cell: (info) => money.format(info.getValue()),
      meta: { align: 'end' },
    }),
  ]);
})();

export const invoices = Array.from({ length: 36 }, (_, index) => buildInvoice({}, index + 1));

// Templates: row actions -------------------------------------------------------------------------------------

export const templateColumns = (() => {
  const helper = createDataTableColumnHelper<Template>();
  return helper.columns([
    helper.accessor('name', { header: 'Name' }),
    helper.accessor('id', { header: 'Template ID', meta: { mono: true } }),
    helper.accessor('require_signature_auth', {
      header: 'Signature',
      cell: (info) => (info.getValue() ? 'Required' : 'Optional'),
    }),
    helper.accessor('last_used', { header: 'Last used', cell: (info) => formatDate(info.getValue()) }),
  ]);
})();

export const templates = Array.from({ length: 6 }, (_, index) => buildTemplate({}, index + 1));

export const onTemplateAction = fn();

// Auth keys: selection ---------------------------------------------------------------------------------------

export const authKeyColumns = (() => {
  const helper = createDataTableColumnHelper<AuthKey>();
  return helper.columns([
    helper.accessor('description', { header: 'Description' }),
    helper.accessor('auth_key', { header: 'Auth key', meta: { mono: true } }),
    helper.accessor('is_active', {
      header: 'State',
      cell: (info) =>
        info.getValue() ? (
          <StatusBadge tone="success" label="Active" />
        ) : (
          <StatusBadge tone="neutral" label="Disabled" />
        ),
    }),
    helper.accessor('last_used', { header: 'Last used', cell: (info) => formatDate(info.getValue()) }),
  ]);
})();

// Four keys: the fixtures' descriptions repeat after that, and each row's label must be unique.
export const authKeys = Array.from({ length: 4 }, (_, index) => buildAuthKey({}, index + 1));

export const onRevoke = fn();

// Assemblies: server-side paging -----------------------------------------------------------------------------

export const serverRows = Array.from({ length: 120 }, (_, index) => buildAssembly({}, index + 1));

export function ServerPagedAssemblies({ onPage }: { onPage: (next: PaginationState) => void }) {
  const [page, setPage] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const start = page.pageIndex * page.pageSize;
  const [rows, setRows] = useState(() => serverRows.slice(start, start + page.pageSize));
  return (
    <DataTable
      caption="Assemblies (server paging)"
      columns={assemblyColumns}
      data={rows}
      getRowId={(assembly) => assembly.id}
      manualSorting
      pagination={{
        mode: 'server',
        pageIndex: page.pageIndex,
        pageSize: page.pageSize,
        rowCount: serverRows.length,
        pageSizeOptions: [20, 50],
        onPaginationChange: (next) => {
          onPage(next);
          setPage(next);
          setRows(serverRows.slice(next.pageIndex * next.pageSize, (next.pageIndex + 1) * next.pageSize));
        },
      }}
    />
  );
}

export const onServerPage = fn();

/** What every story file of Patterns/DataTable shares: the component and its arguments. */
export const sharedMeta = {
  component: DataTable<Assembly>,
  args: {
    caption: 'Assemblies',
    columns: assemblyColumns,
    data: assemblies,
    getRowId: (assembly: Assembly) => assembly.id,
    getRowLabel: (assembly: Assembly) => `assembly ${assembly.id.slice(0, 12)}`,
  },
  argTypes: { density: { control: 'inline-radio' as const, options: ['compact', 'comfortable'] } },
};
