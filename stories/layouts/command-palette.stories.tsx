import { assemblyIdFor } from '@console/mock-api';
import { CommandPalette, href } from '@console/ui';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { expectActive, groupsOf, palette, paletteData, TEMPLATES_CALL } from './command-palette-helpers';

/**
 * Ctrl+K / ⌘K anywhere in a shell: jump to a page, a workspace, a template (searched by the templates call) or an
 * assembly by its id. Mounted on its own path, so choosing a result shows where it went.
 */
const meta = preview.meta({
  title: 'Layouts/CommandPalette',
  component: CommandPalette,
  args: { open: true, onOpenChange: fn(), ...paletteData },
  parameters: { route: href.assemblies('acme-media'), path: href.assemblies('acme-media') },
});

/** Just opened: the input has focus, every page, workspace and action is listed, the first one active. */
export const Open = meta.story({
  play: async () => {
    const { dialog, input } = await palette();
    await expect(input).toHaveFocus();
    await expect(groupsOf(dialog)).toEqual({
      Pages: [
        'Dashboard',
        'AssembliesProcessing',
        'CollaboratorsManage',
        'SettingsManage',
        'User settings',
        'Create workspace',
      ],
      Workspaces: ['Acme MediaCurrent workspace', 'Globex Studio'],
      Actions: ['New template', 'Invite people', 'Create auth key', 'Switch to dark theme'],
    });
    await expectActive(input, 'Dashboard');
  },
});

/** Typing narrows pages and workspaces and searches the workspace's templates; results come by group. */
export const ResultsByGroup = meta.story({
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, 'o');
    await waitFor(
      () => expect(Object.keys(groupsOf(dialog))).toEqual(['Pages', 'Workspaces', 'Actions', 'Templates']),
      { timeout: 5000 },
    );
    const groups = groupsOf(dialog);
    await expect(groups.Pages).toEqual(['Dashboard', 'CollaboratorsManage', 'Create workspace']);
    await expect(groups.Workspaces).toEqual(['Globex Studio']);
    await expect(groups.Actions).toEqual(['Invite people', 'Switch to dark theme']);
    await expect(groups.Templates?.length).toBe(5);
    await expectActive(input, 'Dashboard');
  },
});

/** Arrows move through every group and wrap; Enter opens the active result. */
export const KeyboardChoosesATemplate = meta.story({
  play: async ({ canvas }) => {
    const { dialog, input } = await palette();
    await userEvent.type(input, 'documents-to');
    await waitFor(() => expect(groupsOf(dialog).Templates?.[0]).toMatch(/^documents-to-pdf/), {
      timeout: 5000,
    });
    await expectActive(input, /^documents-to-pdf/);
    await userEvent.keyboard('{ArrowUp}');
    await expectActive(input, /^documents-to-pdf/);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const option = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    const id = option?.lastElementChild?.textContent ?? '';
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(href.template('acme-media', id))).toBeVisible();
  },
});

/** A typed assembly id opens that assembly of the workspace on screen. */
export const AssemblyId = meta.story({
  play: async ({ canvas }) => {
    const { dialog, input } = await palette();
    const id = 'A46F2165EFAE376A760BA668EF921E0C';
    await userEvent.type(input, id);
    await expect(groupsOf(dialog)).toEqual({ Assembly: [`Open assembly ${id.toLowerCase()}`] });
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(href.assembly('acme-media', id.toLowerCase()))).toBeVisible();
  },
});

/** The start of an assembly id, as copied from a log, finds the assemblies whose id begins with it. */
export const AssemblyIdStart = meta.story({
  play: async ({ canvas }) => {
    const { dialog, input } = await palette();
    const id = assemblyIdFor(1, 2);
    await userEvent.type(input, id.slice(0, 6).toUpperCase());
    await waitFor(() => expect(groupsOf(dialog).Assemblies?.some((name) => name.endsWith(id))).toBe(true), {
      timeout: 5000,
    });
    for (const name of groupsOf(dialog).Assemblies ?? [])
      await expect(name).toMatch(new RegExp(`${id.slice(0, 6)}`));
    while (
      !document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent?.endsWith(id)
    ) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(href.assembly('acme-media', id))).toBeVisible();
  },
});

/** Actions are found by their words: "new tem" offers a new template, and Enter opens its page. */
export const NewTemplateAction = meta.story({
  play: async ({ canvas }) => {
    const { dialog, input } = await palette();
    await userEvent.type(input, 'new tem');
    await expect(groupsOf(dialog).Actions).toEqual(['New template']);
    await expectActive(input, 'New template');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(href.templateNew('acme-media'))).toBeVisible();
  },
});

/** "Invite people" opens the team page with the invitation dialog; "Create auth key" the new key's page. */
export const InviteAndAuthKeyActions = meta.story({
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, 'invite');
    await expect(groupsOf(dialog).Actions).toEqual(['Invite people']);
    await userEvent.clear(input);
    await userEvent.type(input, 'auth key');
    await expect(groupsOf(dialog).Actions).toEqual(['Create auth key']);
  },
});

/** "switch" lists the workspaces to switch to and the other theme; choosing the theme applies it at once. */
export const SwitchWorkspaceOrTheme = meta.story({
  play: async () => {
    const { dialog, input } = await palette();
    await userEvent.type(input, 'switch');
    await expect(groupsOf(dialog)).toEqual({
      Workspaces: ['Acme MediaCurrent workspace', 'Globex Studio'],
      Actions: ['Switch to dark theme'],
    });
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
  },
});

/** Nothing matches: one line says so. */
export const NoResults = meta.story({
  play: async () => {
    const { dialog, input, scope } = await palette();
    await userEvent.type(input, 'zzqx');
    await expect(await scope.findByText('Nothing matches “zzqx”.', {}, { timeout: 5000 })).toBeVisible();
    await expect(groupsOf(dialog)).toEqual({});
    await expect(input).not.toHaveAttribute('aria-activedescendant');
  },
});

/** While the templates call is on its way, pages that match show at once and the search says it is running. */
export const Loading = meta.story({
  beforeEach({ msw }) {
    msw.use(http.get(TEMPLATES_CALL, () => delay('infinite')));
  },
  play: async () => {
    const { dialog, input, scope } = await palette();
    await userEvent.type(input, 'set');
    await expect(scope.getByText('Searching…')).toBeVisible();
    await expect(groupsOf(dialog)).toEqual({ Pages: ['SettingsManage', 'User settings'] });
    await expect(scope.queryByText(/Nothing matches/)).toBeNull();
  },
});

/** The templates call fails: the palette says so with the server's words; pages still match. */
export const SearchFailed = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.get(TEMPLATES_CALL, () =>
        HttpResponse.json(
          { meta: { status: 'error', message: 'The template index is being rebuilt. Try again shortly.' } },
          { status: 503 },
        ),
      ),
    );
  },
  play: async () => {
    const { dialog, input, scope } = await palette();
    await userEvent.type(input, 'set');
    await expect(
      await scope.findByText(
        'The search failed: The template index is being rebuilt. Try again shortly.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await expect(groupsOf(dialog)).toEqual({ Pages: ['SettingsManage', 'User settings'] });
  },
});
