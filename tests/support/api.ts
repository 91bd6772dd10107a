import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { getCurrentUser } from '../../packages/api/src';
import { RequestError } from '../../packages/api/src/errors';
import * as reporting from '../../packages/api/src/reporting';
import {
  createHandlers,
  createScenario,
  type MockBackend,
  type ScenarioName,
  setAssemblyClock,
} from '../../packages/mock-api/src';
import { setupMockServer } from './msw';

export interface ApiTestOptions {
  /** Silences console warnings too, for files that send invalid bodies on purpose (the helper warns first). */
  quietWarnings?: boolean;
  /** The clock of every scenario's assemblies, read on each call, so a test moves time by changing what it returns. */
  clock?: () => number;
}

/**
 * The mock API for a file of call tests: one MSW server, and in every test the error reporter watched and the
 * console's expected error logs silenced. Returns the server and the helpers that install scenarios on it.
 */
export function setupApiTests(options: ApiTestOptions = {}) {
  const server = setupMockServer();
  let report: MockInstance<typeof reporting.reportError> | undefined;

  beforeEach(() => {
    report = vi.spyOn(reporting, 'reportError');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    if (options.quietWarnings) vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The running test's spy on `reportError`. */
  function reports(): MockInstance<typeof reporting.reportError> {
    if (!report) throw new Error('The reporter is watched inside tests only');
    return report;
  }

  /** Replies always match their schemas: a schema-mismatch report would mean the mock and the schema drifted. */
  function expectNoSchemaReports() {
    const mismatches = reports().mock.calls.filter(([error]) => String(error).includes('Schema mismatch'));
    expect(mismatches).toEqual([]);
  }

  /** Installs a scenario's handlers and returns its backend, so a test can look at the store afterwards. */
  function scenario(name: ScenarioName): MockBackend {
    const { backend, network } = createScenario(name);
    if (options.clock) setAssemblyClock(backend, options.clock);
    server.use(...createHandlers(backend, { network, slowDelayMs: 50 }));
    return backend;
  }

  /**
   * A scenario as the console starts it (Jane's session unless told otherwise): with a session, the current
   * user is read first, which hands the client the session's CSRF token, so writes go through.
   */
  async function startScenario(name: ScenarioName = 'member'): Promise<MockBackend> {
    const backend = scenario(name);
    if (backend.state.session) await getCurrentUser();
    return backend;
  }

  return { server, reports, expectNoSchemaReports, scenario, startScenario };
}

/** The failed call's error, which must be a RequestError. */
export async function requestError(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

/** The failed call's HTTP status and the server's words. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  const { status, serverMessage } = await requestError(call);
  return { status, message: serverMessage };
}

/** The server's words from a failed call. */
export async function serverMessage(call: Promise<unknown>): Promise<string> {
  return (await requestError(call)).serverMessage;
}
