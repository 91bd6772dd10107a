import '@console/ui/styles.css';
import { adoptEarlyRequests, configureClient, initErrorReporting, startEarlyRequest } from '@console/api';
import { LazyErrorScreen, turnOnWebFonts } from '@console/ui';
import { setNonce } from 'get-nonce';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import type { DemoHandle } from './demo/types';

// The production build's policy allows injected <style> elements only with its nonce (docs/content-security-policy.md);
// Radix's scroll lock takes it from here. Without it the lock's <style> is refused and the page scrolls under a dialog.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (styleNonce) setNonce(styleNonce);

// The page frames turn the web fonts on once a page has painted (useWebFonts); a screen drawn without one (an
// error, an onboarding step) gets them a little after the load instead.
const WEB_FONTS_AT_THE_LATEST_MS = 3000;
window.addEventListener('load', () => window.setTimeout(turnOnWebFonts, WEB_FONTS_AT_THE_LATEST_MS), {
  once: true,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start() {
  configureClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '' });
  void initErrorReporting({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    environment: import.meta.env.MODE,
    release: import.meta.env.VITE_RELEASE,
  });
  let demo: DemoHandle | null = null;
  // MODE is a build-time constant: in a production build this branch and the demo chunk disappear.
  if (import.meta.env.MODE === 'demo') {
    const { startDemo } = await import('./demo/start');
    demo = await startDemo();
  }
  // The production index.html sends the first page's reads itself (route-preloads.ts); the demo's names them, and
  // they go from here, after its mock backend is in charge, which answers these too.
  const sent = window.__consoleEarlyReads;
  if (sent) adoptEarlyRequests(sent);
  else for (const path of window.__consoleFirstReads ?? []) startEarlyRequest(path);
  // A transition, so React renders the first page in slices that yield to the browser (a slow phone's main thread
  // is not blocked for the whole first render); the markup's product mark stays until the page replaces it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App demo={demo} />
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  console.error(error);
  root.render(
    <Suspense fallback={null}>
      <LazyErrorScreen error={error} />
    </Suspense>,
  );
});
