import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { regionsInOrder, sharedMeta } from './data-table-shared';

const meta = preview.meta({
  title: 'Patterns/DataTable/Basics',
  ...sharedMeta,
});

export const Playground = meta.story({});

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

export const VisibleCaption = meta.story({ args: { showCaption: true, caption: 'Recent assemblies' } });
