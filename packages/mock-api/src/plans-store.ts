import type { Plan } from '@console/api';
import { buildPlan } from './factories/plan';

/** The backend as this store sees it: the plan catalogue of its state. */
type PlansHolder = { state: { plans: Plan[] } };

/*
 * The plan catalogue, one list in `backend.state.plans` that the customer billing page and the admin plans page
 * both read: a plan published here is offered on billing, an unpublished one is not, and an edit shows on both.
 */

/** Plans sold in another currency: regional price lists for European and British customers, not offered online. */
const REGIONAL = [
  { seq: 2, currency: 'EUR', usd_exchange_rate: 1.08, price_per_month: 45, price_per_gb: 4.5 },
  { seq: 3, currency: 'EUR', usd_exchange_rate: 1.08, price_per_month: 185, price_per_gb: 3.6 },
  { seq: 2, currency: 'GBP', usd_exchange_rate: 1.27, price_per_month: 39, price_per_gb: 3.9 },
  { seq: 3, currency: 'GBP', usd_exchange_rate: 1.27, price_per_month: 159, price_per_gb: 3.1 },
] as const;

/** The catalogue the backend starts with: buildPlan's current and retired plans (ids 1–8), then the regional ones. */
export function seedPlans(): Plan[] {
  const plans = Array.from({ length: 8 }, (_, index) => buildPlan({}, index + 1));
  for (const regional of REGIONAL) {
    const base = buildPlan({}, regional.seq);
    const code = regional.currency.toLowerCase();
    const ratio = regional.price_per_gb / base.price_per_gb;
    plans.push(
      buildPlan(
        {
          id: plans.length + 1,
          title: `${base.title} (${regional.currency})`,
          slug: `${base.slug}-${code}`,
          currency: regional.currency,
          usd_exchange_rate: regional.usd_exchange_rate,
          price_per_month: regional.price_per_month,
          price_per_gb: regional.price_per_gb,
          tiers: base.tiers.map((tier) => ({
            up_to_gb: tier.up_to_gb,
            price_per_gb: Math.round(tier.price_per_gb * ratio * 100) / 100,
          })),
          published: false,
        },
        regional.seq,
      ),
    );
  }
  return plans;
}

/**
 * The plan with this id. A workspace's plan is always in the catalogue in practice; one beyond it (an id only a
 * generated workspace names) is the factory's plan for that id, as it was before the catalogue was editable.
 */
export function planById(backend: PlansHolder, id: number): Plan {
  return backend.state.plans.find((plan) => plan.id === id) ?? buildPlan({}, id);
}

/** What the billing page offers: the published plans, cheapest first. */
export function publishedPlans(backend: PlansHolder): Plan[] {
  return backend.state.plans
    .filter((plan) => plan.published)
    .sort((a, b) => a.price_per_month * a.usd_exchange_rate - b.price_per_month * b.usd_exchange_rate);
}
