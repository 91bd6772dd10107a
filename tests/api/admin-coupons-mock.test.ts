import { describe, expect, it } from 'vitest';
import {
  type AdminCouponInput,
  BILLING_MESSAGES,
  COUPON_MESSAGES,
  couponProblems,
  createCoupon,
  deactivateCoupon,
  getAdminCoupon,
  getCurrentUser,
  listAdminCoupons,
  redeemCoupon,
  updateCoupon,
} from '../../packages/api/src';
import { DEMO_PEOPLE, FIXTURE_NOW, type MockBackend } from '../../packages/mock-api/src';
import { refusal, setupApiTests } from '../support/api';

// Invalid bodies are sent on purpose below; the helper warns about them before sending.
const { startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });

const NOW = Date.parse(FIXTURE_NOW);
const inDays = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

function input(changes: Partial<AdminCouponInput> = {}): AdminCouponInput {
  return {
    code: 'SPRING-25',
    percent_reward: 25,
    percent_reward_month_count: 3,
    absolute_reward: null,
    beneficiary_slug: null,
    valid_until: inDays(30),
    max_redeemer_count: 50,
    ...changes,
  };
}

async function switchTo(backend: MockBackend, email: string) {
  const user = backend.state.users.find((stored) => stored.user.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  backend.startSession(user.user.id);
  await getCurrentUser();
}

describe('couponProblems', () => {
  it('accepts a percent coupon and an absolute one', () => {
    expect(couponProblems(input(), NOW)).toEqual([]);
    expect(
      couponProblems(
        input({ percent_reward: null, percent_reward_month_count: null, absolute_reward: 49.5 }),
        NOW,
      ),
    ).toEqual([]);
  });

  it('refuses bad codes, rewards, dates and limits with their field', () => {
    const fields = (changes: Partial<AdminCouponInput>, redeemed = 0) =>
      couponProblems(input(changes), NOW, redeemed).map(({ field, message }) => [field, message]);
    expect(fields({ code: 'spring 25' })).toEqual([['code', COUPON_MESSAGES.codeCharacters]]);
    expect(fields({ code: 'AB' })).toEqual([['code', COUPON_MESSAGES.codeLength]]);
    expect(fields({ percent_reward: 0 })).toEqual([['percent_reward', COUPON_MESSAGES.percent]]);
    expect(fields({ percent_reward: 101 })).toEqual([['percent_reward', COUPON_MESSAGES.percent]]);
    expect(fields({ percent_reward_month_count: null })).toEqual([
      ['percent_reward_month_count', COUPON_MESSAGES.months],
    ]);
    expect(fields({ absolute_reward: 10 })).toEqual([['absolute_reward', COUPON_MESSAGES.oneReward]]);
    expect(fields({ percent_reward: null })).toEqual([['percent_reward', COUPON_MESSAGES.noReward]]);
    expect(fields({ valid_until: inDays(-1) })).toEqual([['valid_until', COUPON_MESSAGES.futureDate]]);
    expect(fields({ max_redeemer_count: 3 }, 5)).toEqual([
      ['max_redeemer_count', COUPON_MESSAGES.belowRedeemed(5)],
    ]);
  });
});

describe('the admin coupon calls', () => {
  it('list the billing store’s coupons newest first, filtered by status', async () => {
    await startScenario('admin');
    const all = await listAdminCoupons();
    expect(all.coupons.map((coupon) => [coupon.code, coupon.status])).toEqual([
      ['LAUNCH-100', 'used_up'],
      ['SUMMER-2025', 'expired'],
      ['BLACKFRIDAY', 'valid'],
      ['EDU-2026', 'valid'],
      ['STARTUP50', 'valid'],
      ['PARTNER-ACME', 'valid'],
      ['WELCOME20', 'valid'],
    ]);
    expect(all.coupons.find((coupon) => coupon.code === 'PARTNER-ACME')?.beneficiary).toEqual({
      id: 1,
      slug: 'acme-media',
      name: 'Acme Media',
    });
    expect((await listAdminCoupons({ status: 'expired' })).coupons.map((c) => c.code)).toEqual([
      'SUMMER-2025',
    ]);
    expect((await listAdminCoupons({ status: 'used_up' })).coupons.map((c) => c.code)).toEqual([
      'LAUNCH-100',
    ]);
    expectNoSchemaReports();
  });

  it('read a coupon with the workspaces that redeemed it', async () => {
    await startScenario('admin');
    const { coupon, redemptions } = await getAdminCoupon(1);
    expect(coupon.code).toBe('WELCOME20');
    expect(redemptions.map((redemption) => redemption.workspace.slug)).toEqual(['acme-media']);
    expect(await refusal(getAdminCoupon(99))).toEqual({ status: 404, message: COUPON_MESSAGES.notFound });
  });

  it('refuse anyone who is not an admin with a 403', async () => {
    await startScenario('member');
    expect(await refusal(listAdminCoupons())).toEqual({ status: 403, message: COUPON_MESSAGES.forbidden });
    expect(await refusal(createCoupon(input()))).toEqual({ status: 403, message: COUPON_MESSAGES.forbidden });
  });

  it('create, refuse a taken code or an unknown beneficiary beside the field, update and deactivate', async () => {
    await startScenario('admin');
    const created = await createCoupon(input({ beneficiary_slug: 'globex-studio' }));
    expect(created.coupon).toMatchObject({
      code: 'SPRING-25',
      status: 'valid',
      redeemer_count: 0,
      beneficiary: { slug: 'globex-studio' },
    });
    const taken = await createCoupon(input()).catch((error: unknown) => error);
    expect(taken).toMatchObject({ status: 400, serverMessage: COUPON_MESSAGES.codeTaken('SPRING-25') });
    expect(taken).toHaveProperty('meta.field', 'code');
    const unknown = await createCoupon(input({ code: 'OTHER', beneficiary_slug: 'nope' })).catch(
      (e: unknown) => e,
    );
    expect(unknown).toHaveProperty('meta.field', 'beneficiary_slug');
    expect(await refusal(createCoupon(input({ code: 'PAST', valid_until: inDays(-2) })))).toEqual({
      status: 400,
      message: COUPON_MESSAGES.futureDate,
    });
    const id = created.coupon.id;
    const updated = await updateCoupon(id, input({ percent_reward: 30 }));
    expect(updated.coupon.percent_reward).toBe(30);
    const deactivated = await deactivateCoupon(id);
    expect(deactivated.coupon.status).toBe('expired');
    expect(deactivated.coupon.valid_until).toBe(FIXTURE_NOW);
  });

  it('let Jane redeem on billing a coupon Ada created, which then lists her workspace', async () => {
    const backend = await startScenario('admin');
    const { coupon } = await createCoupon(input({ code: 'JANE-10', percent_reward: 10 }));
    await switchTo(backend, DEMO_PEOPLE.member.email);
    const redeemed = await redeemCoupon('acme-media', { code: 'jane-10' });
    expect(redeemed.discount?.coupon.code).toBe('JANE-10');
    expect(await refusal(redeemCoupon('acme-media', { code: 'JANE-10' }))).toEqual({
      status: 400,
      message: BILLING_MESSAGES.couponAlreadyRedeemed,
    });
    await switchTo(backend, DEMO_PEOPLE.admin.email);
    const detail = await getAdminCoupon(coupon.id);
    expect(detail.coupon.redeemer_count).toBe(1);
    expect(detail.redemptions.map((redemption) => redemption.workspace.name)).toEqual(['Acme Media']);
    // Deactivated, it can no longer be redeemed (Priya administers Initech).
    await deactivateCoupon(coupon.id);
    await switchTo(backend, DEMO_PEOPLE.unpaidInvoices.email);
    expect(await refusal(redeemCoupon('initech-video', { code: 'JANE-10' }))).toEqual({
      status: 400,
      message: BILLING_MESSAGES.couponExpired('January 15, 2026'),
    });
  });
});
