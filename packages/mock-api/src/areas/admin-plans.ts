import type { Plan, User } from '@console/api';
import {
  type AdminPlanRow,
  PLAN_MESSAGES,
  type PlanInput,
  PlanInputSchema,
  PlanPublishInputSchema,
  PlanUpdateInputSchema,
  planProblems,
} from '@console/api';
import { http } from 'msw';
import type { z } from 'zod/mini';
import type { MockBackend } from '../backend';
import type { MockArea } from '../contract';
import { fleetWorkspaces } from '../fleet-views';
import { failure, type MockReply, ok } from '../reply';

/*
 * The admin plans page: the catalogue in `backend.state.plans` (mocks/plans-store.ts), which the billing page
 * offers from too. Any admin or founder manages it; an edit of a published plan that workspaces are on must name
 * how many it affects, so nobody changes what live customers pay without having been told.
 */

const notLoggedIn = () => failure(401, 'Please log in to access this page');

/** The signed-in user when they are an admin or founder (or founder only), else the refusal to send. */
export function staffOnly(
  backend: MockBackend,
  refusal: string,
  options: { csrfToken?: string | null; foundersOnly?: boolean } = {},
): User | MockReply {
  const session = backend.state.session;
  const me = session && backend.state.users.find((stored) => stored.user.id === session.userId)?.user;
  if (!session || !me) return notLoggedIn();
  if (options.csrfToken !== undefined && options.csrfToken !== session.csrfToken) {
    return failure(403, 'Your session has expired. Reload the page and try again.');
  }
  const allowed = options.foundersOnly ? me.role === 'founder' : me.role === 'admin' || me.role === 'founder';
  return allowed ? me : failure(403, refusal);
}

/** How many live workspaces (not cancelled, not deleted) are on each plan, over the whole fleet. */
export function workspacesPerPlan(backend: MockBackend): Map<number, number> {
  const counts = new Map<number, number>();
  for (const workspace of fleetWorkspaces(backend)) {
    if (workspace.cancelled || workspace.deleted !== null) continue;
    counts.set(workspace.plan_id, (counts.get(workspace.plan_id) ?? 0) + 1);
  }
  return counts;
}

const rowOf = (plan: Plan, counts: Map<number, number>): AdminPlanRow => ({
  plan,
  workspaces_count: counts.get(plan.id) ?? 0,
});

function listReply(backend: MockBackend): MockReply {
  const me = staffOnly(backend, PLAN_MESSAGES.forbidden);
  if ('status' in me) return me;
  const counts = workspacesPerPlan(backend);
  return ok({ plans: backend.state.plans.map((plan) => rowOf(plan, counts)) });
}

/** The input checked by its schema and the plan rules, with the slug unique across the catalogue. */
function checked(backend: MockBackend, input: PlanInput, ownId: number | null): MockReply | null {
  const problems = planProblems(input);
  const field = Object.keys(problems)[0] as keyof typeof problems | undefined;
  if (field) return failure(400, problems[field] ?? PLAN_MESSAGES.title, field);
  if (backend.state.plans.some((plan) => plan.slug === input.slug && plan.id !== ownId)) {
    return failure(400, PLAN_MESSAGES.slugTaken(input.slug), 'slug');
  }
  return null;
}

function createReply(backend: MockBackend, body: unknown, csrfToken: string | null): MockReply {
  const me = staffOnly(backend, PLAN_MESSAGES.forbidden, { csrfToken });
  if ('status' in me) return me;
  const input = PlanInputSchema.safeParse(body);
  if (!input.success) return failure(400, input.error.issues[0]?.message ?? PLAN_MESSAGES.title);
  const refused = checked(backend, input.data, null);
  if (refused) return refused;
  const id = backend.state.plans.reduce((max, plan) => Math.max(max, plan.id), 0) + 1;
  // A new plan starts unpublished: customers see it only once someone publishes it on purpose.
  const plan: Plan = { ...input.data, title: input.data.title.trim(), id, published: false };
  backend.state.plans.push(plan);
  return ok({ row: rowOf(plan, workspacesPerPlan(backend)) }, `Plan “${plan.title}” created, unpublished.`);
}

/**
 * A write to the plan `id`: past the staff gate, to a plan that exists, with a body as `schema` reads it (a 400 in
 * the schema's sentence for its first problem, `fallback` if it has none), answered by `answer`.
 */
function planWrite<Schema extends z.ZodMiniObject>(
  schema: Schema,
  fallback: string,
  answer: (backend: MockBackend, plan: Plan, input: z.output<Schema>) => MockReply,
) {
  return (backend: MockBackend, id: string, body: unknown, csrfToken: string | null): MockReply => {
    const me = staffOnly(backend, PLAN_MESSAGES.forbidden, { csrfToken });
    if ('status' in me) return me;
    const plan = backend.state.plans.find((candidate) => String(candidate.id) === id);
    if (!plan) return failure(404, PLAN_MESSAGES.notFound);
    const input = schema.safeParse(body);
    if (!input.success) return failure(400, input.error.issues[0]?.message ?? fallback);
    return answer(backend, plan, input.data);
  };
}

const updateReply = planWrite(PlanUpdateInputSchema, PLAN_MESSAGES.title, (backend, plan, input) => {
  const { acknowledged_workspaces: acknowledged, ...fields } = input;
  const refused = checked(backend, fields, plan.id);
  if (refused) return refused;
  const counts = workspacesPerPlan(backend);
  const affected = counts.get(plan.id) ?? 0;
  if (plan.published && affected > 0 && acknowledged !== affected) {
    return failure(409, PLAN_MESSAGES.affected(affected));
  }
  Object.assign(plan, fields, { title: fields.title.trim() });
  return ok({ row: rowOf(plan, counts) }, `Plan “${plan.title}” saved.`);
});

const publishReply = planWrite(PlanPublishInputSchema, PLAN_MESSAGES.notFound, (backend, plan, input) => {
  plan.published = input.published;
  return ok(
    { row: rowOf(plan, workspacesPerPlan(backend)) },
    plan.published
      ? `Plan “${plan.title}” is published: the billing page offers it.`
      : `Plan “${plan.title}” is unpublished: workspaces on it keep it, nobody new can pick it.`,
  );
});

export const area: MockArea = ({ backend, base, send, post }) => [
  http.get(`${base}/admin/api/plans.json`, () => send(() => listReply(backend))),
  post('/admin/api/plans/create.json', (body, csrf) => createReply(backend, body, csrf)),
  post('/admin/api/plans/:id/publish.json', (body, csrf, params) =>
    publishReply(backend, String(params.id), body, csrf),
  ),
  post('/admin/api/plans/:id.json', (body, csrf, params) =>
    updateReply(backend, String(params.id), body, csrf),
  ),
];
