import { DEMO_PEOPLE } from '@console/mock-api';
import { AccountShell, CreateWorkspaceScreen, href } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers, postNetworkError, postNeverAnswers, recordPosts } from './mock-requests';

const createBodies = fn();

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
const reply = { timeout: 5000 };

const meta = preview.meta({
  title: 'Screens/Account/CreateWorkspaceScreen',
  component: CreateWorkspaceScreen,
  parameters: {
    shell: 'account',
    scenario: 'memberNoWorkspaces',
    route: href.createWorkspace(),
    path: href.createWorkspace(),
  },
  args: { onCreated: fn() },
  beforeEach({ msw }) {
    createBodies.mockClear();
    msw.use(recordPosts('/api/create-new-workspace.json', createBodies));
  },
});

/** The line under the address that shows where the workspace will live. */
const addressPreview = (root: HTMLElement) => within(root).getByText(/Your workspace will be at/);

/** Sam has just signed up and has no workspace: no way back to one, so no Cancel. */
export const FirstWorkspace = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create a workspace' }, reply),
    ).toBeVisible();
    await expect(await canvas.findByLabelText('Workspace name', {}, reply)).toHaveValue('');
    await expect(addressPreview(canvasElement)).toHaveTextContent('…/c/your-address');
    await expect(canvas.queryByRole('link', { name: 'Cancel' })).toBeNull();
  },
});

/** The address follows the name as it is typed, accents folded and punctuation turned into dashes. */
export const LiveSlug = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const name = await canvas.findByLabelText('Workspace name', {}, reply);
    await userEvent.type(name, 'Ørsted Café Films');
    await expect(canvas.getByLabelText('Address')).toHaveValue('orsted-cafe-films');
    await expect(addressPreview(canvasElement)).toHaveTextContent('…/c/orsted-cafe-films');
    await expect(canvas.getByLabelText('Address')).toHaveAccessibleDescription(
      /Your workspace will be at …\/c\/orsted-cafe-films/,
    );
    await expect(canvas.queryByRole('button', { name: 'Reset to suggestion' })).toBeNull();
  },
});

/** Once edited, the address stops following the name; "Reset to suggestion" brings the suggestion back. */
export const EditedSlug = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const name = await canvas.findByLabelText('Workspace name', {}, reply);
    const slug = canvas.getByLabelText('Address');
    await userEvent.type(name, 'River Films');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'river');
    await userEvent.type(name, ' Amsterdam');
    await expect(slug).toHaveValue('river');
    await expect(addressPreview(canvasElement)).toHaveTextContent('…/c/river');

    await userEvent.click(canvas.getByRole('button', { name: 'Reset to suggestion' }));
    await expect(slug).toHaveValue('river-films-amsterdam');
    await expect(slug).toHaveFocus();
    await userEvent.type(name, ' Noord');
    await expect(slug).toHaveValue('river-films-amsterdam-noord');
    await expect(canvas.queryByRole('button', { name: 'Reset to suggestion' })).toBeNull();
  },
});

/** No address at all: the schema's message beside the field before any request, and the caret goes there. */
export const EmptySlug = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create workspace' }, reply));
    const slug = canvas.getByLabelText('Address');
    await expect(slug).toHaveAccessibleDescription(/Choose an address for the workspace\./);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(slug).toHaveFocus());
    await expect(createBodies).not.toHaveBeenCalled();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
});

/** An edited address with characters an address cannot hold is refused before any request. */
export const InvalidSlug = meta.story({
  play: async ({ canvas }) => {
    const slug = await canvas.findByLabelText('Address', {}, reply);
    await userEvent.type(slug, 'Acme Media!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create workspace' }));
    await expect(slug).toHaveAccessibleDescription(
      /Use lower-case letters, digits and single dashes, not at the start or end\./,
    );
    await expect(slug).toHaveValue('Acme Media!');
    await expect(createBodies).not.toHaveBeenCalled();
  },
});

/** Two fields wrong at once, both in view: each says so beside itself, with no summary above a two-field form. */
export const SeveralErrors = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Workspace name', {}, reply), 'x'.repeat(101));
    await userEvent.clear(canvas.getByLabelText('Address'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Workspace name')).toHaveAccessibleDescription(
        /Keep the name to 100 characters or fewer\./,
      ),
    );
    await expect(canvas.getByLabelText('Address')).toHaveAccessibleDescription(
      /Choose an address for the workspace\./,
    );
    await expect(canvas.queryByRole('alert', { name: 'Check the highlighted fields' })).toBeNull();
    await expect(createBodies).not.toHaveBeenCalled();
  },
});

/** Jane already owns acme-media: the server's refusal shows beside the address, and the name is kept. */
export const TakenSlug = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText('Workspace name', {}, reply), 'Acme Media');
    await userEvent.click(canvas.getByRole('button', { name: 'Create workspace' }));
    const slug = canvas.getByLabelText('Address');
    await waitFor(
      () => expect(slug).toHaveAccessibleDescription(/The address “acme-media” is taken\. Try another\./),
      reply,
    );
    await waitFor(() => expect(slug).toHaveFocus());
    await expect(canvas.getByLabelText('Workspace name')).toHaveValue('Acme Media');
    await expect(createBodies).toHaveBeenCalledWith({ slug: 'acme-media', name: 'Acme Media' });
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
});

/** The new workspace exists: the screen hands its slug to the app, which opens it. */
export const Success = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText('Workspace name', {}, reply), 'River Films');
    await userEvent.click(canvas.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith('river-films'), reply);
    await expect(createBodies).toHaveBeenCalledWith({ slug: 'river-films', name: 'River Films' });
  },
});

/** While the server creates it, the button is busy and cannot be pressed twice. */
export const Submitting = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(postNeverAnswers('/api/create-new-workspace.json'));
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Workspace name', {}, reply), 'River Films');
    await userEvent.click(canvas.getByRole('button', { name: 'Create workspace' }));
    const button = canvas.getByRole('button', { name: 'Create workspace' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
});

/** The request never arrives: the spec's network text above the form, and nothing typed is lost. */
export const NetworkFailure = meta.story({
  beforeEach({ msw }) {
    msw.use(postNetworkError('/api/create-new-workspace.json'));
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText('Workspace name', {}, reply), 'River Films');
    await userEvent.click(canvas.getByRole('button', { name: 'Create workspace' }));
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent(
      /Network error while doing a POST request to .*\/api\/create-new-workspace\.json\./,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByLabelText('Workspace name')).toHaveValue('River Films');
    await expect(canvas.getByLabelText('Address')).toHaveValue('river-films');
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
});

/** Jane has workspaces: the account shell lists them, and Cancel leads back to the one she came from. */
export const Member = meta.story({
  parameters: { scenario: 'member' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(nav.getByRole('link', { name: 'Globex Studio' })).toHaveAttribute(
      'href',
      href.workspace('globex-studio'),
    );
    await expect(await canvas.findByRole('link', { name: 'Cancel' }, reply)).toHaveAttribute(
      'href',
      href.workspace('acme-media'),
    );
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
});

const logout = fn();

/** Sam has no workspace: the account shell around the form, whose user menu leads to settings and Log out. */
export const FirstWorkspaceInAccountShell = meta.story({
  // Its own shell, to check the user menu's Log out.
  parameters: { shell: false, layout: 'fullscreen' },
  beforeEach() {
    logout.mockClear();
  },
  render: (args) => (
    <AccountShell
      user={{ name: DEMO_PEOPLE.newcomer.name, email: DEMO_PEOPLE.newcomer.email }}
      onLogout={logout}
    >
      <CreateWorkspaceScreen {...args} />
    </AccountShell>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Workspace name', {}, reply)).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Account' }));
    await expect(nav.getByRole('link', { name: 'Create workspace' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: DEMO_PEOPLE.newcomer.name }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'User settings' })).toHaveAttribute(
      'href',
      href.userSettings(),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await expect(logout).toHaveBeenCalledTimes(1);
  },
});

/** While the account loads, the card shows the form's shape. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers('/user/current.json'));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});

/** The account could not be checked (the server is down): the network text and a way to try again. */
export const LoadError = meta.story({
  parameters: { scenario: 'serverDown' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('We could not check your account');
    await expect(alert).toHaveTextContent(
      /Network error while doing a GET request to .*\/user\/current\.json\./,
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});
