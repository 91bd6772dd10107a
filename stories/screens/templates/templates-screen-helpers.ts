import { getCurrentUser, setCsrfToken } from '@console/api';
import { presetTemplateId } from '@console/mock-api';
import { href, patterns, TemplatesScreen, withBasename } from '@console/ui';
import { userEvent, within } from 'storybook/test';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
export const reply = { timeout: 5000 };

export const ENCODE_HLS_LADDER = presetTemplateId(1);

export const MIGRATING = 'The template store is being migrated. Try again shortly.';

/** The names in the table, top to bottom. */
export function names(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

export async function loadedTable(canvas: ReturnType<typeof within>, summary: RegExp | string) {
  await canvas.findByText(summary, {}, reply);
  return canvas.getByRole('table', { name: 'Templates' });
}

export async function openDelete(canvas: ReturnType<typeof within>) {
  await loadedTable(canvas, 'Showing 1–25 of 36');
  await userEvent.click(canvas.getByRole('button', { name: 'Actions for encode-hls-ladder' }));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
  return within(document.body).findByRole('dialog', { name: 'Delete template “encode-hls-ladder”?' });
}

/** What every story file of the screen shares: the component, its route and its arguments. */
export const templatesScreenMeta = {
  component: TemplatesScreen,
  parameters: { route: withBasename(href.templates('acme-media')), path: withBasename(patterns.templates) },
  args: { workspace: 'acme-media' },
  // The app loads the current user (and with it the CSRF token writes need) before any workspace page.
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
};
