import {
  getCurrentUser,
  ONBOARDING_FILE_TYPE_INFO,
  type OnboardingFileType,
  setCsrfToken,
} from '@console/api';
import {
  addTemplate,
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  setAssemblyClock,
  startUpload,
} from '@console/mock-api';
import { href, type OnboardingQuery, patterns, withBasename } from '@console/ui';
import type { RequestHandler } from 'msw';

/** Sam's workspace, created just now: it has no assemblies, so it is the one the first run is for. */
export const SLUG = 'northwind-labs';

/** How long to wait for the mock server's answer; CI machines run many browsers at once. */
export const reply = { timeout: 8000 };

export type OnboardingSetup = {
  /** A template made from this kind's first starter (or `starter`), as step two would have. */
  template?: { type: OnboardingFileType; starter?: string };
  /** A file uploaded `startedMsAgo` before FIXTURE_NOW, where the backend's clock stands still. */
  upload?: { name: string; mime: string; bytes: Uint8Array; startedMsAgo: number };
};

/**
 * Sam ('memberNoWorkspaces') with Northwind Labs created, and optionally a template and an upload in it, seeded
 * straight into the store. Deterministic: the same setup always gives the same ids, so a story can put them in
 * its route before its backend is built again for the run.
 */
export function onboardingBackend(setup: OnboardingSetup = {}) {
  const { backend } = createScenario('memberNoWorkspaces');
  const fixtureNow = Date.parse(FIXTURE_NOW);
  let now = fixtureNow;
  setAssemblyClock(backend, () => now);
  const token = backend.state.session?.csrfToken ?? null;
  backend.createWorkspace({ slug: SLUG, name: 'Northwind Labs' }, token);
  const workspace = backend.state.workspaces.find((candidate) => candidate.slug === SLUG);
  if (!workspace) throw new Error('Northwind Labs was not created');
  const query: OnboardingQuery = {};
  if (setup.template) {
    const starters = ONBOARDING_FILE_TYPE_INFO[setup.template.type].starters;
    const starter = starters.find((entry) => entry.id === setup.template?.starter) ?? starters[0];
    if (!starter) throw new Error('No starter');
    const template = addTemplate(backend, workspace, {
      name: starter.suggestedName,
      json: starter.json,
      require_signature_auth: false,
      transcoding_result_expiry: '1day',
      assembly_status_expiry: '30days',
    });
    Object.assign(query, { type: setup.template.type, starter: starter.id, template: template.id });
    if (setup.upload) {
      now = fixtureNow - setup.upload.startedMsAgo;
      const started = startUpload(backend, template, {
        ...setup.upload,
        size: setup.upload.bytes.length,
      });
      now = fixtureNow;
      query.assembly = started.id;
    }
  }
  return { backend, query, handlers: createHandlers(backend) };
}

/** The address of a step with what the setup made. */
export function routeOf(step: 'file-type' | 'setting-up' | 'processing', query: OnboardingQuery) {
  const builders = {
    'file-type': [href.onboardingFileType, patterns.onboardingFileType],
    'setting-up': [href.onboardingSettingUp, patterns.onboardingSettingUp],
    processing: [href.onboardingProcessing, patterns.onboardingProcessing],
  } as const;
  const [build, pattern] = builders[step];
  return { route: withBasename(build(SLUG, query)), path: withBasename(pattern) };
}

/**
 * A story on its own seeded backend: its route holds what the setup made, and the current user is read from the
 * backend, so writes carry its CSRF token.
 */
export function onboardingStory(
  step: 'file-type' | 'setting-up' | 'processing',
  setup: OnboardingSetup = {},
  extra: { query?: OnboardingQuery; handlers?: () => RequestHandler[] } = {},
) {
  const { query } = onboardingBackend(setup);
  return {
    parameters: routeOf(step, { ...query, ...extra.query }),
    async beforeEach({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) {
      const { handlers } = onboardingBackend(setup);
      // First listed, first asked: a story's own handlers go before the backend's.
      msw.use(...(extra.handlers?.() ?? []), ...handlers);
      await getCurrentUser();
      return () => setCsrfToken(null);
    },
  };
}

/** Bytes that start like a PNG, as a small "photo" for the file picker. */
export const PNG_BYTES = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array(2040).fill(7),
]);
