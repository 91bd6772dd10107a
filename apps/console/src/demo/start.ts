import { configureClient } from '@console/api';
import { clearStoredSession } from '../session';
import type { DemoHandle, DemoScenario } from './types';

const STATE_KEY = 'console-demo-state';
/** `?scenario=admin` on a demo address starts the demo from that scenario. */
const SCENARIO_PARAM = 'scenario';

type Mocks = typeof import('@console/mock-api');
type ScenarioName = import('@console/mock-api').ScenarioName;
type NetworkCondition = import('@console/mock-api').NetworkCondition;
type MockBackend = import('@console/mock-api').MockBackend;

/**
 * What localStorage keeps: the backend's state and the version of its shape, the instant its seed is laid out
 * around, and the scenario it came from.
 */
interface SavedState {
  version: number;
  state: import('@console/mock-api').BackendState;
  seedNow: number;
  scenario: ScenarioName | null;
  network: NetworkCondition;
}

/** Names for the scenario picker; a scenario added to the mock backend later shows under its own name. */
const SCENARIO_LABELS: Partial<Record<string, string>> = {
  loggedOut: 'Logged out',
  memberNoWorkspaces: 'Member without a workspace',
  member: 'Member of two workspaces',
  admin: 'Admin',
  founder: 'Founder',
  impersonating: 'Admin impersonating a member',
  emailUnverified: 'Member with an unverified e-mail address',
  unpaidInvoices: 'Member with unpaid invoices',
  serverDown: 'Server unreachable',
  slow: 'Slow network',
};

const scenarioOf = (name: string): DemoScenario => ({ name, label: SCENARIO_LABELS[name] ?? name });

/**
 * Demo mode: the mock backend runs in this browser behind MSW's service worker, seeded with the demo people (or a
 * named scenario), and its state is kept in localStorage so a reload (or impersonation's reload) keeps the
 * session and data. Loaded only in demo builds, through dynamic imports, so the production console carries none
 * of it.
 */
export async function startDemo(): Promise<DemoHandle> {
  const [mocks, { setupWorker }, { HttpNetworkFrame }] = await Promise.all([
    import('@console/mock-api'),
    import('msw/browser'),
    import('msw/experimental'),
  ]);
  const requested = requestedScenario(mocks);
  const start = requested ? fromScenario(mocks, requested) : (restore(mocks) ?? fromSeed(mocks));
  const { backend } = start;
  // Busy assemblies move on by the real clock here; stories and tests keep the mock's standing one.
  mocks.setAssemblyClock(backend, Date.now);
  const save = () => {
    try {
      const saved: SavedState = {
        version: mocks.BACKEND_STATE_VERSION,
        state: backend.snapshot(),
        seedNow: mocks.seedNowMs(),
        scenario: start.scenario,
        network: start.network,
      };
      localStorage.setItem(STATE_KEY, JSON.stringify(saved));
    } catch {
      // A full storage only means the next reload starts from the seed again.
    }
  };
  save();

  configureClient({ baseUrl: mocks.MOCK_API_BASE_URL });
  const worker = setupWorker(...mocks.createHandlers(backend, { onChange: save, network: start.network }));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    // The page's own files go to the dev server or the static host; any other request without a handler is an
    // error, as in tests and stories, so a call the mock backend lacks fails loudly instead of leaking out.
    onUnhandledFrame({ frame, defaults }) {
      if (
        frame instanceof HttpNetworkFrame &&
        new URL(frame.data.request.url).origin === window.location.origin
      )
        return;
      // MSW 3's defaults.error() only prints; throwing is what fails the request instead of letting it out.
      defaults.error();
      throw new Error('A request the mock backend has no handler for (see the message above).');
    },
  });

  buildIndexWhenIdle(mocks, backend);

  return {
    accounts: Object.values(mocks.DEMO_PEOPLE).map(({ email, name, note }) => ({ email, name, note })),
    password: mocks.DEMO_PASSWORD,
    outbox: () => [...backend.state.outbox].reverse(),
    scenarios: mocks.SCENARIO_NAMES.map(scenarioOf),
    scenario: start.scenario ? scenarioOf(start.scenario) : null,
    loadScenario: (name) => {
      const url = new URL(import.meta.env.BASE_URL, window.location.origin);
      url.searchParams.set(SCENARIO_PARAM, name);
      window.location.assign(url);
    },
    reset: () => {
      localStorage.removeItem(STATE_KEY);
      // Spec §9's stored keys belong to a session the reseeded backend no longer has.
      clearStoredSession();
      window.location.assign(import.meta.env.BASE_URL);
    },
  };
}

/** The user-timing measure of the mock's assembly index, read in DevTools and by scripts/bench-assemblies.ts. */
const ASSEMBLY_INDEX_MEASURE = 'demo: mock assembly index';

/**
 * The mock's index of the seeded histories (100,000 assemblies for Globex) stands in for a server's database
 * index, which a real list never waits for: it is built once the browser is idle after start, so the first list
 * opened does not pay for it (one opened sooner builds it on the spot). Safari has no requestIdleCallback.
 */
function buildIndexWhenIdle(mocks: Mocks, backend: MockBackend): void {
  const build = () => {
    const start = performance.now();
    mocks.buildAssemblyColumns(backend);
    performance.measure(ASSEMBLY_INDEX_MEASURE, { start });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(build, { timeout: 2_000 });
  else setTimeout(build, 500);
}

/**
 * The scenario named in the address, taken out of it so a reload keeps the data as it is by then instead of
 * seeding again. Null when there is none or the name is not a scenario.
 */
function requestedScenario(mocks: Mocks): ScenarioName | null {
  const url = new URL(window.location.href);
  const name = url.searchParams.get(SCENARIO_PARAM);
  if (name === null) return null;
  url.searchParams.delete(SCENARIO_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return mocks.SCENARIO_NAMES.find((scenario) => scenario === name) ?? null;
}

/**
 * A fresh demo's history is laid out around the moment it starts (or is reset), so its newest assemblies are minutes
 * old and its usage is this month's; stories and tests keep the mock's fixed FIXTURE_NOW.
 */
function seedAroundNow(mocks: Mocks): void {
  mocks.setSeedNow(Date.now());
}

function fromScenario(mocks: Mocks, name: ScenarioName) {
  seedAroundNow(mocks);
  const { backend, network } = mocks.createScenario(name);
  // Another person may be logged in now: what the console remembered of the last one must not show.
  clearStoredSession();
  return { backend, network, scenario: name };
}

function fromSeed(mocks: Mocks) {
  seedAroundNow(mocks);
  return { backend: mocks.seedDemo(), network: 'normal' as NetworkCondition, scenario: null };
}

const NETWORK_CONDITIONS: readonly NetworkCondition[] = ['normal', 'down', 'slow'];

/**
 * The backend as the last visit left it, or null to start from the seed: also when the state was saved by a build
 * whose state had another shape (or by one from before states carried a version), which this build's calls
 * would trip over.
 */
function restore(mocks: Mocks) {
  try {
    const saved: Partial<SavedState> | null = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null');
    if (saved?.version !== mocks.BACKEND_STATE_VERSION || !saved.state) return null;
    // Kept from before the seed moved with the demo's start: seeding again gives a history that is recent.
    if (typeof saved.seedNow !== 'number') return null;
    mocks.setSeedNow(saved.seedNow);
    const scenario = mocks.SCENARIO_NAMES.find((name) => name === saved.scenario) ?? null;
    return {
      backend: new mocks.MockBackend(saved.state),
      network: NETWORK_CONDITIONS.find((condition) => condition === saved.network) ?? 'normal',
      scenario,
    };
  } catch {
    return null;
  }
}
