import {
  createHandlers,
  createScenario,
  type MockBackend,
  type MockReply,
  type ScenarioName,
} from '@console/mock-api';
import { getResponse, type RequestHandler } from 'msw';
import type { Page, Route } from 'playwright';
import { inject } from 'vitest';
import { PRODUCTION_API } from './global-setup';

/** The headers of a real API that allows the production console's origin with credentials. */
function corsHeaders(origin = inject('productionOrigin')): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': 'accept, content-type, x-csrf-token',
    'access-control-allow-methods': 'GET, POST',
  };
}

/** Answers a cross-origin call (and its preflight) with a fixed reply. */
export function reply(route: Route, status: number, body: unknown) {
  const headers = corsHeaders();
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
  return route.fulfill({ status, headers, contentType: 'application/json', body: JSON.stringify(body) });
}

/**
 * Plays the production build's API with a scenario of the mock backend, in this process: every call reaches the
 * same handlers stories and demo mode use, so logins, sessions and workspaces behave for real. `overrides` come
 * first, for the one reply a test is about (a distinctive redirect, a refusal); they get the backend so they can
 * let it act and change only its answer. `consoleOrigin` is where the console is served, which the API allows
 * (by default `vite preview`'s). Returns the backend, for reading what a call did (the outbox).
 */
export async function serveScenario(
  page: Page,
  name: ScenarioName,
  overrides: (backend: MockBackend) => RequestHandler[] = () => [],
  consoleOrigin = inject('productionOrigin'),
): Promise<MockBackend> {
  const { backend, network } = createScenario(name);
  const handlers = [...overrides(backend), ...createHandlers(backend, { baseUrl: PRODUCTION_API, network })];
  await page.route(`${PRODUCTION_API}/**`, async (route) => {
    const headers = corsHeaders(consoleOrigin);
    const sent = route.request();
    if (sent.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    const request = new Request(sent.url(), {
      method: sent.method(),
      headers: await sent.allHeaders(),
      body: sent.postData() ?? undefined,
    });
    const response = await getResponse(handlers, request);
    // A handler that never answers keeps the call pending, as a stalled server would.
    if (!response || response.type === 'error') return route.abort('internetdisconnected');
    return route.fulfill({
      status: response.status,
      headers: { ...headers, 'content-type': 'application/json' },
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return backend;
}

/** A reply of the backend (so the call has its real effect) with some of its meta block changed. */
export function withMeta(reply: MockReply, meta: Record<string, unknown>): Response {
  const own = reply.body.meta;
  const base = typeof own === 'object' && own !== null ? own : {};
  return Response.json({ ...reply.body, meta: { ...base, ...meta } }, { status: reply.status });
}
