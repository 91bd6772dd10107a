import { href, NotFoundScreen, WorkspaceShell } from '@console/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const meta = preview.meta({
  title: 'Screens/General/NotFoundScreen',
  component: NotFoundScreen,
  parameters: {
    shell: false,
    layout: 'fullscreen',
    route: '/acme-media/reports',
    path: '/acme-media/reports',
  },
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  },
});

/** The path that matched nothing is echoed back as code. */
export const WithPath = meta.story({
  parameters: { visual: { dark: true } },
  args: { path: '/acme-media/reports' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('/acme-media/reports')).toBeVisible();
  },
});

/** The way-back link follows the router: clicking it navigates inside the app. */
export const GoHome = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the dashboard' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /');
  },
});

/** Unknown admin paths lead back to the admin dashboard. */
export const AdminArea = meta.story({
  parameters: { route: '/admin/reports', path: '/admin/reports' },
  args: { path: '/admin/reports', homeHref: href.adminDashboard(), homeLabel: 'Go to the admin dashboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to the admin dashboard' })).toHaveAttribute(
      'href',
      href.adminDashboard(),
    );
  },
});

/** The workspace catch-all page, inside the shell's main landmark. */
export const EmbeddedInShell = meta.story({
  args: { layout: 'embedded', path: '/acme-media/reports', homeHref: href.workspace('acme-media') },
  render: (args) => (
    <WorkspaceShell
      user={{ name: 'Jane Cooper', email: 'jane.cooper@acme-media.com' }}
      workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
      currentSlug="acme-media"
      onLogout={fn()}
    >
      <NotFoundScreen {...args} />
    </WorkspaceShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // A named region, so a screen reader's landmark list says what the main area holds.
    await expect(main.getByRole('region', { name: 'Page not found' })).toHaveAttribute(
      'data-slot',
      'not-found-screen',
    );
  },
});
