import { createDataTableColumnHelper, DataTable } from '@console/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

type Template = { id: string; name: string };

const templates: Template[] = ['encode-hls-ladder', 'resize-avatars', 'video-thumbnails', 'pdf-previews'].map(
  (name, index) => ({ id: String(index + 1), name }),
);
const helper = createDataTableColumnHelper<Template>();
const columns = helper.columns([helper.accessor('name', { header: 'Name' })]);

/**
 * The rows of a table are one tab stop, and it follows focus into a row's own controls: after using a row's menu,
 * Shift+Tab out of the table and Tab back in lands on that row. The move is rendered as a transition, after the
 * menu's first frame (issue 33's interactions), so it is waited for rather than read at once.
 */
describe('the rows tab stop', () => {
  it('moves to the row whose menu was used', async () => {
    const onEdit = vi.fn();
    const screen = await render(
      <DataTable
        caption="Templates"
        columns={columns}
        data={templates}
        getRowId={(template) => template.id}
        getRowLabel={(template) => template.name}
        rowActions={(template) => [{ label: 'Edit', onSelect: () => onEdit(template.name) }]}
      />,
    );
    const rowOf = (name: string) => screen.getByRole('row').filter({ hasText: name });
    await expect.element(rowOf('encode-hls-ladder')).toHaveAttribute('tabindex', '0');

    await userEvent.click(screen.getByRole('button', { name: 'Actions for video-thumbnails' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('video-thumbnails');

    await expect.element(rowOf('video-thumbnails')).toHaveAttribute('tabindex', '0');
    await expect.element(rowOf('encode-hls-ladder')).toHaveAttribute('tabindex', '-1');
  });
});
