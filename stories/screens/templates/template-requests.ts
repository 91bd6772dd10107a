import { MOCK_API_BASE_URL } from '@console/mock-api';
import { HttpResponse, http } from 'msw';

/** The first GET of `path` fails with a 503 and the server's own words; later ones reach the backend. */
export function getUnavailableOnce(path: string, message: string) {
  return http.get(
    `${MOCK_API_BASE_URL}${path}`,
    () => HttpResponse.json({ meta: { status: 'error', message } }, { status: 503 }),
    { once: true },
  );
}
