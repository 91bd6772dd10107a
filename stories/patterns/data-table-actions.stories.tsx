import { Button, DataTable } from '@console/ui';
import { Copy, Pencil, Trash } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import {
  authKeyColumns,
  authKeys,
  bodyRows,
  onRevoke,
  onTemplateAction,
  sharedMeta,
  templateColumns,
  templates,
} from './data-table-shared';

const meta = preview.meta({
  title: 'Patterns/DataTable/Actions',
  ...sharedMeta,
});

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
