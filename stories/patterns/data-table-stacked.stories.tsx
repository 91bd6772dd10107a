import { type Assembly, assemblyOutcome } from '@console/api';
import { AssemblyStatusBadge, createDataTableColumnHelper, DataTable, formatStatValue } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import {
  assemblies,
  bodyRows,
  formatDate,
  onTemplateAction,
  templateColumns,
  templates,
} from './data-table-shared';

const meta = preview.meta({
  title: 'Patterns/DataTable/Stacked',
  component: DataTable<Assembly>,
});

/** The assemblies' columns placed for a phone: state, id and region lead; time and size follow, quietly. */
const placedColumns = (() => {
  const helper = createDataTableColumnHelper<Assembly>();
  return helper.columns([
    helper.accessor((assembly) => assemblyOutcome(assembly), {
      id: 'status',
      header: 'Status',
      meta: { stack: 'primary' },
      cell: (info) => <AssemblyStatusBadge outcome={info.getValue()} />,
    }),
    helper.accessor('id', {
      header: 'Assembly',
      meta: { mono: true, stack: 'primary' },
      cell: (info) => info.getValue().slice(0, 12),
    }),
    helper.accessor('region', { header: 'Region', meta: { stack: 'primary' } }),
    helper.accessor('created', {
      header: 'Created',
      meta: { stack: 'secondary' },
      cell: (info) => formatDate(info.getValue()),
    }),
    helper.accessor('bytes_usage', {
      header: 'Billed',
      meta: { align: 'end', stack: 'secondary' },
      cell: (info) => formatStatValue(info.getValue(), 'bytes'),
    }),
    helper.accessor('input_file_count', { header: 'Files', meta: { align: 'end', stack: 'detail' } }),
    helper.accessor('template_id', { header: 'Template', meta: { stack: 'hidden' } }),
  ]);
})();

/** A phone's window, where every table stacks its rows. */
const PHONE = { viewport: { value: 'mobile1', isRotated: false } };

/**
 * Each row a stacked item: what says which assembly it is on the first line, when and how big on the second, the
 * file count as a labelled line, the template left out. Still a table of rows to assistive technology, each value
 * named by its column's header; a sortable header stays as a button.
 */
export const PlacedColumns = meta.story({
  globals: PHONE,
  render: () => (
    <DataTable
      caption="Assemblies"
      columns={placedColumns}
      data={assemblies.slice(0, 4)}
      getRowId={(assembly) => assembly.id}
      getRowLabel={(assembly) => `assembly ${assembly.id.slice(0, 12)}`}
      enableRowSelection
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Assemblies' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('columnheader', { name: 'Files' })).toBeInTheDocument();
    const [first] = bodyRows(canvasElement);
    if (!first) throw new Error('No rows');
    await expect(getComputedStyle(first).display).toBe('flex');
    // The template is left out on a phone; the file count is labelled, the label drawn rather than text of the cell.
    await expect(first.cells[7]).not.toBeVisible();
    await expect(first.cells[6]).toHaveAttribute('data-label', 'Files');
    await expect(first.cells[6]).toHaveTextContent(/^\d+$/);
    // Rows stay one tab stop that the arrows move through.
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(bodyRows(canvasElement)[1]).toHaveFocus();
  },
});

/**
 * A table that places none of its columns: its first column leads each item and every other value is a labelled
 * line; the row's action menu ends the first line.
 */
export const DefaultPlacement = meta.story({
  globals: PHONE,
  render: () => (
    <DataTable
      caption="Templates"
      columns={templateColumns}
      data={templates.slice(0, 3)}
      getRowId={(template) => template.id}
      getRowLabel={(template) => template.name}
      rowActions={(template) => [{ label: 'Edit', onSelect: () => onTemplateAction('edit', template.name) }]}
    />
  ),
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: `Actions for ${templates[0]?.name}` });
    await expect(menu).toBeVisible();
    await userEvent.click(menu);
    await expect(await within(document.body).findByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The picture is of the rows, not of the trigger's tooltip.
    menu.blur();
  },
});

/** The same columns at a desktop's width: one line a row, as every table in a window of 640 px or more. */
export const PlacedColumnsWide = meta.story({
  render: () => (
    <DataTable
      caption="Assemblies"
      columns={placedColumns}
      data={assemblies.slice(0, 4)}
      getRowId={(assembly) => assembly.id}
    />
  ),
  play: async ({ canvasElement }) => {
    const [first] = bodyRows(canvasElement);
    await expect(first && getComputedStyle(first).display).toBe('table-row');
  },
});
