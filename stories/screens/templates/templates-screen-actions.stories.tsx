import { MOCK_API_BASE_URL } from '@console/mock-api';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { loadedTable, names, openDelete, reply, templatesScreenMeta } from './templates-screen-helpers';

/** Deleting and duplicating from a row's menu. */
const meta = preview.meta({ title: 'Screens/Templates/TemplatesScreen/Actions', ...templatesScreenMeta });

/** Delete asks first, naming the template and what deleting it breaks. */
export const DeleteConfirmation = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await expect(dialog).toHaveTextContent('Uploads and API requests that name its id will fail.');
    await expect(within(dialog).getByRole('button', { name: 'Delete template' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
});

/** Confirming deletes it: the row leaves, a toast says so, and focus lands in the search box. */
export const Deleted = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    const page = within(document.body);
    await expect(await page.findByText('Template deleted', {}, reply)).toBeVisible();
    await expect(page.getByText('“encode-hls-ladder” is gone.')).toBeVisible();
    await canvas.findByText('Showing 1–25 of 35', {}, reply);
    await expect(canvas.queryByRole('link', { name: 'encode-hls-ladder' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Search templates' })).toHaveFocus());
  },
});

/** Cancel keeps the template and puts focus back on its actions button. */
export const DeleteCancelled = meta.story({
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Actions for encode-hls-ladder' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('link', { name: 'encode-hls-ladder' })).toBeVisible();
  },
});

/** A refused delete says why in a toast; the template stays. */
export const DeleteFails = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/acme-media/api/templates/:id/delete.json`, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'Templates cannot be deleted during maintenance.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDelete(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    const page = within(document.body);
    await expect(await page.findByText('“encode-hls-ladder” was not deleted', {}, reply)).toBeVisible();
    await expect(page.getByText('Templates cannot be deleted during maintenance.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'encode-hls-ladder' })).toBeVisible();
  },
});

/** Duplicate makes a copy named after the original; as the newest change it tops the list. */
export const Duplicated = meta.story({
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 36');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for encode-hls-ladder' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Duplicate' }));
    const page = within(document.body);
    await expect(await page.findByText('Template duplicated', {}, reply)).toBeVisible();
    await expect(page.getByText('“encode-hls-ladder-copy” is a copy of “encode-hls-ladder”.')).toBeVisible();
    await canvas.findByText('Showing 1–25 of 37', {}, reply);
    await expect(names(table)[0]).toBe('encode-hls-ladder-copy');
  },
});

/** A refused duplicate says why in a toast; the list stays as it was. */
export const DuplicateFails = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/acme-media/api/templates/:id/duplicate.json`, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'Templates cannot be copied during maintenance.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const table = await loadedTable(canvas, 'Showing 1–25 of 36');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for encode-hls-ladder' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Duplicate' }));
    const page = within(document.body);
    await expect(await page.findByText('“encode-hls-ladder” was not duplicated', {}, reply)).toBeVisible();
    await expect(page.getByText('Templates cannot be copied during maintenance.')).toBeVisible();
    await expect(canvas.getByText('Showing 1–25 of 36')).toBeVisible();
    await expect(names(table)).not.toContain('encode-hls-ladder-copy');
  },
});
