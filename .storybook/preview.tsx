import '../packages/ui/src/styles/index.css';
import { configureClient } from '@console/api';
import { handlersFor, MOCK_API_BASE_URL, SCENARIO_NAMES, type ScenarioName } from '@console/mock-api';
import { preloadShellPopups, turnOnWebFonts } from '@console/ui';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { HttpNetworkFrame } from 'msw/experimental';
import addonMsw from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import {
  withCanvas,
  withCopyFeedback,
  withFixedClock,
  withFreshSwrCache,
  withRouter,
  withScreenShell,
  withTheme,
  withToasts,
} from './decorators';

// Designers review transitions in Storybook, so motion stays on there. Under Vitest (whose mode is "test": the
// story and visual projects, and "Run tests" in Storybook's sidebar) and in Chromatic's snapshots, animations and
// transitions end at once, so every story settles in one frame and no screenshot catches one halfway.
if (import.meta.env.MODE === 'test' || /Chromatic/.test(navigator.userAgent)) {
  document.documentElement.setAttribute('data-motion', 'off');
}

// A play function's findBy and waitFor give up after one second by default. A connected screen loads its page's
// chunks from the dev server and its data from the mock backend, which on a busy two-core CI machine (two browser
// projects at once) took longer than that: the dashboard's title failed to appear in time in both themes of one run.
// The static Storybook is no faster on a designer's laptop or under the end-to-end test that plays its stories, so
// the longer wait holds everywhere. A story that works waits no longer for this; one that is broken fails after
// five seconds instead of one.
configure({ asyncUtilTimeout: 5_000 });

// The console asks for its web fonts only once its first page has painted; a story is reviewed in them from the start.
turnOnWebFonts();

// Connected screens call the mock backend's address; MSW answers there with the story's scenario.
configureClient({ baseUrl: MOCK_API_BASE_URL });

function scenarioFrom(value: unknown): ScenarioName {
  if (value === undefined) return 'member';
  const scenario = SCENARIO_NAMES.find((name) => name === value);
  if (!scenario)
    throw new Error(`Unknown parameters.scenario ${String(value)}; pick one of ${SCENARIO_NAMES.join(', ')}`);
  return scenario;
}

/** Requests of the dev server, Storybook and Vitest themselves; everything else must have a mock handler. */
function isToolingRequest(request: Request): boolean {
  const { origin, pathname } = new URL(request.url);
  // MSW counts any .json path as a static asset, and every API path ends in .json.
  if (origin === new URL(MOCK_API_BASE_URL).origin) return false;
  if (isCommonAssetRequest(request)) return true;
  if (origin !== window.location.origin) return false;
  return /^\/(@|node_modules\/|__vitest|sb-|virtual:|src\/|packages\/|stories\/|\.storybook\/)|\.(stories\.)?[cm]?[jt]sx?$|iframe\.html$/.test(
    pathname,
  );
}

/** A missing handler fails the story loudly (docs/architecture.md): no request reaches a real network. */
async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      if (frame instanceof HttpNetworkFrame && isToolingRequest(frame.data.request)) return;
      // MSW 3's defaults.error() only prints; throwing is what fails the request instead of letting it out.
      defaults.error();
      throw new Error('A request the mock backend has no handler for (see the message above).');
    },
  });
  return worker;
}

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw(startMockWorker)],
  tags: ['autodocs'],
  // Decorators run innermost first: a screen's shell sits in the canvas, inside the toasts, copy feedback, clock,
  // SWR cache, router and theme.
  decorators: [
    withScreenShell,
    withCanvas,
    withToasts,
    withCopyFeedback,
    withFixedClock,
    withFreshSwrCache,
    withRouter,
    withTheme,
  ],
  // Each story gets a freshly seeded mock backend: `parameters.scenario` names it ('member' by default). The shells'
  // menus and tooltips come after a page's first paint in the console; a story is reviewed with them from the start.
  async beforeEach({ msw, parameters }) {
    msw.use(...handlersFor(scenarioFrom(parameters.scenario)));
    await preloadShellPopups();
  },
  globalTypes: {
    theme: {
      description: 'Colour theme of the console',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // Designers land on the introduction, then the tokens; the code follows from the smallest piece up.
    options: {
      storySort: {
        order: ['Introduction', 'Design tokens', 'Primitives', 'Patterns', 'Layouts', 'Screens'],
      },
    },
    a11y: {
      test: 'error',
      // Under Vitest a story fails on violations alone, and every result axe returns rides along to the test
      // report: with the passing nodes listed, some 650 KB for a screen, hundreds of megabytes over a run.
      // Designers in Storybook's accessibility panel keep the full lists.
      ...(import.meta.env.MODE === 'test' && { options: { resultTypes: ['violations'] } }),
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
});
