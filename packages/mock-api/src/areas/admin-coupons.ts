import type { Coupon } from '@console/api';
import {
  type AdminCoupon,
  type AdminCouponInput,
  AdminCouponInputSchema,
  COUPON_MESSAGES,
  CouponListQuerySchema,
  type CouponWorkspace,
  couponProblems,
  couponStatus,
} from '@console/api';
import { http } from 'msw';
import type { MockBackend } from '../backend';
import type { MockArea } from '../contract';
import { seedNowMs } from '../factories/seed';
import { readQuery } from '../read-query';
import { failure, type MockReply, ok } from '../reply';

/*
 * The admin's coupons: the same rows the billing page redeems (`backend.state.billing.coupons`, see
 * billing-calls.ts), so a coupon created here can be redeemed by a customer at once. List (by status), read with
 * its redemptions, create, update and deactivate (it expires now).
 */

// The seed's now, as the billing calls judge a coupon's day by it.
const nowMs = seedNowMs;

const workspaceOf = (backend: MockBackend, id: number | null): CouponWorkspace | null => {
  const workspace =
    id === null ? undefined : backend.state.workspaces.find((candidate) => candidate.id === id);
  return workspace ? { id: workspace.id, slug: workspace.slug, name: workspace.name } : null;
};

function adminCoupon(backend: MockBackend, coupon: Coupon): AdminCoupon {
  return {
    ...coupon,
    status: couponStatus(coupon, nowMs()),
    beneficiary: workspaceOf(backend, coupon.beneficiary_id),
  };
}

const find = (backend: MockBackend, id: string) =>
  backend.state.billing.coupons.find((coupon) => String(coupon.id) === id);

function list(backend: MockBackend, search: URLSearchParams): MockReply {
  const read = readQuery(CouponListQuerySchema, search);
  if ('refusal' in read) return read.refusal;
  const { status } = read.query;
  const coupons = [...backend.state.billing.coupons]
    .sort((a, b) => b.id - a.id)
    .map((coupon) => adminCoupon(backend, coupon))
    .filter((coupon) => status === undefined || coupon.status === status);
  return ok({ coupons });
}

function detail(backend: MockBackend, coupon: Coupon, message?: string): MockReply {
  const redemptions = backend.state.billing.redemptions
    .filter((redemption) => redemption.coupon_id === coupon.id)
    .sort((a, b) => Date.parse(b.redeemed_on) - Date.parse(a.redeemed_on))
    .flatMap((redemption) => {
      const workspace = workspaceOf(backend, redemption.account_id);
      return workspace
        ? [{ workspace, redeemed_on: redemption.redeemed_on, valid_until: redemption.valid_until }]
        : [];
    });
  return ok({ coupon: adminCoupon(backend, coupon), redemptions }, message);
}

/** The coupon's fields from an input, or the refusal its first problem earns (with the field it is about). */
function fieldsFrom(
  backend: MockBackend,
  body: unknown,
  current: Coupon | null,
): Omit<Coupon, 'id' | 'redeemer_count'> | MockReply {
  const parsed = AdminCouponInputSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failure(400, issue?.message ?? COUPON_MESSAGES.codeRequired, String(issue?.path[0] ?? 'code'));
  }
  const input: AdminCouponInput = { ...parsed.data, code: parsed.data.code.trim() };
  const problem = couponProblems(input, nowMs(), current?.redeemer_count ?? 0)[0];
  if (problem) return failure(400, problem.message, problem.field);
  const taken = backend.state.billing.coupons.some(
    (coupon) => coupon.code === input.code && coupon.id !== current?.id,
  );
  if (taken) return failure(400, COUPON_MESSAGES.codeTaken(input.code), 'code');
  let beneficiary: number | null = null;
  const slug = input.beneficiary_slug?.trim() ?? '';
  if (slug !== '') {
    const workspace = backend.state.workspaces.find(
      (candidate) => candidate.slug === slug && !candidate.deleted,
    );
    if (!workspace) return failure(400, COUPON_MESSAGES.unknownBeneficiary(slug), 'beneficiary_slug');
    beneficiary = workspace.id;
  }
  const percent = input.percent_reward !== null;
  return {
    code: input.code,
    percent_reward: input.percent_reward,
    percent_reward_month_count: percent ? input.percent_reward_month_count : null,
    absolute_reward: input.absolute_reward,
    beneficiary_id: beneficiary,
    valid_until: input.valid_until,
    max_redeemer_count: input.max_redeemer_count,
  };
}

function create(backend: MockBackend, body: unknown): MockReply {
  const fields = fieldsFrom(backend, body, null);
  if ('status' in fields) return fields;
  const coupons = backend.state.billing.coupons;
  const id = coupons.reduce((max, coupon) => Math.max(max, coupon.id), 0) + 1;
  const coupon: Coupon = { id, ...fields, redeemer_count: 0 };
  coupons.push(coupon);
  return detail(backend, coupon, `Coupon ${coupon.code} created: customers can redeem it now.`);
}

function update(backend: MockBackend, id: string, body: unknown): MockReply {
  const coupon = find(backend, id);
  if (!coupon) return failure(404, COUPON_MESSAGES.notFound);
  const fields = fieldsFrom(backend, body, coupon);
  if ('status' in fields) return fields;
  Object.assign(coupon, fields);
  return detail(backend, coupon, `Coupon ${coupon.code} saved.`);
}

function deactivate(backend: MockBackend, id: string): MockReply {
  const coupon = find(backend, id);
  if (!coupon) return failure(404, COUPON_MESSAGES.notFound);
  if (couponStatus(coupon, nowMs()) !== 'expired') coupon.valid_until = new Date(nowMs()).toISOString();
  return detail(backend, coupon, `Coupon ${coupon.code} deactivated: it can no longer be redeemed.`);
}

const FORBIDDEN = COUPON_MESSAGES.forbidden;

/** Every call needs an admin or founder; writes their CSRF token too. */
export const area: MockArea = ({ backend, base, send, post }) => [
  http.get(`${base}/admin/api/coupons.json`, ({ request }) =>
    send(() => backend.asAdmin(undefined, FORBIDDEN, () => list(backend, new URL(request.url).searchParams))),
  ),
  http.get(`${base}/admin/api/coupons/:id.json`, ({ params }) =>
    send(() =>
      backend.asAdmin(undefined, FORBIDDEN, () => {
        const coupon = find(backend, String(params.id));
        return coupon ? detail(backend, coupon) : failure(404, COUPON_MESSAGES.notFound);
      }),
    ),
  ),
  // Before the update route, whose `:id` would otherwise take "create".
  post('/admin/api/coupons/create.json', (body, csrfToken) =>
    backend.asAdmin(csrfToken, FORBIDDEN, () => create(backend, body)),
  ),
  post('/admin/api/coupons/:id/deactivate.json', (_body, csrfToken, params) =>
    backend.asAdmin(csrfToken, FORBIDDEN, () => deactivate(backend, String(params.id))),
  ),
  post('/admin/api/coupons/:id.json', (body, csrfToken, params) =>
    backend.asAdmin(csrfToken, FORBIDDEN, () => update(backend, String(params.id), body)),
  ),
];
