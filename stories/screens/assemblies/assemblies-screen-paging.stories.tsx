import { href, withBasename } from '@console/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  assembliesScreenMeta,
  hugeReply,
  loadedTable,
  reply,
  rows,
  states,
  withMovableClock,
} from './assemblies-screen-helpers';

/** Paging through any number of assemblies, and rows that change by themselves meanwhile. */
const meta = preview.meta({ title: 'Screens/Assemblies/AssembliesScreen/Paging', ...assembliesScreenMeta });

/** Globex Studio's 100,000 assemblies page on the server: the last of 4,000 pages is one click away. */
export const Huge = meta.story({
  args: { workspace: 'globex-studio' },
  parameters: { route: withBasename(href.assemblies('globex-studio')) },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 100,000', hugeReply);
    await expect(rows(table)).toHaveLength(25);
    await expect(canvas.getByText('Page 1 of 4,000')).toBeVisible();

    const last = canvas.getByRole('button', { name: 'Page 4,000' });
    last.focus();
    await userEvent.keyboard('{Enter}');
    await loadedTable(canvas, 'Showing 99,976–100,000 of 100,000');
    await expect(canvas.getByRole('button', { name: 'Page 4,000' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 4,000' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
});

/** Next, by keyboard: the new page loads and focus stays on the button for the page after. */
export const KeyboardPaging = meta.story({
  play: async ({ canvas }) => {
    await loadedTable(canvas, 'Showing 1–25 of 2,400');
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await loadedTable(canvas, 'Showing 26–50 of 2,400');
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
});

/**
 * Nobody reloads: five minutes later by the service's clock, the running rows have finished by themselves (the
 * list asks again every two seconds while one is running), and it stops saying that some are still running.
 */
export const BusyRowsFinish = meta.story(
  withMovableClock(async (canvas, advance) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 2,400');
    await expect(states(table)[5]).toBe('Executing');
    await expect(states(table)[7]).toBe('Uploading');
    await expect(
      canvas.getByText('5 assemblies on this page are still running; they update by themselves.'),
    ).toBeVisible();

    advance(5 * 60_000);
    await waitFor(() => expect(canvas.queryByText(/still running/)).toBeNull(), reply);
    const finished = states(table);
    await expect(finished.filter((state) => ['Uploading', 'Executing', 'Replaying'].includes(state))).toEqual(
      [],
    );
    await expect(finished.slice(5, 8)).toEqual(['Completed', 'Completed', 'Completed']);
    await expect(canvas.getByText('Showing 1–25 of 2,400')).toBeVisible();
  }),
);
