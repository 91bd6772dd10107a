// Loaded by run.ts through Vite's module runner (the mock backend is TypeScript with extensionless imports, which
// Node's own type stripping does not resolve).
import {
  assemblyIdFor,
  createHandlers,
  createScenario,
  presetTemplateId,
  type ScenarioName,
} from '@console/mock-api';
import { getResponse } from 'msw';

export type { ScenarioName };

/** Answers one HTTP request, or null when no handler knows its address. */
export type StandInApi = (request: Request) => Promise<Response | null>;

/** Acme Media, Jane's active workspace in the mock backend's seed. */
export const WORKSPACE = 'acme-media';

/**
 * The API both apps call from their own origin: the mock backend's handlers over a fresh scenario (`member` is
 * Jane signed in, with Acme Media; `loggedOut` nobody; `admin` Ada, an admin). Replies are the schema-checked ones
 * stories, demo mode and the end-to-end tests use, with no network delay of the mock's own.
 */
export function createStandInApi(scenario: ScenarioName, origin: string): StandInApi {
  const { backend } = createScenario(scenario);
  const handlers = createHandlers(backend, { baseUrl: origin, network: 'normal' });
  return async (request) => {
    const response = await getResponse(handlers, request);
    return response && response.type !== 'error' ? response : null;
  };
}

/**
 * The parameters of the pages that show one thing (a template, an assembly, an API key, an invoice, a workspace in
 * the admin area), by route id: the first of each in Acme Media in the seed every scenario starts from.
 */
export function sampleParams(): Record<string, Record<string, string>> {
  const { backend } = createScenario('member');
  const acme = backend.state.workspaces.find((workspace) => workspace.slug === WORKSPACE);
  const key = backend.state.authKeys.find((stored) => stored.key.workspace_id === acme?.id)?.key;
  const invoice = backend.state.billing.invoices.find((item) => item.account_id === acme?.id);
  const found = (what: string, value: string | number | undefined) => {
    if (value === undefined) throw new Error(`the seed has no ${what} in ${WORKSPACE}`);
    return String(value);
  };
  const invoiceId = found('invoice', invoice?.id);
  return {
    template: { id: presetTemplateId(1) },
    assembly: { id: assemblyIdFor(Number(found('workspace', acme?.id)), 2) },
    authKeyEdit: { credentialId: found('API key', key?.id) },
    invoice: { invoiceId },
    adminWorkspace: { adminWorkspace: WORKSPACE },
    adminWorkspaceUsage: { adminWorkspace: WORKSPACE },
    adminInvoice: { invoiceId },
  };
}
