import { configureClient } from '@console/api';
import type { DemoHandle } from './types';

const STATE_KEY = 'console-demo-state';

type Mocks = typeof import('@console/api/mocks');

/** What localStorage keeps: the backend's state and the version of its shape. */
interface SavedState {
  version: number;
  state: import('@console/api/mocks').BackendState;
}

/**
 * Demo mode: the mock backend runs in this browser behind MSW's service worker, seeded with the demo people,
 * and its state is kept in localStorage so a reload (or impersonation's reload) keeps the session and data.
 * Loaded only in demo builds, through dynamic imports, so the production console carries none of it.
 */
export async function startDemo(): Promise<DemoHandle> {
  const [mocks, { setupWorker }, { HttpNetworkFrame }] = await Promise.all([
    import('@console/api/mocks'),
    import('msw/browser'),
    import('msw/experimental'),
  ]);
  const backend = restore(mocks) ?? mocks.seedDemo();
  const save = () => {
    try {
      const saved: SavedState = { version: mocks.BACKEND_STATE_VERSION, state: backend.snapshot() };
      localStorage.setItem(STATE_KEY, JSON.stringify(saved));
    } catch {
      // A full storage only means the next reload starts from the seed again.
    }
  };
  save();

  configureClient({ baseUrl: mocks.MOCK_API_BASE_URL });
  const worker = setupWorker(...mocks.createHandlers(backend, { onChange: save }));
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
      defaults.error();
    },
  });

  return {
    accounts: Object.values(mocks.DEMO_PEOPLE).map(({ email, name, note }) => ({ email, name, note })),
    password: mocks.DEMO_PASSWORD,
    outbox: () => [...backend.state.outbox].reverse(),
    reset: () => {
      localStorage.removeItem(STATE_KEY);
      window.location.assign(import.meta.env.BASE_URL);
    },
  };
}

/**
 * The backend as the last visit left it, or null to start from the seed: also when the state was saved by a build
 * whose state had another shape (or by one from before states carried a version), which this build's calls
 * would trip over.
 */
function restore(mocks: Mocks) {
  try {
    const saved: Partial<SavedState> | null = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null');
    if (saved?.version !== mocks.BACKEND_STATE_VERSION || !saved.state) return null;
    return new mocks.MockBackend(saved.state);
  } catch {
    return null;
  }
}
