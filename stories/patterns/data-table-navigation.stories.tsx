import { DataTable } from '@console/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import {
  assemblyColumns,
  bodyRows,
  invoiceColumns,
  invoices,
  manyAssemblies,
  onServerPage,
  ServerPagedAssemblies,
  serverRows,
  sharedMeta,
} from './data-table-shared';

const meta = preview.meta({
  title: 'Patterns/DataTable/Navigation',
  ...sharedMeta,
});

export const Virtualized = meta.story({
  name: 'Virtualised (10 000 rows)',
  args: { data: manyAssemblies, caption: 'All assemblies', height: 480 },
  play: async ({ canvas, canvasElement }) => {
    // The virtualizer is a chunk of its own: placeholder rows hold the table's place until it is in.
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: 'All assemblies' })).toHaveAttribute('aria-rowcount', '10001'),
    );
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

/**
 * One page of a server-paged list: no footer, since it would only repeat the rows; a search's or filters' matches
 * still say how many matched.
 */
export const ServerOnePage = meta.story({
  render: () => (
    <div className="grid gap-6">
      {[false, true].map((filtered) => (
        <DataTable
          key={String(filtered)}
          caption={filtered ? 'Failed assemblies' : 'Assemblies'}
          columns={assemblyColumns}
          data={serverRows.slice(0, 6)}
          getRowId={(assembly) => assembly.id}
          pagination={{
            mode: 'server',
            pageIndex: 0,
            pageSize: 25,
            rowCount: 6,
            filtered,
            onPaginationChange: onServerPage,
          }}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [all, failed] = canvas.getAllByRole('table');
    await expect(all).toHaveAccessibleName('Assemblies');
    await expect(failed).toHaveAccessibleName('Failed assemblies');
    const footers = canvas.getAllByText('Showing 1–6 of 6');
    await expect(footers).toHaveLength(1);
    await expect(failed?.closest('[data-slot="data-table"]')).toContainElement(footers[0] ?? null);
    await expect(canvas.queryByRole('button', { name: 'Next page' })).toBeNull();
  },
});
