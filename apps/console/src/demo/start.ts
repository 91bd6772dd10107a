import { configureClient } from '@console/api';
import type { DemoHandle } from './types';

const STATE_KEY = 'console-demo-state';

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
      localStorage.setItem(STATE_KEY, JSON.stringify(backend.snapshot()));
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

function restore(mocks: typeof import('@console/api/mocks')) {
  try {
    const saved = localStorage.getItem(STATE_KEY);
    return saved ? new mocks.MockBackend(JSON.parse(saved)) : null;
  } catch {
    return null;
  }
}
