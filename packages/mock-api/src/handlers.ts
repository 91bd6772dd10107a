import { CSRF_HEADER } from '@console/api';
import {
  delay,
  getResponse,
  HttpHandler,
  HttpResponse,
  http,
  matchRequestUrl,
  type RequestHandler,
} from 'msw';
import type { MockBackend } from './backend';
import type {
  AdminReadAnswer,
  MemberReadAnswer,
  MemberWriteAnswer,
  MockArea,
  MockContext,
  WriteAnswer,
} from './contract';
import type { MockReply } from './reply';

/** Where the mock API lives in tests, stories and demo mode; the client is configured with the same address. */
export const MOCK_API_BASE_URL = 'https://api.console.test';

/** How the mock network behaves around the backend. */
export type NetworkCondition = 'normal' | 'down' | 'slow';

export interface HandlerOptions {
  baseUrl?: string;
  network?: NetworkCondition;
  /** Extra wait per reply on a slow network; SLOW_REPLY_DELAY_MS unless a test wants it shorter. */
  slowDelayMs?: number;
  /** Called after every reply that may have changed the store, so demo mode can save it. */
  onChange?: () => void;
}

/**
 * How long each reply takes in the `slow` scenario. It slows the server, not the connection SWR detects, so the
 * loading timeout in force is the normal one (3000 ms, spec §9): 3.5 s passes it, and leaves every loading state
 * and delayed spinner on screen long enough to look at, while staying far below the request helper's own 30 s
 * timeout, so every call still answers. The 5000 ms timeout of a slow connection does not apply here.
 */
const SLOW_REPLY_DELAY_MS = 3500;

/**
 * Every module under areas/ that exports an `area`, in the order of their file names: an area serves its calls by
 * being there, with no list to add it to. Vite resolves the pattern (the console's demo build, Vitest, Storybook, and
 * the lighthouse and bench scripts through Vite's module runner); the modules without an `area` are the areas'
 * shared parts. The order does not decide which handler answers: dispatch tries the most specific path first.
 */
const AREAS: MockArea[] = Object.values(
  import.meta.glob<{ area?: MockArea }>('./areas/*.ts', { eager: true }),
).flatMap((module) => module.area ?? []);

/** The MSW handlers answering every call of spec §7 and every area's calls, from one MockBackend. */
export function createHandlers(backend: MockBackend, options: HandlerOptions = {}): RequestHandler[] {
  const base = (options.baseUrl ?? MOCK_API_BASE_URL).replace(/\/+$/, '');
  const network = options.network ?? 'normal';
  const slowDelayMs = options.slowDelayMs ?? SLOW_REPLY_DELAY_MS;

  async function send(answer: () => MockReply | Response, changes = false): Promise<Response> {
    if (network === 'down') return HttpResponse.error();
    if (network === 'slow') await delay(slowDelayMs);
    const result = answer();
    if (changes) options.onChange?.();
    if (result instanceof Response) return result;
    return HttpResponse.json(result.body, { status: result.status });
  }

  /** A write: the body and CSRF header go to the backend once the (possibly slow) network has delivered it. */
  const post = (path: string, answer: WriteAnswer) =>
    http.post(`${base}${path}`, async ({ request, params }) => {
      const body = await readBody(request);
      return send(() => answer(body, request.headers.get(CSRF_HEADER), params), true);
    });

  const memberGet = (path: string, answer: MemberReadAnswer) =>
    http.get(`${base}${path}`, ({ request, params }) =>
      send(() =>
        backend.inWorkspace(String(params.slug), undefined, (access) =>
          answer(access, new URL(request.url).searchParams, params),
        ),
      ),
    );

  const memberPost = (path: string, answer: MemberWriteAnswer) =>
    post(path, (body, csrfToken, params) =>
      backend.inWorkspace(String(params.slug), csrfToken, (access) => answer(access, body, params)),
    );

  const adminGet = (path: string, refusal: string, answer: AdminReadAnswer) =>
    http.get(`${base}${path}`, ({ request, params }) =>
      send(() => {
        const access = backend.adminAccess(refusal);
        return 'status' in access ? access : answer(new URL(request.url).searchParams, params);
      }),
    );

  const context: MockContext = { backend, base, send, post, memberGet, memberPost, adminGet };
  return dispatch(
    base,
    AREAS.flatMap((area) => area(context)),
  );
}

/**
 * The areas' API handlers behind one handler that compares method and path first. MSW tries handlers one by one and
 * reads the request's cookies for each (the document's, through the browser, and its own cookie jar) before it looks
 * at the path, so a call answered by the last of some 120 handlers paid some 120 cookie reads: most of the mock's
 * time in a page. Now only the handlers whose method and path match see the request, the most specific path first.
 * Handlers of other hosts (the result files') stay as they are.
 */
function dispatch(base: string, handlers: RequestHandler[]): RequestHandler[] {
  const underBase = (handler: RequestHandler): handler is HttpHandler =>
    handler instanceof HttpHandler &&
    typeof handler.info.path === 'string' &&
    handler.info.path.startsWith(`${base}/`);
  const routes = handlers.filter(underBase);
  const others = handlers.filter((handler) => !underBase(handler));
  const router = http.all(`${base}/*`, ({ request }) => {
    const url = new URL(request.url);
    const matching = routes
      .filter(
        ({ info: { method, path } }) =>
          (method instanceof RegExp ? method.test(request.method) : method === request.method) &&
          typeof path === 'string' &&
          matchRequestUrl(url, path).matches,
      )
      .sort((a, b) => parametersOf(a) - parametersOf(b));
    return matching.length === 0 ? undefined : getResponse(matching, request);
  });
  return [router, ...others];
}

/**
 * How many `:parameters` a handler's path has: of two paths a request matches, the one with fewer names it the more
 * exactly (`/admin/api/invoices.json` is the admin's list, not the invoices of a workspace called `admin`).
 */
const parametersOf = (handler: HttpHandler) => String(handler.info.path).split('/:').length - 1;

/** A body that is not JSON reaches the backend as undefined, which its schema check turns into a clear 400. */
async function readBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
