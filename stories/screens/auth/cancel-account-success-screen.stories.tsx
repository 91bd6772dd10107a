import { CancelAccountSuccessScreen, href } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../../.storybook/preview';

const meta = preview.meta({
  title: 'Screens/Auth/CancelAccountSuccessScreen',
  component: CancelAccountSuccessScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
    scenario: 'loggedOut',
    route: href.cancelAccountSuccess(),
    path: href.cancelAccountSuccess(),
  },
});

/** What cancelling means, and the two ways back: a new account or support. */
export const Default = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your account has been cancelled' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Workspaces you owned stop processing/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', href.signup());
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@transloadit.com',
    );
  },
});

/** A deployment with its own help desk points "Contact support" there. */
export const CustomSupportLink = meta.story({
  args: { supportHref: 'https://support.acme-media.com/new-ticket' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'https://support.acme-media.com/new-ticket',
    );
  },
});
