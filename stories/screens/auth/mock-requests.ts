import { MOCK_API_BASE_URL } from '@console/mock-api';
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

/** A POST to `path` that never answers, for stories that show the busy state on purpose. */
export function postNeverAnswers(path: string) {
  return http.post(`${MOCK_API_BASE_URL}${path}`, () => new Promise<never>(() => {}));
}

/** A POST to `path` that fails as if the network were down. */
export function postNetworkError(path: string) {
  return http.post(`${MOCK_API_BASE_URL}${path}`, () => HttpResponse.error());
}
