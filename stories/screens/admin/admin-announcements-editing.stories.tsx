import { getCurrentUser, setCsrfToken } from '@console/api';
import { AdminAnnouncementsScreen, href, withBasename } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const reply = { timeout: 5000 };

const meta = preview.meta({
  title: 'Screens/Admin/Announcements editing',
  component: AdminAnnouncementsScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: withBasename(href.adminAnnouncements()),
    path: withBasename(href.adminAnnouncements()),
  },
  async beforeEach() {
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

const page = within(document.body);

/** The table once its rows (not their loading skeleton) are on screen. */
async function table(canvas: HTMLElement) {
  await within(canvas).findByText('Faster video encoding in eu-west-1', {}, reply);
  return within(canvas).getByRole('table', { name: 'Announcements' });
}

async function openMenu(canvas: HTMLElement, title: string) {
  await table(canvas);
  await userEvent.click(within(canvas).getByRole('button', { name: `Actions for announcement ${title}` }));
}

/** Writing a new one: the preview follows every keystroke and shows the Markdown as customers will see it. */
export const WriteWithPreview = meta.story({
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New announcement' }));
    const dialog = await page.findByRole('dialog', { name: 'New announcement' });
    const title = await within(dialog).findByRole('textbox', { name: /Title/ }, reply);
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.type(title, 'Price change');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Text/ }),
      // user-event reads `[` as the start of a key name; `[[` types one.
      'Plans get **cheaper**. See [[pricing](https://transloadit.com/pricing/) or [[this](javascript:alert(1)).',
    );
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    await expect(within(preview).getByText('Price change')).toBeVisible();
    await expect(within(preview).getByText('cheaper').tagName).toBe('STRONG');
    const link = within(preview).getByRole('link', { name: 'pricing' });
    await expect(link).toHaveAttribute('href', 'https://transloadit.com/pricing/');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The unsafe address shows its text, never a link.
    await expect(within(preview).getAllByRole('link')).toHaveLength(1);
  },
});

/** Saving a new one keeps it as a draft at the top of the list. */
export const SaveDraft = meta.story({
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New announcement' }));
    const dialog = await page.findByRole('dialog', { name: 'New announcement' });
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: /Title/ }, reply),
      'Price change',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Text/ }), 'Plans get **cheaper**.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await page.findByText('Draft saved. Publish it when it is ready.')).toBeVisible();
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('Price change'),
    );
  },
});

/** An empty title and text are refused beside their fields, and the first one gets focus. */
export const InvalidInput = meta.story({
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New announcement' }));
    const dialog = await page.findByRole('dialog', { name: 'New announcement' });
    await within(dialog).findByRole('textbox', { name: /Title/ }, reply);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Give the announcement a title\./));
    await expect(within(dialog).getByRole('textbox', { name: /Text/ })).toHaveAccessibleDescription(
      /Write what the announcement says\./,
    );
    await waitFor(() => expect(title).toHaveFocus());
  },
});

/** Editing one opens the editor on its title and text. */
export const Edit = meta.story({
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Scheduled maintenance on the 20th');
    await userEvent.click(await page.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await page.findByRole('dialog', { name: 'Edit announcement' });
    const title = await within(dialog).findByRole('textbox', { name: /Title/ }, reply);
    await expect(title).toHaveValue('Scheduled maintenance on the 20th');
    await userEvent.clear(title);
    await userEvent.type(title, 'Maintenance moved to the 21st');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect(await table(canvasElement)).toHaveTextContent('Maintenance moved to the 21st'),
    );
  },
});

/** Publishing the draft dates it today; unpublishing takes it back. */
export const PublishAndUnpublish = meta.story({
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'ffmpeg v5 stacks retire on March 1');
    await userEvent.click(await page.findByRole('menuitem', { name: 'Publish' }));
    await expect(
      await page.findByText('“ffmpeg v5 stacks retire on March 1” is published: customers see it now.'),
    ).toBeVisible();
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent(
        'PublishedJan 15, 2026',
      ),
    );
    await openMenu(canvasElement, 'ffmpeg v5 stacks retire on March 1');
    await userEvent.click(await page.findByRole('menuitem', { name: 'Unpublish' }));
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('DraftNot yet'),
    );
  },
});

/** Deleting asks first; confirming removes the row. */
export const Delete = meta.story({
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'New: automatic retries for failed imports');
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await page.findByRole('dialog', {
      name: 'Delete “New: automatic retries for failed imports”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete announcement' }));
    await waitFor(async () => expect(within(await table(canvasElement)).getAllByRole('row')).toHaveLength(4));
    await expect(await table(canvasElement)).not.toHaveTextContent('automatic retries');
  },
});
