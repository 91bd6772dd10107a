import { AdminAssemblyScreen, href, patterns, withBasename } from '@console/ui';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

/** The scenario lays out the 50,000 workspaces in the browser first: a few seconds on a busy machine. */
const FLEET = { timeout: 20_000 };
/** Acme Media's newest assembly, still running at the stories' clock. */
const NEWEST = '2b08a8897a033ca7db65e67f541fbf74';
const assemblyRoute = (id: string) => ({
  route: withBasename(href.adminAssembly(id)),
  path: withBasename(patterns.adminAssembly),
});

const meta = preview.meta({
  title: 'Screens/Admin/Assembly',
  component: AdminAssemblyScreen,
  parameters: { shell: 'admin', scenario: 'admin', ...assemblyRoute(NEWEST) },
  args: { id: NEWEST },
});

/** One assembly as its workspace's page shows it, with its workspace's admin page a click away. */
export const Populated = meta.story({
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    const workspace = await main.findByRole('link', { name: 'Acme Media' }, FLEET);
    await expect(workspace).toHaveAttribute('href', href.adminWorkspace('acme-media'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(NEWEST);
    await expect(main.getByRole('link', { name: 'Assemblies' })).toHaveAttribute(
      'href',
      href.adminAssemblies(),
    );
  },
});

/** No workspace has an assembly with this id. */
export const NotFound = meta.story({
  parameters: assemblyRoute('0'.repeat(32)),
  args: { id: '0'.repeat(32) },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByRole('link', { name: 'Show all assemblies' }, FLEET)).toHaveAttribute(
      'href',
      href.adminAssemblies(),
    );
  },
});
