import { DEMO_PEOPLE, FIXTURE_NOW } from '@console/mock-api';
import {
  AccountShell,
  AdminShell,
  CopyFeedbackProvider,
  cn,
  href,
  NowProvider,
  type ThemePreference,
  ThemeProvider,
  TimeZoneProvider,
  ToastProvider,
  useTheme,
  WorkspaceShell,
} from '@console/ui';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { SWRConfig } from 'swr';

function themeFrom(value: unknown): ThemePreference {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * The event the visual tests (tests/setup/visual.ts) send to show a story that has played in the other theme, with
 * the theme as its detail: the story keeps its state, as when a person switches the theme in the account menu.
 */
export const STORY_THEME_EVENT = 'console:story-theme';

function StoryThemeSwitch() {
  const { setTheme } = useTheme();
  useEffect(() => {
    const switchTheme = (event: Event) => {
      // At once, so the visual tests find the page in the new theme as the event returns instead of polling for it.
      if (event instanceof CustomEvent) flushSync(() => setTheme(themeFrom(event.detail)));
    };
    window.addEventListener(STORY_THEME_EVENT, switchTheme);
    return () => window.removeEventListener(STORY_THEME_EVENT, switchTheme);
  }, [setTheme]);
  return null;
}

/**
 * Theme from the toolbar global (or a Vitest project's `initialGlobals`). Keyed by theme so switching in the
 * toolbar starts a fresh provider; persistence is off so one story's choice never leaks into the next.
 */
export const withTheme: Decorator = (Story, { globals }) => {
  const theme = themeFrom(globals.theme);
  return (
    <ThemeProvider key={theme} defaultTheme={theme} persist={false}>
      <StoryThemeSwitch />
      <Story />
    </ThemeProvider>
  );
};

/**
 * Fixed clock at the instant every fixture is relative to, so relative times ("3 minutes ago") read the same
 * on every run and in every screenshot. Times are shown in UTC unless a story names the person's zone with
 * `parameters.timeZone` ('Europe/Berlin'), as the console shows them in the zone of the user's settings.
 */
export const withFixedClock: Decorator = (Story, { parameters }) => (
  <NowProvider now={FIXTURE_NOW}>
    <TimeZoneProvider zone={typeof parameters.timeZone === 'string' ? parameters.timeZone : 'UTC'}>
      <Story />
    </TimeZoneProvider>
  </NowProvider>
);

/** A fresh SWR cache per story, no deduping and no retries, so stories never share or re-fetch data. */
export const withFreshSwrCache: Decorator = (Story, { id }) => (
  <SWRConfig key={id} value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
    <Story />
  </SWRConfig>
);

/**
 * The toast region every screen expects above it. Toasts stay until dismissed (a story's own nested provider
 * can set durations), so a screenshot never races a toast's timer.
 */
export const withToasts: Decorator = (Story) => (
  <ToastProvider duration={Number.POSITIVE_INFINITY}>
    <Story />
  </ToastProvider>
);

/**
 * "Copied" stays on copy buttons until the next copy (a story can nest its own provider to test the reset), so a
 * screenshot taken after a copy never races the two-second reset.
 */
export const withCopyFeedback: Decorator = (Story) => (
  <CopyFeedbackProvider duration={Number.POSITIVE_INFINITY}>
    <Story />
  </CopyFeedbackProvider>
);

const StorySlot = createContext<ReactNode>(null);

/** Reads the story from context rather than from the route table, so arg changes re-render it. */
function RoutedStory() {
  return use(StorySlot);
}

/** Shown when a story navigates away from `parameters.path`; play functions can assert where it went. */
function NavigatedAway() {
  const location = useLocation();
  return (
    <p role="status" className="text-sm text-fg-muted">
      Navigated to <code className="break-all">{`${location.pathname}${location.search}`}</code>
    </p>
  );
}

function StoryRouter({ route, path }: { route: string; path: string | undefined }) {
  const [router] = useState(() =>
    createMemoryRouter(
      path
        ? [
            { path, element: <RoutedStory /> },
            { path: '*', element: <NavigatedAway /> },
          ]
        : [{ path: '*', element: <RoutedStory /> }],
      { initialEntries: [route] },
    ),
  );
  return <RouterProvider router={router} />;
}

/**
 * A memory router per story: `parameters.route` is the initial URL, `parameters.path` the route pattern the
 * story is mounted on, so connected screens get their params (`{ route: '/c/acme/templates', path: '/c/:slug/templates' }`).
 */
export const withRouter: Decorator = (Story, { id, parameters }) => {
  const route = typeof parameters.route === 'string' ? parameters.route : '/';
  const path = typeof parameters.path === 'string' ? parameters.path : undefined;
  return (
    <StorySlot value={<Story />}>
      <StoryRouter key={`${id}:${route}:${path ?? ''}`} route={route} path={path} />
    </StorySlot>
  );
};

/** The shells a screen story can be shown in, as the console frames its pages; `false` for none. */
export type StoryShell = 'workspace' | 'account' | 'admin' | false;

/**
 * The shell a story renders in. Every screen story (id `screens-…`) is shown inside the workspace shell, the frame
 * most pages have, so stories and their baselines see a screen with the room customers have beside the sidebar;
 * a screen added later is framed without any change here. A story file picks another with `parameters.shell`:
 * `'admin'` or `'account'` for pages of those areas, `false` for pages without a shell (sign-in, the error page)
 * and for stories that render a shell themselves. Other stories have none.
 */
export function storyShell({ id, parameters }: Pick<StoryContext, 'id' | 'parameters'>): StoryShell {
  const { shell } = parameters;
  if (shell === 'workspace' || shell === 'account' || shell === 'admin' || shell === false) return shell;
  return id.startsWith('screens-') ? 'workspace' : false;
}

const noop = () => {};

/** The workspaces Jane (the `member` scenario) belongs to. */
const JANES_WORKSPACES = [
  { slug: 'acme-media', name: 'Acme Media' },
  { slug: 'globex-studio', name: 'Globex Studio' },
];

/** The workspace shell around a story, on the workspace of the story's route (Acme Media when it has none). */
function StoryWorkspaceShell({ children }: { children: ReactNode }) {
  const { slug = 'acme-media' } = useParams();
  const person = DEMO_PEOPLE.member;
  return (
    <WorkspaceShell
      user={{ name: person.name, email: person.email }}
      workspaces={JANES_WORKSPACES}
      currentSlug={slug}
      onLogout={noop}
    >
      {children}
    </WorkspaceShell>
  );
}

/** Frames a screen story in the shell the console shows its page in (see storyShell). */
export const withScreenShell: Decorator = (Story, context) => {
  const shell = storyShell(context);
  if (shell === 'workspace')
    return (
      <StoryWorkspaceShell>
        <Story />
      </StoryWorkspaceShell>
    );
  if (shell === 'admin')
    return (
      <AdminShell user={{ name: DEMO_PEOPLE.admin.name, email: DEMO_PEOPLE.admin.email }} onLogout={noop}>
        <Story />
      </AdminShell>
    );
  if (shell === 'account') {
    // Jane's account pages list her workspaces in the shell's nav; anyone else's are Sam's, who has none yet.
    const jane = context.parameters.scenario === 'member';
    const person = jane ? DEMO_PEOPLE.member : DEMO_PEOPLE.newcomer;
    return (
      <AccountShell
        user={{ name: person.name, email: person.email }}
        workspaces={jane ? JANES_WORKSPACES : []}
        onLogout={noop}
        homeHref={href.index()}
      >
        <Story />
      </AccountShell>
    );
  }
  return <Story />;
};

/**
 * The story's canvas: page background and text colour of the theme, plus the layout Storybook's
 * `parameters.layout` asks for. It is done here, not by Storybook's own body classes, because the headless
 * test runner has no such classes and screenshots must match what designers see.
 */
export const withCanvas: Decorator = (Story, context) => {
  const { parameters, viewMode } = context;
  // A shell fills the page, as in the console.
  const layout =
    storyShell(context) !== false
      ? 'fullscreen'
      : parameters.layout === 'fullscreen' || parameters.layout === 'centered'
        ? parameters.layout
        : 'padded';
  return (
    <div
      data-story-canvas=""
      className={cn(
        // A query container as the shells' main area is, so a pattern shown on its own lays out by its room too.
        'bg-bg font-sans text-fg @container',
        layout === 'padded' && 'p-6',
        layout === 'centered' && 'flex items-center justify-center p-6',
        // A docs page stacks many stories; only a story on its own fills the viewport to centre in it.
        layout === 'centered' && viewMode !== 'docs' && 'min-h-screen',
      )}
    >
      <Story />
    </div>
  );
};
