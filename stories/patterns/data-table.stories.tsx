import { type Assembly, type AuthKey, assemblyOutcome, type Invoice, type Template } from '@console/api';
import { buildAssembly, buildAuthKey, buildInvoice, buildTemplate } from '@console/api/mocks';
import {
  AssemblyStatusBadge,
  Button,
  createDataTableColumnHelper,
  DataTable,
  formatStatValue,
  type PaginationState,
  StatusBadge,
} from '@console/ui';
import { Copy, Pencil, Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

function formatDate(iso: string | null): string {
  return iso === null ? 'Never' : dateTime.format(new Date(iso));
}

// Assemblies -------------------------------------------------------------------------------------------------

const assemblyColumns = (() => {
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

const assemblies = Array.from({ length: 12 }, (_, index) => buildAssembly({}, index + 1));
const manyAssemblies = Array.from({ length: 10_000 }, (_, index) => buildAssembly({}, index + 1));

const onRetry = fn();

const meta = preview.meta({
  title: 'Patterns/DataTable',
  component: DataTable<Assembly>,
  args: {
    caption: 'Assemblies',
    columns: assemblyColumns,
    data: assemblies,
    getRowId: (assembly) => assembly.id,
    getRowLabel: (assembly) => `assembly ${assembly.id.slice(0, 12)}`,
  },
  argTypes: { density: { control: 'inline-radio', options: ['compact', 'comfortable'] } },
});

export const Playground = meta.story({});

function bodyRows(canvasElement: HTMLElement): HTMLTableRowElement[] {
  return Array.from(canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-index]'));
}

function regionsInOrder(canvasElement: HTMLElement): string[] {
  return bodyRows(canvasElement).map((row) => row.cells[2]?.textContent ?? '');
}

export const Sorting = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByRole('columnheader', { name: /Region/ });
    await expect(header).not.toHaveAttribute('aria-sort');
    const unsorted = regionsInOrder(canvasElement);
    const ascending = [...unsorted].sort();

    await userEvent.click(within(header).getByRole('button', { name: /Region/ }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(regionsInOrder(canvasElement)).toEqual(ascending);

    // Keyboard: Enter on the focused header button flips the order.
    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(regionsInOrder(canvasElement)).toEqual([...ascending].reverse());

    await userEvent.keyboard(' ');
    await expect(header).not.toHaveAttribute('aria-sort');
    await expect(regionsInOrder(canvasElement)).toEqual(unsorted);
  },
});

export const InitialSort = meta.story({
  args: { initialSorting: [{ id: 'bytes_usage', desc: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /Billed/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
});

export const Compact = meta.story({ args: { density: 'compact' } });

/** Without its own border and shadow, for a table that sits inside a Card or a panel that already frames it. */
export const Unframed = meta.story({ args: { framed: false } });

export const Loading = meta.story({
  args: { loading: true },
  parameters: { visual: { busy: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Assemblies' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('cell', { name: /eu-west-1|us-east-1|ap-southeast-1/ })).toBeNull();
  },
});

export const ErrorState = meta.story({
  args: { error: 'Could not load assemblies. The server did not answer in time.', onRetry },
  beforeEach: () => {
    onRetry.mockClear();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load assemblies.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
});

const onCreateTemplate = fn();

export const Empty = meta.story({
  args: {
    data: [],
    empty: {
      title: 'No assemblies yet',
      description: 'Assemblies appear here as soon as your app sends its first files.',
      action: (
        <Button size="sm" onClick={onCreateTemplate}>
          <Plus aria-hidden />
          Create a template
        </Button>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No assemblies yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a template' }));
    await expect(onCreateTemplate).toHaveBeenCalled();
  },
});

export const Virtualized = meta.story({
  name: 'Virtualised (10 000 rows)',
  args: { data: manyAssemblies, caption: 'All assemblies', height: 480 },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'All assemblies' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(5));
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);
    // The header keeps its semantics while the body scrolls.
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);

    // Keyboard: End jumps to the last row, which is rendered on demand.
    bodyRows(canvasElement)[0]?.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '10001'));
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);
  },
});

export const KeyboardRows = meta.story({
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    rows[0]?.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(bodyRows(canvasElement)[2]).toHaveFocus();
    await expect(bodyRows(canvasElement)[2]).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{Home}');
    await expect(bodyRows(canvasElement)[0]).toHaveFocus();
  },
});

// Invoices: client-side paging ------------------------------------------------------------------------------

const invoiceColumns = (() => {
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

const invoices = Array.from({ length: 36 }, (_, index) => buildInvoice({}, index + 1));

export const ClientPaging = meta.story({
  render: () => (
    <DataTable
      caption="Invoices"
      columns={invoiceColumns}
      data={invoices}
      getRowId={(invoice) => String(invoice.id)}
      getRowLabel={(invoice) => invoice.number}
      pagination={{ pageSize: 10, pageSizeOptions: [10, 25, 50] }}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Showing 1–10 of 36')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 2 of 4')).toBeVisible();
    await expect(canvas.getByText('Showing 11–20 of 36')).toBeVisible();
    const numbers = bodyRows(canvasElement).map((row) => row.cells[0]?.textContent);
    await expect(numbers).toEqual(invoices.slice(10, 20).map((invoice) => invoice.number));

    // Keyboard only: from the rows, Tab passes "Rows per page" and Previous to reach Next; Enter and Space page.
    bodyRows(canvasElement)[0]?.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing 21–30 of 36')).toBeVisible();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Page 2 of 4')).toBeVisible();
    await expect(canvas.getByText('Showing 11–20 of 36')).toBeVisible();
  },
});

// Templates: row actions -------------------------------------------------------------------------------------

const templateColumns = (() => {
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

const templates = Array.from({ length: 6 }, (_, index) => buildTemplate({}, index + 1));
const onTemplateAction = fn();

export const RowActions = meta.story({
  render: () => (
    <DataTable
      caption="Templates"
      columns={templateColumns}
      data={templates}
      getRowId={(template) => template.id}
      getRowLabel={(template) => template.name}
      rowActions={(template) => [
        {
          label: 'Edit',
          icon: <Pencil aria-hidden />,
          onSelect: () => onTemplateAction('edit', template.name),
        },
        {
          label: 'Duplicate',
          icon: <Copy aria-hidden />,
          onSelect: () => onTemplateAction('duplicate', template.name),
        },
        {
          label: 'Delete',
          icon: <Trash aria-hidden />,
          variant: 'danger',
          onSelect: () => onTemplateAction('delete', template.name),
        },
      ]}
    />
  ),
  beforeEach: () => {
    onTemplateAction.mockClear();
  },
  play: async ({ canvas }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for resize-avatars' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    await expect(onTemplateAction).toHaveBeenCalledWith('delete', 'resize-avatars');
  },
});

// Auth keys: selection ---------------------------------------------------------------------------------------

const authKeyColumns = (() => {
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
const authKeys = Array.from({ length: 4 }, (_, index) => buildAuthKey({}, index + 1));
const onRevoke = fn();

export const Selection = meta.story({
  render: () => (
    <DataTable
      caption="Auth keys"
      columns={authKeyColumns}
      data={authKeys}
      getRowId={(key) => String(key.id)}
      getRowLabel={(key) => key.description}
      enableRowSelection
      selectionActions={(ids) => (
        <Button size="sm" variant="danger" onClick={() => onRevoke(ids)}>
          Revoke
        </Button>
      )}
    />
  ),
  beforeEach: () => {
    onRevoke.mockClear();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No rows selected');

    // Keyboard only: from the first row, Tab reaches its checkbox and Space ticks it.
    bodyRows(canvasElement)[0]?.focus();
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: 'Select Production uploads' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 selected');

    // Space on a focused row toggles it too.
    bodyRows(canvasElement)[1]?.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 selected');

    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 selected');
    await expect(bodyRows(canvasElement)[3]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Revoke' }));
    await expect(onRevoke).toHaveBeenCalledWith(['1', '2', '3', '4']);
  },
});

// Assemblies: server-side paging -----------------------------------------------------------------------------

const serverRows = Array.from({ length: 120 }, (_, index) => buildAssembly({}, index + 1));

function ServerPagedAssemblies({ onPage }: { onPage: (next: PaginationState) => void }) {
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

const onServerPage = fn();

export const ServerPaging = meta.story({
  render: () => <ServerPagedAssemblies onPage={onServerPage} />,
  beforeEach: () => {
    onServerPage.mockClear();
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Showing 1–20 of 120')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(onServerPage).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 20 });
    await expect(canvas.getByText('Page 2 of 6')).toBeVisible();
    await expect(bodyRows(canvasElement)[0]?.cells[0]?.textContent).toBe(
      `${serverRows[20]?.id.slice(0, 12)}…`,
    );

    // Keyboard only: Tab from the rows to Next; Enter and Space each ask the server for the following page, and
    // focus stays on Next while the new rows replace the old ones.
    bodyRows(canvasElement)[0]?.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onServerPage).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 20 });
    await expect(canvas.getByText('Showing 41–60 of 120')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(onServerPage).toHaveBeenLastCalledWith({ pageIndex: 3, pageSize: 20 });
    await expect(canvas.getByText('Showing 61–80 of 120')).toBeVisible();
    await expect(next).toHaveFocus();
  },
});

export const VisibleCaption = meta.story({ args: { showCaption: true, caption: 'Recent assemblies' } });
