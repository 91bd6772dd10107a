import { createWorkspace } from '@console/api';
import { CredentialsScreen, href, patterns } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers } from '../account/mock-requests';
import { reply, routeOf, withSession } from './credentials-story-helpers';

/** The credentials page as a whole: its two sections load side by side; each section's states have stories of their own. */
const meta = preview.meta({
  title: 'Screens/Credentials/CredentialsScreen',
  component: CredentialsScreen,
  parameters: routeOf(href.templateCredentials('acme-media'), patterns.templateCredentials),
  args: { workspace: 'acme-media' },
  beforeEach: withSession,
});

/** Waiting for both lists: skeleton rows, each region busy. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(
      getNeverAnswers('/acme-media/api/auth-keys.json'),
      getNeverAnswers('/acme-media/api/credentials.json'),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the auth keys')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the credentials')).toBeInTheDocument();
  },
});

/** A brand-new workspace has neither: each section leads to creating its first one. */
export const Empty = meta.story({
  args: { workspace: 'northwind-labs' },
  parameters: {
    scenario: 'memberNoWorkspaces',
    ...routeOf(href.templateCredentials('northwind-labs'), patterns.templateCredentials),
  },
  async beforeEach() {
    await createWorkspace({ slug: 'northwind-labs', name: 'Northwind Labs' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No auth keys yet' }, reply)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'No third-party credentials yet' }, reply),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first auth key' })).toHaveAttribute(
      'href',
      href.authKeyCreate('northwind-labs'),
    );
    await expect(canvas.getByRole('link', { name: 'Add your first credential' })).toHaveAttribute(
      'href',
      href.templateCredentialCreate('northwind-labs'),
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
});
