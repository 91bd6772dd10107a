import { href, patterns, ThirdPartySection } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { reply, routeOf, withSession } from './credentials-story-helpers';

/** The credentials page's third-party credentials: name, service, bucket or host, last change. */
const meta = preview.meta({
  title: 'Screens/Credentials/ThirdPartySection',
  component: ThirdPartySection,
  parameters: routeOf(href.templateCredentials('acme-media'), patterns.templateCredentials),
  args: { slug: 'acme-media' },
  beforeEach: withSession,
});

/** Acme Media's fourteen credentials, A to Z, ten to a page. */
export const Populated = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    const credentials = await canvas.findByRole('table', { name: 'Third-party credentials' }, reply);
    await within(credentials).findByRole('link', { name: 'archive-bucket' }, reply);
    await expect(canvas.getByText('Showing 1–10 of 14')).toBeVisible();
    await expect(within(credentials).getByRole('link', { name: 'catalog-bucket' })).toHaveAttribute(
      'href',
      // The second credential seeded.
      href.templateCredential('acme-media', 2),
    );
    await expect(canvas.getByRole('link', { name: 'New credential' })).toHaveAttribute(
      'href',
      href.templateCredentialCreate('acme-media'),
    );
  },
});

/** A search that matches nothing offers the whole list back. */
export const SearchNoMatch = meta.story({
  parameters: routeOf(
    `${href.templateCredentials('acme-media')}?cq=dropbox-nope`,
    patterns.templateCredentials,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No credentials match' }, reply)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show all credentials' })).toBeEnabled();
  },
});

/** Deleting a credential that templates name lists them, each a link, and asks for its name to be typed. */
export const DeleteUsedCredential = meta.story({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Third-party credentials' }, reply);
    await within(table).findByRole('link', { name: 'catalog-bucket' }, reply);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for credential catalog-bucket' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete credential “catalog-bucket”?',
    });
    await within(dialog).findByText(/templates name it/, {}, reply);
    await expect(within(dialog).getAllByRole('link').length).toBeGreaterThan(1);
    await expect(within(dialog).getByRole('button', { name: 'Delete anyway' })).toBeDisabled();
  },
});
