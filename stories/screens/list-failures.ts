import { MOCK_API_BASE_URL } from '@console/mock-api';
import { HttpResponse, http, type RequestHandler } from 'msw';
import type { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
type MswUse = { msw: { use: (...handlers: RequestHandler[]) => void } };

/** The server's refusal in its own words, as a list call answers while the service is unavailable. */
function unavailable(message: string) {
  return HttpResponse.json({ meta: { status: 'error', message } }, { status: 503 });
}

/**
 * A story whose list call (GET `path`) answers until the play function says the service has gone away; from then
 * on every request to it fails with `message`. Made afresh for each run of the story.
 */
export function withOutage(
  path: string,
  message: string,
  play: (canvas: Canvas, goAway: () => void) => Promise<void>,
) {
  let away = false;
  return {
    beforeEach({ msw }: MswUse) {
      away = false;
      msw.use(http.get(`${MOCK_API_BASE_URL}${path}`, () => (away ? unavailable(message) : undefined)));
    },
    play: async ({ canvas }: { canvas: Canvas }) =>
      play(canvas, () => {
        away = true;
      }),
  };
}

/**
 * The first request for page `page` of the list call GET `path` fails with `message`; every other request, and
 * asking again for that page, reaches the backend. Call it in `beforeEach`, so each run starts failing afresh.
 */
export function pageFailsOnce(path: string, page: number, message: string) {
  let failed = false;
  return http.get(`${MOCK_API_BASE_URL}${path}`, ({ request }) => {
    if (failed || new URL(request.url).searchParams.get('page') !== String(page)) return undefined;
    failed = true;
    return unavailable(message);
  });
}

/** Requests for page `page` of the list call GET `path` never answer: the next page stays on its way. */
export function pageNeverAnswers(path: string, page: number) {
  return http.get(`${MOCK_API_BASE_URL}${path}`, ({ request }) =>
    new URL(request.url).searchParams.get('page') === String(page) ? new Promise<never>(() => {}) : undefined,
  );
}
