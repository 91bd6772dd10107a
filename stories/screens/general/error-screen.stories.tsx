import { ERROR_PAGE_TEXT, NetworkError } from '@console/api';
import { ErrorScreen, href, WorkspaceShell } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** A thrown Error: a plain headline, its message under the spec's explanation. */
export const WithError = meta.story({
  parameters: { visual: { dark: true } },
  args: {
    error: new Error(
      'Request error for GET https://api2.transloadit.com/acme-media/api/workspace.json: Internal Server Error',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText(ERROR_PAGE_TEXT)).toBeVisible();
    await expect(canvas.getByText(/Request error for GET/)).toBeVisible();
  },
});

/** Waits for the first try, after spec §9's 5 s; the stories' probe never answers, so the picture holds still. */
async function firstTry(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(canvasElement.querySelector('[data-slot="retry-countdown"]')).toHaveAttribute(
        'data-phase',
        'trying',
      ),
    { timeout: 8_000 },
  );
}

/**
 * The service cannot be reached: a human headline over the spec's text, a retry that runs by itself (here it never
 * gets an answer, so it stands at its first try) and the request's words folded away.
 */
export const Unreachable = meta.story({
  parameters: { visual: { dark: true } },
  args: {
    error: new NetworkError('GET', 'https://api2.transloadit.com/user/current.json'),
    probe: () => new Promise<boolean>(() => {}),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "We can't reach the service" })).toBeVisible();
    await expect(canvas.getByText(ERROR_PAGE_TEXT)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Trying again in 5 seconds.');
    await expect(canvas.getByText(/^Network error while doing a GET request/)).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toBeVisible();
    await firstTry(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Trying again…');
  },
});

/** The technical detail opens on demand: the request that failed, word for word. */
export const UnreachableDetailsOpen = meta.story({
  args: {
    error: new NetworkError('GET', 'https://api2.transloadit.com/acme-media/api/workspace.json'),
    probe: () => new Promise<boolean>(() => {}),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('Technical details'));
    await expect(canvas.getByText(/^Network error while doing a GET request/)).toBeVisible();
    await firstTry(canvasElement);
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
    await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    // A named region, so a screen reader's landmark list says what the main area holds.
    await expect(main.getByRole('region', { name: 'Something went wrong' })).toHaveAttribute(
      'data-slot',
      'error-screen',
    );
  },
});
