import { href, UnknownWorkspaceScreen } from '@console/ui';
import { expect, userEvent } from 'storybook/test';
import preview from '../../../.storybook/preview';

const meta = preview.meta({
  title: 'Screens/Workspace/UnknownWorkspaceScreen',
  component: UnknownWorkspaceScreen,
  parameters: {
    shell: 'admin',
    route: href.workspace('acme-meda'),
    path: href.workspace('acme-meda'),
  },
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
