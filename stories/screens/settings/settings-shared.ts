import { getCurrentUser, setCsrfToken } from '@console/api';
import { createHandlers, createScenario, DEMO_PEOPLE, type MockBackend } from '@console/mock-api';
import type { RequestHandler } from 'msw';
import { userEvent, within } from 'storybook/test';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
export const reply = { timeout: 5000 };

export const page = within(document.body);

/** Who a story shows a screen to: Jane owns Acme Media, Tom is a member of it, Priya is an admin of Initech Video. */
export const PERSONAS = {
  owner: { email: DEMO_PEOPLE.member.email, slug: 'acme-media' },
  member: { email: DEMO_PEOPLE.twoFactor.email, slug: 'acme-media' },
  admin: { email: DEMO_PEOPLE.unpaidInvoices.email, slug: 'initech-video' },
  /** Peter Gibbons owns Globex Studio, on a Pro plan with 10 seats and one open invitation. */
  globexOwner: { email: 'peter@initech.example', slug: 'globex-studio' },
  /** Jane is a member of Globex Studio. */
  globexMember: { email: DEMO_PEOPLE.member.email, slug: 'globex-studio' },
} as const;
export type Persona = keyof typeof PERSONAS;

/** The seeded backend with `persona` signed in, and its handlers; a story may act on the backend as a request would. */
export function personaBackend(persona: Persona): { backend: MockBackend; handlers: RequestHandler[] } {
  const { backend } = createScenario('member');
  const user = backend.state.users.find((u) => u.user.email === PERSONAS[persona].email);
  if (!user) throw new Error(`No demo user for ${persona}`);
  backend.startSession(user.user.id);
  return { backend, handlers: createHandlers(backend) };
}

/** A section of the screen by its heading, so a play function works inside one form. */
export async function section(canvas: ReturnType<typeof within>, name: string) {
  const heading = await canvas.findByRole('heading', { level: 2, name }, reply);
  const region = heading.closest('section');
  if (!region) throw new Error(`No section around the heading ${name}`);
  return within(region);
}

type Msw = { msw: { use: (...handlers: RequestHandler[]) => void }; parameters: Record<string, unknown> };

/**
 * Installs the story's persona (`parameters.persona`, or `parameters.backend` when a story keeps the backend to act
 * on it), then loads the current user as the app does before any workspace page, for the CSRF token writes need.
 */
export async function startAs({ msw, parameters }: Msw) {
  const handlers = parameters.handlers as RequestHandler[] | undefined;
  const persona = parameters.persona as Persona | undefined;
  if (handlers) msw.use(...handlers);
  else if (persona && persona !== 'owner') msw.use(...personaBackend(persona).handlers);
  if (parameters.scenario !== 'serverDown') await getCurrentUser();
  return () => setCsrfToken(null);
}

/** Opens a settings tab and gives its section (the danger zone's card is "Cancel the workspace"). */
export async function openTab(canvas: ReturnType<typeof within>, tab: string, heading = tab) {
  await userEvent.click(await canvas.findByRole('tab', { name: new RegExp(`^${tab}`) }, reply));
  return section(canvas, heading);
}
