import { MOCK_API_BASE_URL } from '@console/mock-api';
import { AdminAssembliesScreen, href, withBasename } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import preview from '../../../.storybook/preview';

const listUrl = `${MOCK_API_BASE_URL}/admin/api/assemblies.json`;
/** The scenario lays out the 50,000 workspaces in the browser first: a few seconds on a busy machine. */
const FLEET = { timeout: 20_000 };
const route = (search = '') => withBasename(`${href.adminAssemblies()}${search}`);

const meta = preview.meta({
  title: 'Screens/Admin/Assemblies',
  component: AdminAssembliesScreen,
  parameters: {
    shell: 'admin',
    scenario: 'admin',
    route: route(),
    path: withBasename(href.adminAssemblies()),
  },
});

/** The table's body rows once a page is there. */
async function assemblyRows(canvasElement: HTMLElement) {
  const main = within(within(canvasElement).getByRole('main'));
  const table = await main.findByRole('table', { name: 'Assemblies' }, FLEET);
  await within(table).findAllByRole('link', { name: /^[0-9a-f]{8}/ }, FLEET);
  return within(table).getAllByRole('row').slice(1);
}

/** Ada's first page: the newest assemblies of every workspace, each with its workspace. */
export const NewestFirst = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvasElement }) => {
    const rows = await assemblyRows(canvasElement);
    await expect(rows).toHaveLength(25);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole('link', { name: 'Acme Media' })).toHaveAttribute(
      'href',
      href.adminWorkspace('acme-media'),
    );
    await expect(first.getByRole('link', { name: /^2b08a889/ })).toHaveAttribute(
      'href',
      href.adminAssembly('2b08a8897a033ca7db65e67f541fbf74'),
    );
  },
});

/** Filters from a link: Acme's failed assemblies in eu-west-1. */
export const Filtered = meta.story({
  parameters: { route: route('?workspace=acme&region=eu-west-1&state=failed') },
  play: async ({ canvasElement }) => {
    const rows = await assemblyRows(canvasElement);
    const main = within(within(canvasElement).getByRole('main'));
    for (const row of rows) {
      await expect(within(row).getByRole('link', { name: 'Acme Media' })).toBeVisible();
      await expect(within(row).getByText('eu-west-1')).toBeVisible();
    }
    await expect(main.getByRole('combobox', { name: 'Region' })).toHaveTextContent('eu-west-1');
    await expect(main.getByRole('searchbox', { name: 'Workspace' })).toHaveValue('acme');
  },
});

/** No workspace's slug has this in it: said, with one way back to every assembly (the filter bar offers none). */
export const NoMatches = meta.story({
  parameters: { route: route('?workspace=no-such-workspace') },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(await main.findByText('No assemblies match these filters', {}, FLEET)).toBeVisible();
    await expect(main.getAllByRole('button', { name: /^Clear/ }).map((button) => button.textContent)).toEqual(
      ['Clear filters'],
    );
  },
});

/** Waiting for the first page. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(http.get(listUrl, () => new Promise<never>(() => {})));
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('main')).getByText('Loading the assemblies')).toBeInTheDocument();
  },
});

/** The list fails to answer: the server's words and a retry, the filters still usable. */
export const ServerError = meta.story({
  parameters: { visual: { dark: true } },
  beforeEach({ msw }) {
    msw.use(
      http.get(listUrl, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The assembly index is being rebuilt.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await within(canvas.getByRole('main')).findByRole('alert');
    await expect(alert).toHaveTextContent('The assemblies could not be loaded');
    await expect(alert).toHaveTextContent('The assembly index is being rebuilt.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** Someone without the admin role (the app's guard normally sends them away): the server's refusal. */
export const NotAnAdmin = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    await expect(await within(canvas.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Only admins can see every workspace’s assemblies.',
    );
  },
});
