import { describe, expect, it } from 'vitest';
import {
  createPlan,
  getBilling,
  getFounderDashboard,
  getRevenues,
  listAdminPlans,
  PLAN_MESSAGES,
  type PlanInput,
  planProblems,
  REVENUE_MESSAGES,
  setPlanPublished,
  tierProblems,
  updatePlan,
} from '../../packages/api/src';
import { monthsAgo } from '../../packages/mock-api/src/factories/catalogue';
import { fleetLedger } from '../../packages/mock-api/src/fleet-ledger';
import { fleetWorkspaces } from '../../packages/mock-api/src/fleet-views';
import { refusal, setupApiTests } from '../support/api';

const { startScenario, expectNoSchemaReports } = setupApiTests({ quietWarnings: true });
// Each backend builds its fleet of 50,000 workspaces and their ledger once, which takes a few seconds.
const SLOW = { timeout: 60_000 };

function input(changes: Partial<PlanInput> = {}): PlanInput {
  return {
    title: 'Scale',
    slug: 'scale',
    price_per_month: 499,
    gb_included: 200,
    gb_limit: null,
    file_size_limit_in_gb: 100,
    max_jobs_simulteneous: 80,
    num_concurrent_priority_jobs: 40,
    num_concurrent_batch_job_slots: 160,
    num_seats: 20,
    has_lifetime_limit: false,
    price_per_gb: 2.9,
    tiers: [
      { up_to_gb: 1000, price_per_gb: 2.9 },
      { up_to_gb: null, price_per_gb: 2.4 },
    ],
    currency: 'USD',
    usd_exchange_rate: 1,
    can_use_image_turbo_mode: true,
    can_use_video_turbo_mode: true,
    can_use_assembly_fields_search: true,
    should_watermark_transcoding_results: false,
    num_machines: 0,
    price_per_machine: 0,
    ...changes,
  };
}

describe('plan rules', () => {
  it('want tier bounds ascending, only the last open-ended, and every price above 0', () => {
    expect(tierProblems(input().tiers)).toEqual([]);
    expect(
      tierProblems([
        { up_to_gb: 500, price_per_gb: 2 },
        { up_to_gb: 100, price_per_gb: 0 },
        { up_to_gb: null, price_per_gb: 1 },
      ]),
    ).toEqual([
      { index: 1, part: 'price_per_gb', message: PLAN_MESSAGES.tierPrice(2) },
      { index: 1, part: 'up_to_gb', message: PLAN_MESSAGES.tierBound(2, 500) },
    ]);
    expect(
      tierProblems([
        { up_to_gb: null, price_per_gb: 1 },
        { up_to_gb: null, price_per_gb: 1 },
      ])[0]?.message,
    ).toBe(PLAN_MESSAGES.tierOpen);
    expect(tierProblems([{ up_to_gb: 10, price_per_gb: 1 }])[0]?.message).toBe(PLAN_MESSAGES.tierLastOpen);
  });

  it('name each bad field', () => {
    expect(planProblems(input())).toEqual({});
    expect(planProblems(input({ title: ' ', slug: 'Scale!', price_per_month: 1.234, num_seats: 0 }))).toEqual(
      {
        title: PLAN_MESSAGES.title,
        slug: PLAN_MESSAGES.slug,
        price_per_month: PLAN_MESSAGES.money,
        num_seats: PLAN_MESSAGES.optionalCount,
      },
    );
  });
});

describe('the admin plans calls', SLOW, () => {
  it('list the catalogue with each plan’s live workspaces, counted over the fleet', async () => {
    const backend = await startScenario('admin');
    const { plans } = await listAdminPlans();
    expect(plans.map((row) => row.plan.slug).slice(0, 4)).toEqual([
      'sandbox',
      'startup',
      'pro',
      'enterprise',
    ]);
    const live = fleetWorkspaces(backend).filter((w) => !w.cancelled && w.deleted === null);
    for (const row of plans) {
      expect(row.workspaces_count).toBe(live.filter((w) => w.plan_id === row.plan.id).length);
    }
    expectNoSchemaReports();
  });

  it('refuse members with a 403', async () => {
    await startScenario('member');
    expect(await refusal(listAdminPlans())).toEqual({ status: 403, message: PLAN_MESSAGES.forbidden });
  });

  it('create a plan unpublished; publishing offers it on the billing page, unpublishing takes it off', async () => {
    await startScenario('admin');
    const { row } = await createPlan(input());
    expect(row.plan).toMatchObject({ slug: 'scale', published: false });
    const offered = async () => (await getBilling('acme-media')).plans.map((plan) => plan.slug);
    expect(await offered()).not.toContain('scale');
    await setPlanPublished(row.plan.id, { published: true });
    expect(await offered()).toContain('scale');
    await setPlanPublished(row.plan.id, { published: false });
    expect(await offered()).not.toContain('scale');
  });

  it('refuse a taken slug and bad tiers beside their fields', async () => {
    await startScenario('admin');
    expect(await refusal(createPlan(input({ slug: 'pro' })))).toEqual({
      status: 400,
      message: PLAN_MESSAGES.slugTaken('pro'),
    });
    const tiers = [
      { up_to_gb: 100, price_per_gb: 2 },
      { up_to_gb: 50, price_per_gb: 1 },
      { up_to_gb: null, price_per_gb: 1 },
    ];
    expect((await refusal(createPlan(input({ tiers })))).message).toBe(PLAN_MESSAGES.tierBound(2, 100));
  });

  it('edit a published plan in use only once the affected count is acknowledged', async () => {
    await startScenario('admin');
    const pro = (await listAdminPlans()).plans.find((row) => row.plan.slug === 'pro');
    if (!pro) throw new Error('no Pro plan');
    expect(pro.workspaces_count).toBeGreaterThan(0);
    const { id, published: _published, ...fields } = pro.plan;
    const changed = { ...fields, price_per_month: 209 };
    expect(await refusal(updatePlan(id, changed))).toEqual({
      status: 409,
      message: PLAN_MESSAGES.affected(pro.workspaces_count),
    });
    const { row } = await updatePlan(id, { ...changed, acknowledged_workspaces: pro.workspaces_count });
    expect(row.plan.price_per_month).toBe(209);
    expect((await getBilling('acme-media')).plans.find((plan) => plan.id === id)?.price_per_month).toBe(209);
  });
});

describe('revenues', SLOW, () => {
  it('pin last month’s invoiced revenue, summed in cents from the ledger and converted with the plans’ rates', async () => {
    const backend = await startScenario('admin');
    const month = monthsAgo(1);
    const rateOf = (planId: number, currency: string) => {
      const plan = backend.state.plans.find((candidate) => candidate.id === planId);
      if (plan?.currency === currency) return plan.usd_exchange_rate;
      return backend.state.plans.find((candidate) => candidate.currency === currency)?.usd_exchange_rate ?? 1;
    };
    let cents = 0;
    let paidCents = 0;
    let count = 0;
    for (const row of fleetLedger(backend)) {
      if (row.month !== month) continue;
      const net = Math.round(row.total_fee * 100) - Math.round(row.vat * 100);
      const usdCents = Math.round(net * rateOf(row.plan_id, row.currency));
      cents += usdCents;
      if (row.paid) paidCents += usdCents;
      count += 1;
    }
    expect(count).toBeGreaterThan(0);
    const reply = await getRevenues({ months: 12 });
    expect(reply.months).toHaveLength(12);
    const last = reply.months.at(-1);
    expect(last?.month).toBe(month);
    expect(last?.invoiced).toBe(cents / 100);
    expect(last?.collected).toBe(paidCents / 100);
    expect(last?.invoices_count).toBe(count);
    const byCurrency = reply.by_currency.reduce(
      (sum, currency) => sum + Math.round((currency.invoiced_usd.at(-1) ?? 0) * 100),
      0,
    );
    expect(byCurrency).toBe(cents);
    expectNoSchemaReports();
  });

  it('refuse a range other than 12 or 24 months, and members', async () => {
    await startScenario('admin');
    expect((await getRevenues({ months: 24 })).months).toHaveLength(24);
    await startScenario('member');
    expect(await refusal(getRevenues({ months: 12 }))).toEqual({
      status: 403,
      message: REVENUE_MESSAGES.forbidden,
    });
  });
});

describe('the founder dashboard', SLOW, () => {
  it('counts the fleet for founders', async () => {
    const backend = await startScenario('founder');
    const reply = await getFounderDashboard();
    const fleet = fleetWorkspaces(backend);
    expect(reply.workspaces.active).toBe(fleet.filter((w) => !w.cancelled && w.deleted === null).length);
    expect(reply.workspaces.cancelled).toBe(fleet.filter((w) => w.cancelled && w.deleted === null).length);
    expect(reply.cancel_reasons.reduce((sum, reason) => sum + reason.count, 0)).toBe(
      reply.workspaces.cancelled,
    );
    expect(reply.signups).toHaveLength(26);
    expect(reply.failed_payments.count).toBe(
      fleetLedger(backend).filter((row) => row.payment_failed && !row.paid).length,
    );
    expectNoSchemaReports();
  });

  it('refuse admins who are not founders', async () => {
    await startScenario('admin');
    expect(await refusal(getFounderDashboard())).toEqual({
      status: 403,
      message: REVENUE_MESSAGES.foundersOnly,
    });
  });
});
