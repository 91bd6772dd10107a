import { describe, expect, it } from 'vitest';
import { planProblems, type RevenuesReply } from '../../packages/api/src';
import { buildPlan } from '../../packages/mock-api/src';
import { affectsCustomers, draftOf, inputOf } from '../../packages/ui/src/screens/admin/plan-values';
import { revenuesCsv } from '../../packages/ui/src/screens/admin/revenues-csv';

describe('the plan form values', () => {
  it('turn a plan into its draft and back without change', () => {
    const plan = buildPlan({}, 3);
    const { id: _id, published: _published, ...fields } = plan;
    expect(inputOf(draftOf(plan))).toEqual(fields);
    expect(planProblems(inputOf(draftOf(plan)))).toEqual({});
  });

  it('read empty limits as none and empty required numbers as missing, keeping what was typed', () => {
    const draft = { ...draftOf(buildPlan({}, 2)), gb_limit: '', num_seats: '', price_per_month: ' ' };
    const input = inputOf(draft);
    expect(input.gb_limit).toBeNull();
    expect(input.num_seats).toBeNull();
    expect(Number.isNaN(input.price_per_month)).toBe(true);
    expect(Object.keys(planProblems(input))).toEqual(['price_per_month']);
    expect(draft.price_per_month).toBe(' ');
  });

  it('ask for confirmation only for a published plan that workspaces use', () => {
    const pro = buildPlan({}, 3);
    expect(affectsCustomers({ plan: pro, workspaces_count: 12 })).toBe(true);
    expect(affectsCustomers({ plan: pro, workspaces_count: 0 })).toBe(false);
    expect(affectsCustomers({ plan: { ...pro, published: false }, workspaces_count: 12 })).toBe(false);
    expect(affectsCustomers(null)).toBe(false);
  });
});

describe('revenuesCsv', () => {
  it('writes one line per month with USD amounts, growth and each currency', () => {
    const reply: RevenuesReply = {
      meta: { status: 'ok' },
      months: [
        {
          month: '2025-11',
          mrr: 1000,
          invoiced: 1200.5,
          collected: 1100,
          invoices_count: 10,
          invoiced_growth: null,
          mrr_growth: null,
        },
        {
          month: '2025-12',
          mrr: 1100,
          invoiced: 1300.25,
          collected: 1300.25,
          invoices_count: 11,
          invoiced_growth: 8.3,
          mrr_growth: 10,
        },
      ],
      by_plan: [],
      by_currency: [
        { currency: 'USD', invoiced: [1000, 1100], invoiced_usd: [1000, 1100], total: 2100, total_usd: 2100 },
        {
          currency: 'EUR',
          invoiced: [185.65, 185.42],
          invoiced_usd: [200.5, 200.25],
          total: 371.07,
          total_usd: 400.75,
        },
      ],
    };
    expect(revenuesCsv(reply)).toBe(
      [
        'month,mrr_usd,invoiced_usd,collected_usd,invoices,invoiced_growth_percent,mrr_growth_percent,invoiced_in_usd,invoiced_in_eur',
        '2025-11,1000.00,1200.50,1100.00,10,,,1000.00,185.65',
        '2025-12,1100.00,1300.25,1300.25,11,8.3,10,1100.00,185.42',
        '',
      ].join('\n'),
    );
  });
});
