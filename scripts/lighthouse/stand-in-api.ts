// Loaded by run.ts through Vite's module runner (the mock backend is TypeScript with extensionless imports, which
// Node's own type stripping does not resolve).
import { createHandlers, createScenario, type ScenarioName } from '@console/mock-api';
import { getResponse } from 'msw';

export type { ScenarioName };

/** Answers one HTTP request, or null when no handler knows its address. */
export type StandInApi = (request: Request) => Promise<Response | null>;

/**
 * The API both apps call from their own origin: the mock backend's handlers over a fresh scenario (`member` is
 * Jane signed in, with Acme Media; `loggedOut` nobody). Replies are the schema-checked ones stories, demo mode and
 * the end-to-end tests use, with no network delay of the mock's own.
 */
export function createStandInApi(scenario: ScenarioName, origin: string): StandInApi {
  const { backend } = createScenario(scenario);
  const handlers = createHandlers(backend, { baseUrl: origin, network: 'normal' });
  return async (request) => {
    const response = await getResponse(handlers, request);
    return response && response.type !== 'error' ? response : null;
  };
}
