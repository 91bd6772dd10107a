import { createHandlers, createScenario, MOCK_API_BASE_URL, type MockBackend } from '@console/mock-api';
import { HttpResponse, http } from 'msw';

/**
 * Records the JSON body of every POST to `path`, then lets the request go on to the scenario's backend (a
 * resolver that returns nothing passes the request to the next handler).
 */
export function recordPosts(path: string, record: (body: unknown) => void) {
  return http.post(`${MOCK_API_BASE_URL}${path}`, async ({ request }) => {
    record(await request.clone().json());
  });
}

/** A GET of `path` that never answers, for stories that show the loading state on purpose. */
export function getNeverAnswers(path: string) {
  return http.get(`${MOCK_API_BASE_URL}${path}`, () => new Promise<never>(() => {}));
}

/** A POST to `path` that never answers, for stories that show the busy button on purpose. */
export function postNeverAnswers(path: string) {
  return http.post(`${MOCK_API_BASE_URL}${path}`, () => new Promise<never>(() => {}));
}

/** A POST to `path` that fails as if the network were down. */
export function postNetworkError(path: string) {
  return http.post(`${MOCK_API_BASE_URL}${path}`, () => HttpResponse.error());
}

/** A POST to `path` that the server refuses with its own words, as it does for rules the mock does not model. */
export function postRefused(path: string, message: string) {
  return http.post(`${MOCK_API_BASE_URL}${path}`, () =>
    HttpResponse.json({ meta: { status: 'error', message, redirect: null } }),
  );
}

/**
 * The handlers of Jane's 'member' scenario after `prepare` has acted on its backend as a request would, for a
 * state the seed does not start in (a pending e-mail change). Writes get the session's own CSRF token.
 */
export function memberAfter(prepare: (backend: MockBackend, csrfToken: string | null) => void) {
  const { backend } = createScenario('member');
  prepare(backend, backend.state.session?.csrfToken ?? null);
  return createHandlers(backend);
}
