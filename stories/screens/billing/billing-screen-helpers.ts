import { getCurrentUser, setCsrfToken } from '@console/api';
import {
  accountOf,
  createHandlers,
  createScenario,
  type MockBackend,
  type ScenarioName,
} from '@console/mock-api';
import { BillingScreen, href, patterns, withBasename } from '@console/ui';
import type { RequestHandler } from 'msw';

/** The billing screen of a workspace, routed as the console routes it. */
export const billingScreenMeta = (slug = 'acme-media') => ({
  component: BillingScreen,
  parameters: { route: withBasename(href.billing(slug)), path: withBasename(patterns.billing) },
  args: { workspace: slug },
  // The app loads the current user (and with it the CSRF token writes need) before any workspace page.
  async beforeEach() {
    // A story of a server that is down gets its failure on screen, not here.
    await getCurrentUser().catch(() => null);
    return () => setCsrfToken(null);
  },
});

/** Puts `handlers` in place and reads the current user from them, as the app would, for their CSRF token. */
export async function installHandlers(
  msw: { use: (...handlers: RequestHandler[]) => void },
  handlers: RequestHandler[],
) {
  msw.use(...handlers);
  await getCurrentUser();
}

/** A scenario's handlers after `prepare` has put its backend in a state the seed does not start in. */
export function scenarioAfter(name: ScenarioName, prepare: (backend: MockBackend) => void) {
  const { backend, network } = createScenario(name);
  prepare(backend);
  return createHandlers(backend, { network });
}

/** The billing account of the workspace at `slug` in `backend`. */
export function billingAccount(backend: MockBackend, slug: string) {
  const workspace = backend.state.workspaces.find((candidate) => candidate.slug === slug);
  if (!workspace) throw new Error(`The demo seed has no workspace ${slug}`);
  return accountOf(backend, workspace);
}
