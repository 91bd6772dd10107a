import { describe, expect, it } from 'vitest';
import {
  cancelWorkspace,
  getCurrentUser,
  getWorkspace,
  getWorkspacePlan,
  listCountries,
  planLimits,
  updateWorkspaceBilling,
  updateWorkspaceGeneral,
  updateWorkspaceLimits,
  updateWorkspaceProcessing,
  vatIdProblem,
  WORKSPACE_ROLE_MESSAGES,
  WORKSPACE_SETTINGS_MESSAGES,
  type Workspace,
  type WorkspaceBillingInput,
  type WorkspaceGeneralInput,
} from '../../packages/api/src';
import { buildCountry, DEMO_PEOPLE, type MockBackend } from '../../packages/mock-api/src';
import { requestError, setupApiTests } from '../support/api';

const { startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

const ACME = 'acme-media';
const INITECH = 'initech-video';

/** Starts the member scenario, then signs in as another demo person (the client takes their CSRF token). */
async function as(email: string): Promise<MockBackend> {
  const backend = await startScenario('member');
  const user = backend.state.users.find((u) => u.user.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  backend.startSession(user.user.id);
  await getCurrentUser();
  return backend;
}

const general = (
  workspace: Workspace,
  changes: Partial<WorkspaceGeneralInput> = {},
): WorkspaceGeneralInput => ({
  name: workspace.name,
  email: workspace.email,
  company: workspace.company ?? '',
  country_id: workspace.country_id,
  linkback_url: workspace.linkback_url ?? '',
  ...changes,
});

const billing = (changes: Partial<WorkspaceBillingInput> = {}): WorkspaceBillingInput => ({
  billing_email: '',
  change_billing_email_too: false,
  address_1: 'Keizersgracht 1',
  address_2: '',
  zip: '1015 CJ',
  city: 'Amsterdam',
  state: '',
  country_id: 3,
  vat_id: '',
  ...changes,
});

describe('reading the settings', () => {
  it('lists the countries by name, with is_eu from the Country entity', async () => {
    await startScenario('member');
    const { countries } = await listCountries();
    expect(countries.map((c) => c.name)).toEqual([...countries.map((c) => c.name)].sort());
    expect(countries.find((c) => c.iso_code === 'DE')).toEqual(buildCountry({}, 1));
    expect(countries.filter((c) => c.is_eu).map((c) => c.iso_code)).toEqual(['FR', 'DE', 'NL', 'SE']);
    expectNoSchemaReports();
  });

  it("gives the workspace's plan, and the limits it allows", async () => {
    await startScenario('member');
    const { plan } = await getWorkspacePlan(ACME);
    expect(plan.slug).toBe('startup');
    expect(planLimits(plan)).toEqual({ assembly_rate_limit: 60, concurrent_assembly_rate_limit: 10 });
  });
});

describe('saving a section', () => {
  it('saves General for an owner, and the name reaches the memberships', async () => {
    await startScenario('member');
    const { workspace } = await getWorkspace(ACME);
    const reply = await updateWorkspaceGeneral(
      ACME,
      general(workspace, {
        name: 'Acme Media Group',
        linkback_url: 'https://acme.example/uploads',
        company: '',
      }),
    );
    expect(reply.meta.message).toBe('General settings saved.');
    expect(reply.workspace).toMatchObject({
      name: 'Acme Media Group',
      linkback_url: 'https://acme.example/uploads',
      company: null,
    });
    expect((await getWorkspace(ACME)).workspace.name).toBe('Acme Media Group');
    const user = await getCurrentUser();
    expect(user?.memberships.find((m) => m.workspace.slug === ACME)?.workspace.name).toBe('Acme Media Group');
    expectNoSchemaReports();
  });

  it('moves the billing e-mail with the workspace e-mail when change_billing_email_too is on', async () => {
    await startScenario('member');
    await updateWorkspaceBilling(
      ACME,
      billing({ billing_email: 'old@acme.example', change_billing_email_too: true }),
    );
    const { workspace } = await getWorkspace(ACME);
    const reply = await updateWorkspaceGeneral(ACME, general(workspace, { email: 'hello@acme.example' }));
    expect(reply.workspace).toMatchObject({
      email: 'hello@acme.example',
      billing_email: 'hello@acme.example',
    });
  });

  it('saves Processing with the stacks and §9 expiries', async () => {
    await startScenario('member');
    const reply = await updateWorkspaceProcessing(ACME, {
      signatureAuth: true,
      require_template_id: true,
      auto_replay_crashed_assemblies: false,
      save_template_in_assembly_json: true,
      default_imagemagick_stack: 'v3.0.0',
      default_ffmpeg_stack: 'v7.0.0',
      transcoding_result_expiry: 'NoSave',
      assembly_status_expiry: '90days',
    });
    expect(reply.workspace).toMatchObject({ signatureAuth: true, default_ffmpeg_stack: 'v7.0.0' });
    const bad = await requestError(
      updateWorkspaceProcessing(ACME, { ...reply.workspace, assembly_status_expiry: '2days' } as never),
    );
    expect(bad.status).toBe(400);
  });

  it('refuses a limit above what the plan allows, naming the field', async () => {
    await startScenario('member');
    const error = await requestError(
      updateWorkspaceLimits(ACME, { assembly_rate_limit: 61, concurrent_assembly_rate_limit: null }),
    );
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe(WORKSPACE_SETTINGS_MESSAGES.limitAbovePlan(60));
    expect(error.meta?.field).toBe('assembly_rate_limit');
    const reply = await updateWorkspaceLimits(ACME, {
      assembly_rate_limit: 60,
      concurrent_assembly_rate_limit: 4,
    });
    expect(reply.workspace).toMatchObject({ assembly_rate_limit: 60, concurrent_assembly_rate_limit: 4 });
  });

  it('checks the VAT id of an EU billing country, and stores it tidied', async () => {
    await startScenario('member');
    const wrong = await requestError(updateWorkspaceBilling(ACME, billing({ vat_id: 'DE123456789' })));
    expect(wrong.serverMessage).toBe(WORKSPACE_SETTINGS_MESSAGES.vatIdWrongCountry('NL'));
    expect(wrong.meta?.field).toBe('vat_id');
    const malformed = await requestError(updateWorkspaceBilling(ACME, billing({ vat_id: 'NL1' })));
    expect(malformed.serverMessage).toBe(WORKSPACE_SETTINGS_MESSAGES.vatIdInvalid('NL'));
    const reply = await updateWorkspaceBilling(ACME, billing({ vat_id: 'nl 8530.12345.B01' }));
    expect(reply.workspace).toMatchObject({ vat_id: 'NL853012345B01', city: 'Amsterdam', address_2: null });
    // Outside the EU the field is a free tax number.
    const us = await updateWorkspaceBilling(ACME, billing({ country_id: 2, vat_id: '12-3456789' }));
    expect(us.workspace.country_id).toBe(2);
    expect(vatIdProblem('', buildCountry({}, 1))).toBeNull();
  });
});

describe('roles', () => {
  it('lets an admin save settings', async () => {
    await as(DEMO_PEOPLE.unpaidInvoices.email);
    const { workspace } = await getWorkspace(INITECH);
    const reply = await updateWorkspaceGeneral(INITECH, general(workspace, { company: 'Initech LLC' }));
    expect(reply.workspace.company).toBe('Initech LLC');
  });

  it("refuses a member's save with a 403 and says who may", async () => {
    const backend = await as(DEMO_PEOPLE.twoFactor.email);
    const { workspace } = await getWorkspace(ACME);
    const error = await requestError(updateWorkspaceGeneral(ACME, general(workspace, { name: 'Hijacked' })));
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe(WORKSPACE_ROLE_MESSAGES.editSettings);
    expect(backend.state.workspaces.find((w) => w.slug === ACME)?.name).toBe('Acme Media');
  });

  it('refuses cancelling to an admin', async () => {
    await as(DEMO_PEOPLE.unpaidInvoices.email);
    const error = await requestError(cancelWorkspace(INITECH, { reason: 'Testing', confirm: INITECH }));
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe(WORKSPACE_ROLE_MESSAGES.cancelWorkspace);
  });
});

describe('cancelling the workspace', () => {
  it('needs the address typed, then ends the workspace and its memberships', async () => {
    const backend = await startScenario('member');
    const mismatch = await requestError(cancelWorkspace(ACME, { reason: 'Moving on', confirm: 'acme' }));
    expect(mismatch.serverMessage).toBe(WORKSPACE_SETTINGS_MESSAGES.confirmMismatch(ACME));
    expect(mismatch.meta?.field).toBe('confirm');
    const reply = await cancelWorkspace(ACME, { reason: 'Moving on', confirm: ACME });
    expect(reply.meta).toMatchObject({ message: '“Acme Media” is cancelled.', redirect: '/c/dashboard' });
    const user = await getCurrentUser();
    expect(user?.memberships.map((m) => m.workspace.slug)).toEqual(['globex-studio']);
    expect(user?.login_data.active_workspace_slug).toBe('globex-studio');
    expect(backend.state.workspaces.find((w) => w.slug === ACME)).toMatchObject({
      cancelled: true,
      cancel_reason: 'Moving on',
    });
    expect((await requestError(getWorkspace(ACME))).status).toBe(404);
  });
});
