import type { RequestHandler } from 'msw';
import { seedAnnouncements } from './areas/announcements';
import { seedInvitation } from './areas/collaborators';
import { seedAuthKeys, seedCredentials } from './areas/credentials-store';
import { seedTemplates } from './areas/templates';
import { seedAssemblies } from './assembly-store';
import { MockBackend } from './backend';
import type { BackendState } from './backend-state';
import { leaveInvoicesUnpaid, seedBilling } from './billing-seed';
import { seedNowMs } from './factories/seed';
import { createHandlers, type HandlerOptions, type NetworkCondition } from './handlers';

/** Every demo person logs in with this password (README and the demo login page list them). */
export const DEMO_PASSWORD = 'demo-password';

/** The people every scenario starts from. */
export const DEMO_PEOPLE = {
  member: { email: 'jane@example.com', name: 'Jane Cooper', note: 'Member of two workspaces' },
  newcomer: { email: 'sam@example.com', name: 'Sam Rivera', note: 'No workspace yet' },
  admin: { email: 'ada@example.com', name: 'Ada Lindqvist', note: 'Admin' },
  founder: { email: 'fran@example.com', name: 'Fran Okafor', note: 'Founder' },
  twoFactor: { email: 'tom@example.com', name: 'Tom Becker', note: 'Signs in with an e-mailed code' },
  unpaidInvoices: {
    email: 'priya@example.com',
    name: 'Priya Natarajan',
    note: 'Her workspace has unpaid invoices',
  },
  emailUnverified: {
    email: 'noah@example.com',
    name: 'Noah Fischer',
    note: 'Has not verified his e-mail yet',
  },
} as const;

/**
 * The last seed laid out, by the instant it is laid out around. Laying it out takes 30–60 ms and every story, mock
 * test and demo page starts from it, so later backends start from a copy of its state instead.
 */
let laidOut: { seedNow: number; state: BackendState } | null = null;

/** Seeds the people, their workspaces and memberships; nobody is logged in yet. */
export function seedDemo(backend?: MockBackend): MockBackend {
  if (backend !== undefined) return layOutSeed(backend);
  const seedNow = seedNowMs();
  if (laidOut?.seedNow !== seedNow) laidOut = { seedNow, state: layOutSeed(new MockBackend()).snapshot() };
  return new MockBackend(structuredClone(laidOut.state));
}

function layOutSeed(backend: MockBackend): MockBackend {
  const jane = backend.addUser(DEMO_PEOPLE.member, DEMO_PASSWORD);
  backend.addUser(DEMO_PEOPLE.newcomer, DEMO_PASSWORD);
  const ada = backend.addUser({ ...DEMO_PEOPLE.admin, role: 'admin' }, DEMO_PASSWORD);
  const fran = backend.addUser({ ...DEMO_PEOPLE.founder, role: 'founder' }, DEMO_PASSWORD);
  const tom = backend.addUser({ ...DEMO_PEOPLE.twoFactor, two_factor_auth_type: 'email' }, DEMO_PASSWORD);
  const acme = backend.addWorkspace({ name: 'Acme Media', email: jane.email });
  // Pro: its plan has assembly-fields search, Acme's Startup plan does not.
  const globex = backend.addWorkspace({ name: 'Globex Studio', email: 'ops@globex.example', plan_id: 3 });
  const ops = backend.addWorkspace({ name: 'Service Operations', email: ada.email });
  const initech = backend.addWorkspace({ name: 'Initech Video', email: 'it@initech.example' });
  const owner = backend.addUser({ email: 'peter@initech.example', name: 'Peter Gibbons' }, DEMO_PASSWORD);
  backend.addMembership(jane.id, acme, 'owner');
  backend.addMembership(jane.id, globex, 'member');
  backend.addMembership(owner.id, globex, 'owner');
  backend.addMembership(ada.id, ops, 'owner');
  backend.addMembership(fran.id, ops, 'admin');
  backend.addMembership(tom.id, acme, 'member');
  backend.addMembership(owner.id, initech, 'owner');
  // After everyone above, so no earlier id moves. They join existing workspaces rather than bringing their own,
  // which keeps the seeded workspaces, their templates and their assemblies as they were.
  const priya = backend.addUser(DEMO_PEOPLE.unpaidInvoices, DEMO_PASSWORD);
  const noah = backend.addUser({ ...DEMO_PEOPLE.emailUnverified, email_verified: false }, DEMO_PASSWORD);
  backend.addMembership(priya.id, initech, 'admin');
  backend.addMembership(noah.id, globex, 'member');
  backend.markUnpaidInvoices(initech.id);
  seedInvitation(
    backend,
    globex,
    { email: 'lena@globex.example', role: 'member', invited_by: owner.name },
    2,
  );
  // Acme first: it keeps the template ids the assembly fixtures point at.
  seedTemplates(backend, acme, 36);
  seedTemplates(backend, globex, 60);
  seedTemplates(backend, ops, 6);
  seedTemplates(backend, initech, 8);
  seedCredentials(backend, acme, 14);
  seedCredentials(backend, globex, 6);
  seedCredentials(backend, ops, 2);
  seedCredentials(backend, initech, 3);
  seedAuthKeys(backend, acme, 4);
  seedAuthKeys(backend, globex, 3);
  seedAuthKeys(backend, ops, 1);
  seedAuthKeys(backend, initech, 2);
  // After the templates: generated assemblies run on the templates a workspace has when they are seeded.
  seedAssemblies(backend, acme, 2_400);
  seedAssemblies(backend, globex, 100_000);
  seedAssemblies(backend, ops, 12);
  seedAssemblies(backend, initech, 24);
  // After the unpaid mark: Initech's two newest invoices are the ones its banner is about.
  seedBilling(backend);
  seedAnnouncements(backend, [jane]);
  return backend;
}

export const SCENARIO_NAMES = [
  'loggedOut',
  'memberNoWorkspaces',
  'member',
  'admin',
  'founder',
  'impersonating',
  'emailUnverified',
  'unpaidInvoices',
  'serverDown',
  'slow',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export interface Scenario {
  name: ScenarioName;
  backend: MockBackend;
  network: NetworkCondition;
}

function userId(backend: MockBackend, email: string): number {
  const found = backend.state.users.find((u) => u.user.email === email);
  if (!found) throw new Error(`The demo seed has no user ${email}`);
  return found.user.id;
}

/** A fresh backend seeded and logged in as the scenario says. */
export function createScenario(name: ScenarioName): Scenario {
  const backend = seedDemo();
  const jane = userId(backend, DEMO_PEOPLE.member.email);
  let network: NetworkCondition = 'normal';
  switch (name) {
    case 'loggedOut':
      break;
    case 'memberNoWorkspaces':
      backend.startSession(userId(backend, DEMO_PEOPLE.newcomer.email));
      break;
    case 'member':
      backend.startSession(jane);
      break;
    case 'admin':
      backend.startSession(userId(backend, DEMO_PEOPLE.admin.email));
      break;
    case 'founder':
      backend.startSession(userId(backend, DEMO_PEOPLE.founder.email));
      break;
    case 'impersonating':
      backend.startSession(jane, userId(backend, DEMO_PEOPLE.admin.email));
      break;
    case 'emailUnverified': {
      const stored = backend.state.users.find((u) => u.user.id === jane);
      if (stored) stored.user.email_verified = false;
      backend.startSession(jane);
      break;
    }
    case 'unpaidInvoices': {
      const acme = backend.state.workspaces.find((w) => w.slug === 'acme-media');
      if (acme) leaveInvoicesUnpaid(backend, acme);
      backend.startSession(jane);
      break;
    }
    case 'serverDown':
      backend.startSession(jane);
      network = 'down';
      break;
    case 'slow':
      backend.startSession(jane);
      network = 'slow';
      break;
  }
  return { name, backend, network };
}

/** The handlers of a named scenario, for a story, a test or demo mode. */
export function handlersFor(
  name: ScenarioName,
  options: Omit<HandlerOptions, 'network'> = {},
): RequestHandler[] {
  const scenario = createScenario(name);
  return createHandlers(scenario.backend, { ...options, network: scenario.network });
}
