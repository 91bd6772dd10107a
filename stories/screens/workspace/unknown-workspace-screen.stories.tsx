import { AdminShell, href, UnknownWorkspaceScreen } from '@console/ui';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';

const meta = preview.meta({
  title: 'Screens/Workspace/UnknownWorkspaceScreen',
  component: UnknownWorkspaceScreen,
  parameters: { route: href.workspace('acme-meda'), path: href.workspace('acme-meda') },
  args: { slug: 'acme-meda', homeHref: href.adminDashboard(), homeLabel: 'Back to the admin dashboard' },
});

/** An admin opened /c/acme-meda: the slug is echoed, and the way back leads to the admin dashboard. */
export const Playground = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Workspace not found' })).toBeVisible();
    await expect(canvas.getByText('acme-meda')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the admin dashboard' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /admin/dashboard');
  },
});

/** As the console shows it: inside the admin shell, since the admin has no workspace to be in. */
export const InAdminShell = meta.story({
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <AdminShell
      user={{ name: 'Ada Lindqvist', email: 'ada@example.com' }}
      pages={['performance', 'bi']}
      onLogout={fn()}
    >
      <UnknownWorkspaceScreen {...args} />
    </AdminShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('main')).toHaveTextContent(/No workspace called acme-meda exists\./);
  },
});
