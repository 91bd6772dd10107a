import type { Country, Workspace, WorkspaceAction } from '@console/api';
import {
  CancelWorkspaceInputSchema,
  planLimits,
  vatIdProblem,
  WORKSPACE_SETTINGS_MESSAGES,
  WorkspaceBillingInputSchema,
  WorkspaceGeneralInputSchema,
  WorkspaceLimitsInputSchema,
  WorkspaceProcessingInputSchema,
} from '@console/api';
import { http } from 'msw';
import type { z } from 'zod/mini';
import type { MockBackend } from '../backend';
import type { WorkspaceAccess } from '../backend-state';
import type { MockArea } from '../contract';
import { buildCountry } from '../factories/country';
import { buildPlan } from '../factories/plan';
import { failure, type MockReply, ok } from '../reply';
import { membersOf, refusedFor, stamp } from './workspace-roles';

/*
 * A workspace's settings: its plan, the country list, one write per section of the settings page (owners and
 * admins), and cancelling it (owners). The workspace rows are the backend's own, so demo mode keeps the changes.
 */

/** How many countries the factory's catalogue has. */
const COUNTRY_COUNT = 8;

/** Every country, by name: the catalogue the factories draw from, as the server's table would hold it. */
export function countries(): Country[] {
  return Array.from({ length: COUNTRY_COUNT }, (_, index) => buildCountry({}, index + 1)).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
}

const countryById = (id: number | null) => (id === null ? undefined : countries().find((c) => c.id === id));

/** Empty texts are stored as null, as the server keeps an unset field. */
const orNull = (text: string) => (text === '' ? null : text);

/** The first issue of a bad body, named by its field. */
function badBody(issues: readonly z.core.$ZodIssue[]): MockReply {
  const issue = issues[0];
  const field = issue?.path[0];
  return failure(400, issue?.message ?? 'Check the settings.', typeof field === 'string' ? field : undefined);
}

type Write = (access: WorkspaceAccess, workspace: Workspace, body: unknown) => MockReply;

/** A settings write: the caller's role first, then the body, then the section's own rules. */
function settingsWrite(backend: MockBackend, action: WorkspaceAction, write: Write) {
  return (access: WorkspaceAccess, body: unknown): MockReply => {
    const refused = refusedFor(backend, access, action);
    if (refused) return refused;
    return write(access, access.workspace, body);
  };
}

const saved = (backend: MockBackend, workspace: Workspace, section: string): MockReply => {
  workspace.modified = stamp(backend);
  return ok({ workspace }, `${section} saved.`);
};

/** A write whose body `schema` reads (a 400 naming the field otherwise), then the section's own rules. */
function parsed<Schema extends z.ZodMiniType>(
  schema: Schema,
  write: (workspace: Workspace, input: z.output<Schema>) => MockReply,
): Write {
  return (_access, workspace, body) => {
    const input = schema.safeParse(body);
    return input.success ? write(workspace, input.data) : badBody(input.error.issues);
  };
}

const general = (backend: MockBackend): Write =>
  parsed(WorkspaceGeneralInputSchema, (workspace, input) => {
    const { name, email, company, country_id, linkback_url } = input;
    if (country_id !== null && !countryById(country_id)) {
      return failure(400, WORKSPACE_SETTINGS_MESSAGES.countryUnknown, 'country_id');
    }
    // The billing address follows the workspace's when the workspace asked for that.
    if (workspace.change_billing_email_too && email !== workspace.email) workspace.billing_email = email;
    Object.assign(workspace, {
      name,
      email,
      company: orNull(company),
      country_id,
      linkback_url: orNull(linkback_url),
    });
    // Memberships carry the workspace's name for the switcher.
    for (const membership of backend.state.memberships) {
      if (membership.account_id === workspace.id) membership.workspace.name = name;
    }
    return saved(backend, workspace, 'General settings');
  });

const processing = (backend: MockBackend): Write =>
  parsed(WorkspaceProcessingInputSchema, (workspace, input) => {
    Object.assign(workspace, input);
    return saved(backend, workspace, 'Processing settings');
  });

const limits = (backend: MockBackend): Write =>
  parsed(WorkspaceLimitsInputSchema, (workspace, input) => {
    const allowed = planLimits(buildPlan({}, workspace.plan_id));
    for (const field of ['assembly_rate_limit', 'concurrent_assembly_rate_limit'] as const) {
      const wanted = input[field];
      if (wanted !== null && wanted > allowed[field]) {
        return failure(400, WORKSPACE_SETTINGS_MESSAGES.limitAbovePlan(allowed[field]), field);
      }
    }
    Object.assign(workspace, input);
    return saved(backend, workspace, 'Limits');
  });

const billing = (backend: MockBackend): Write =>
  parsed(WorkspaceBillingInputSchema, (workspace, input) => {
    const { country_id, vat_id, change_billing_email_too } = input;
    const country = countryById(country_id);
    if (country_id !== null && !country) {
      return failure(400, WORKSPACE_SETTINGS_MESSAGES.countryUnknown, 'country_id');
    }
    const vatProblem = vatIdProblem(vat_id, country);
    if (vatProblem) return failure(400, vatProblem, 'vat_id');
    Object.assign(workspace, {
      billing_email: orNull(input.billing_email),
      change_billing_email_too,
      address_1: orNull(input.address_1),
      address_2: orNull(input.address_2),
      zip: orNull(input.zip),
      city: orNull(input.city),
      state: orNull(input.state),
      country_id,
      vat_id: orNull(vat_id.replaceAll(/[\s.-]/g, '').toUpperCase()),
    });
    return saved(backend, workspace, 'Billing details');
  });

/**
 * Cancelling ends the workspace and every membership of it, withdraws its invitations, and moves the session
 * to the person's next workspace; the reply's redirect is the console's home, which finds that workspace.
 */
const cancel = (backend: MockBackend): Write =>
  parsed(CancelWorkspaceInputSchema, (workspace, input) => {
    if (input.confirm.trim() !== workspace.slug) {
      return failure(400, WORKSPACE_SETTINGS_MESSAGES.confirmMismatch(workspace.slug), 'confirm');
    }
    const now = stamp(backend);
    for (const membership of membersOf(backend, workspace)) membership.deleted = now;
    backend.state.invitations = backend.state.invitations.filter((i) => i.account_id !== workspace.id);
    Object.assign(workspace, {
      cancelled: true,
      cancel_reason: input.reason,
      deleted: now,
      modified: now,
    });
    moveSessionOff(backend, workspace);
    return ok({}, `“${workspace.name}” is cancelled.`, '/c/dashboard');
  });

/** After the session's person loses a workspace, the session's active one is the next they still have. */
export function moveSessionOff(backend: MockBackend, workspace: Workspace): void {
  const session = backend.state.session;
  if (!session || session.activeSlug !== workspace.slug) return;
  const next = backend.state.memberships.find((m) => m.user_id === session.userId && m.deleted === null);
  session.activeSlug = next?.workspace.slug ?? null;
}

/** The settings' calls; every one needs a member of the workspace (or an admin), writes also the CSRF token. */
export const area: MockArea = ({ backend, base, send, post, memberGet }) => {
  const writes: [string, WorkspaceAction, Write][] = [
    ['/:slug/api/settings/general.json', 'editSettings', general(backend)],
    ['/:slug/api/settings/processing.json', 'editSettings', processing(backend)],
    ['/:slug/api/settings/limits.json', 'editSettings', limits(backend)],
    ['/:slug/api/settings/billing-details.json', 'editSettings', billing(backend)],
    ['/:slug/api/cancel-workspace.json', 'cancelWorkspace', cancel(backend)],
  ];
  return [
    // The country table is the same for everyone, logged in or not.
    http.get(`${base}/api/countries.json`, () => send(() => ok({ countries: countries() }))),
    memberGet('/:slug/api/plan.json', (access) => ok({ plan: buildPlan({}, access.workspace.plan_id) })),
    ...writes.map(([path, action, write]) =>
      post(path, (body, csrfToken, params) =>
        backend.inWorkspace(String(params.slug), csrfToken, (access) =>
          settingsWrite(backend, action, write)(access, body),
        ),
      ),
    ),
  ];
};
