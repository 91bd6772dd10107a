import { ERROR_PAGE_TEXT } from '@console/api';
import { ErrorScreen, href, WorkspaceShell } from '@console/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const meta = preview.meta({
  title: 'Screens/General/ErrorScreen',
  component: ErrorScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
  },
  args: { onReload: fn() },
  argTypes: { error: { control: false } },
});

/** A thrown Error: its message is shown under the spec's explanation. */
export const WithError = meta.story({
  parameters: { visual: { dark: true } },
  args: {
    error: new Error(
      'Request error for GET https://api2.transloadit.com/acme-media/api/workspace.json: Internal Server Error',
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(canvas.getByText(ERROR_PAGE_TEXT)).toBeVisible();
    await expect(canvas.getByText(/Request error for GET/)).toBeVisible();
  },
});

/** A thrown string is shown as it is. */
export const WithString = meta.story({
  args: { error: 'Invalid workspace data' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid workspace data')).toBeVisible();
  },
});

/** A router error response (an unmatched route, a thrown 404) shows its status and status text. */
export const WithNotFoundResponse = meta.story({
  args: {
    error: {
      status: 404,
      statusText: 'Not Found',
      internal: true,
      data: 'Error: No route matches URL "/acme-media/reports"',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
  },
});

/** Nothing readable was thrown: the page shows the explanation and the actions only. */
export const WithoutMessage = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ERROR_PAGE_TEXT)).toBeVisible();
    await expect(canvas.queryByText('Error message')).toBeNull();
  },
});

/** Markup in a message is text, never HTML. */
export const MessageWithMarkup = meta.story({
  args: { error: new Error('Unexpected token <img src=x onerror=alert(1)> in JSON at position 0') },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
});

/** "Reload page" runs onReload; "Contact support" is a mail link to support. */
export const Actions = meta.story({
  args: { error: new Error('Network error while doing a GET request to /user/current.json.') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:support@transloadit.com',
    );
  },
});

/** Another support address, for deployments with their own help desk. */
export const CustomSupportLink = meta.story({
  args: { supportHref: 'https://support.acme-media.com/new-ticket' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'https://support.acme-media.com/new-ticket',
    );
  },
});

/** Inside a shell the screen is a named region of the shell's main landmark. */
export const EmbeddedInShell = meta.story({
  parameters: { route: href.templates('acme-media') },
  args: { layout: 'embedded', error: new Error('Template list could not be loaded.') },
  render: (args) => (
    <WorkspaceShell
      user={{ name: 'Jane Cooper', email: 'jane.cooper@acme-media.com' }}
      workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
      currentSlug="acme-media"
      onLogout={fn()}
    >
      <ErrorScreen {...args} />
    </WorkspaceShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    const main = within(canvas.getByRole('main'));
    await expect(
      main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    // A named region, so a screen reader's landmark list says what the main area holds.
    await expect(main.getByRole('region', { name: 'Unexpected Application Error!' })).toHaveAttribute(
      'data-slot',
      'error-screen',
    );
  },
});
