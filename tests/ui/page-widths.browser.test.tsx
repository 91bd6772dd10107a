import { configureClient } from '@console/api';
import {
  assemblyIdFor,
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
} from '@console/mock-api';
import {
  AccountShell,
  AdminShell,
  AdminWorkspacesScreen,
  AssembliesScreen,
  AssemblyScreen,
  NowProvider,
  TemplateNewScreen,
  TemplatesScreen,
  ToastProvider,
  UserSettingsScreen,
  WorkspaceSettingsScreen,
  WorkspaceShell,
} from '@console/ui';
import { getResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

const user = { name: 'Jane Cooper', email: 'jane@example.com' };
const REM = 16;

/** Answers fetch from the scenario's mock backend in-process. */
function serve(scenario: 'member' | 'admin') {
  configureClient({ baseUrl: MOCK_API_BASE_URL });
  const { backend, network } = createScenario(scenario);
  const handlers = createHandlers(backend, { network });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await getResponse(handlers, new Request(input, init));
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
}

type Shell = 'workspace' | 'account' | 'admin';

function inShell(shell: Shell, children: ReactNode) {
  if (shell === 'account') {
    return (
      <AccountShell user={user} onLogout={() => {}}>
        {children}
      </AccountShell>
    );
  }
  if (shell === 'admin') {
    return (
      <AdminShell user={user} onLogout={() => {}}>
        {children}
      </AdminShell>
    );
  }
  return (
    <WorkspaceShell
      user={user}
      workspaces={[{ slug: 'acme-media', name: 'Acme Media' }]}
      currentSlug="acme-media"
      onLogout={() => {}}
    >
      {children}
    </WorkspaceShell>
  );
}

/** The screen's page frame, in its shell at the given window width: its kind, left edge and width. */
async function frameOf({ shell, path, screen }: Screen, width: number) {
  await page.viewport(width, 900);
  const router = createMemoryRouter([{ path: '*', element: inShell(shell, screen()) }], {
    initialEntries: [path],
  });
  const rendered = await render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <NowProvider now={FIXTURE_NOW}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </NowProvider>
    </SWRConfig>,
  );
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  const frame = document.querySelector<HTMLElement>('main [data-page-kind]');
  const main = document.querySelector<HTMLElement>('main');
  if (!frame || !main) throw new Error('No page frame in main');
  const box = frame.getBoundingClientRect();
  const style = getComputedStyle(main);
  const content = {
    left: main.getBoundingClientRect().left + Number.parseFloat(style.paddingLeft),
    width: main.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
  };
  const measured = { kind: frame.dataset.pageKind, left: box.left, width: box.width, content };
  rendered.unmount();
  return measured;
}

type Screen = { shell: Shell; path: string; screen: () => ReactNode };

const screens: Record<string, Screen> = {
  assemblies: {
    shell: 'workspace',
    path: '/c/acme-media/assemblies',
    screen: () => <AssembliesScreen workspace="acme-media" />,
  },
  templates: {
    shell: 'workspace',
    path: '/c/acme-media/templates',
    screen: () => <TemplatesScreen workspace="acme-media" />,
  },
  assembly: {
    shell: 'workspace',
    path: '/c/acme-media/assemblies/x',
    screen: () => <AssemblyScreen workspace="acme-media" id={assemblyIdFor(1, 40)} />,
  },
  'admin workspaces': {
    shell: 'admin',
    path: '/c/admin/workspaces',
    screen: () => <AdminWorkspacesScreen />,
  },
  'new template': {
    shell: 'workspace',
    path: '/c/acme-media/templates/new',
    screen: () => <TemplateNewScreen workspace="acme-media" />,
  },
  'workspace settings': {
    shell: 'workspace',
    path: '/c/acme-media/settings',
    screen: () => <WorkspaceSettingsScreen workspace="acme-media" onCancelled={() => {}} />,
  },
  'user settings': {
    shell: 'account',
    path: '/c/user/settings',
    screen: () => <UserSettingsScreen onAccountCancelled={() => {}} />,
  },
};

function screenNamed(name: string): Screen {
  const screen = screens[name];
  if (!screen) throw new Error(`No screen ${name}`);
  return screen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page widths follow the kind of page', () => {
  it.each([
    ['assemblies', 'list'],
    ['templates', 'list'],
    ['assembly', 'detail'],
    ['admin workspaces', 'list'],
  ])(
    '%s, a %s page, fills the room the shell leaves at 1440 and stops at 90rem at 1920',
    async (name, kind) => {
      const screen = screenNamed(name);
      serve(screen.shell === 'admin' ? 'admin' : 'member');
      const laptop = await frameOf(screen, 1440);
      expect(laptop.kind).toBe(kind);
      expect(laptop.left).toBeCloseTo(laptop.content.left, 0);
      expect(laptop.width).toBeCloseTo(laptop.content.width, 0);
      const wide = await frameOf(screen, 1920);
      expect(wide.left).toBeCloseTo(wide.content.left, 0);
      expect(wide.width).toBeCloseTo(Math.min(90 * REM, wide.content.width), 0);
    },
  );

  it.each(['new template', 'workspace settings', 'user settings'])(
    '%s, a form, is a 48rem column on the left edge of a list page, at 1440 and 1920',
    async (name) => {
      serve('member');
      for (const width of [1440, 1920]) {
        const form = await frameOf(screenNamed(name), width);
        const listFrame = await frameOf(screenNamed('templates'), width);
        expect(form.kind).toBe('form');
        expect(form.width).toBeCloseTo(48 * REM, 0);
        expect(form.left).toBeCloseTo(form.content.left, 0);
        // The same left edge as a list page's header, in a shell with a sidebar of the same width.
        expect(form.left).toBeCloseTo(listFrame.left, 0);
        expect(form.width).toBeLessThan(listFrame.width);
      }
    },
  );
});
