import { z } from 'zod/mini';
import { replyOf } from './envelope';
import { CountSchema } from './fields';
import { PlanSchema, type PriceTier } from './plan';

/** A plan as the admin plans page lists it: with how many workspaces are on it. */
export const AdminPlanRowSchema = z.object({
  plan: PlanSchema,
  /** Workspaces on the plan now, cancelled and deleted ones left out: those a change of the plan affects. */
  workspaces_count: CountSchema,
});
export type AdminPlanRow = z.infer<typeof AdminPlanRowSchema>;

/** Every plan of the catalogue, published or not, in id order. */
export const AdminPlanListReplySchema = replyOf({ plans: z.array(AdminPlanRowSchema) });
export type AdminPlanListReply = z.infer<typeof AdminPlanListReplySchema>;

export const AdminPlanReplySchema = replyOf({ row: AdminPlanRowSchema });
export type AdminPlanReply = z.infer<typeof AdminPlanReplySchema>;

/** What creating or editing a plan sends: every field of the plan but its id and whether it is published. */
export const PlanInputSchema = z.omit(PlanSchema, { id: true, published: true });
export type PlanInput = z.infer<typeof PlanInputSchema>;

/**
 * An edit. A published plan that workspaces use changes what they are billed, so the edit names how many it was
 * shown as affecting; a different count (none, or one that has since changed) is refused with a 409.
 */
export const PlanUpdateInputSchema = z.extend(PlanInputSchema, {
  acknowledged_workspaces: z.optional(CountSchema),
});
export type PlanUpdateInput = z.infer<typeof PlanUpdateInputSchema>;

export const PlanPublishInputSchema = z.object({ published: z.boolean() });
export type PlanPublishInput = z.infer<typeof PlanPublishInputSchema>;

export type PlanInputField = keyof PlanInput;

/** The texts of the plan form and of the mock server's refusals, so both say the same. */
export const PLAN_MESSAGES = {
  forbidden: 'Only admins can manage plans.',
  notFound: 'There is no plan with this id.',
  title: 'Give the plan a title.',
  slug: 'A slug is lower-case letters and digits in words joined by single dashes, such as "pro-2026".',
  slugTaken: (slug: string) => `Another plan already has the slug "${slug}".`,
  money: 'Enter an amount of 0 or more, with at most two decimals.',
  count: 'Enter a whole number of 0 or more.',
  optionalCount: 'Enter a whole number above 0, or leave it empty for no limit.',
  optionalQuantity: 'Enter a number of GB above 0, or leave it empty for no limit.',
  rate: 'Enter the value of one unit of the currency in US dollars, above 0 (such as 1.08).',
  currency: 'Pick a currency.',
  tierBound: (tier: number, previous: number | null) =>
    previous === null
      ? `Tier ${tier} needs an upper bound in GB above 0.`
      : `Tier ${tier} must end above ${previous} GB: the bounds go up from one tier to the next.`,
  tierOpen: 'Only the last tier may be open-ended; give this one an upper bound.',
  tierLastOpen: 'Leave the last tier without an upper bound, so every GB beyond the others has a price.',
  tierPrice: (tier: number) => `Tier ${tier} needs a price per GB above 0.`,
  affected: (count: number) =>
    `This plan is published and ${count} workspace${count === 1 ? '' : 's'} use it; confirm the change for them.`,
} as const;

const MONEY = /^\d+(\.\d{1,2})?$/;
const isMoney = (value: number) => Number.isFinite(value) && value >= 0 && MONEY.test(String(value));
const isCount = (value: number) => Number.isInteger(value) && value >= 0;

/** One problem per tier at most, keyed by the tier's index; the price and the bound are told apart by `part`. */
export type TierProblem = { index: number; part: 'up_to_gb' | 'price_per_gb'; message: string };

/** Graduated pricing must read in order: bounds ascending, only the last one open, every price above 0. */
export function tierProblems(tiers: readonly PriceTier[]): TierProblem[] {
  const problems: TierProblem[] = [];
  let previous: number | null = null;
  tiers.forEach((tier, index) => {
    const last = index === tiers.length - 1;
    const number = index + 1;
    if (!(tier.price_per_gb > 0) || !isMoney(tier.price_per_gb)) {
      problems.push({ index, part: 'price_per_gb', message: PLAN_MESSAGES.tierPrice(number) });
    }
    if (tier.up_to_gb === null) {
      if (!last) problems.push({ index, part: 'up_to_gb', message: PLAN_MESSAGES.tierOpen });
      return;
    }
    if (last) {
      problems.push({ index, part: 'up_to_gb', message: PLAN_MESSAGES.tierLastOpen });
    } else if (!(tier.up_to_gb > (previous ?? 0))) {
      problems.push({ index, part: 'up_to_gb', message: PLAN_MESSAGES.tierBound(number, previous) });
    }
    previous = tier.up_to_gb;
  });
  return problems;
}

/**
 * Every field problem of a plan, by field, with the first tier problem under `tiers`. The form shows these
 * beside their fields; the mock server refuses with the first one.
 */
export function planProblems(input: PlanInput): Partial<Record<PlanInputField, string>> {
  const problems: Partial<Record<PlanInputField, string>> = {};
  if (input.title.trim() === '') problems.title = PLAN_MESSAGES.title;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.slug)) problems.slug = PLAN_MESSAGES.slug;
  for (const field of ['price_per_month', 'price_per_gb', 'price_per_machine'] as const) {
    if (!isMoney(input[field])) problems[field] = PLAN_MESSAGES.money;
  }
  for (const field of [
    'gb_included',
    'max_jobs_simulteneous',
    'num_concurrent_priority_jobs',
    'num_concurrent_batch_job_slots',
    'num_machines',
  ] as const) {
    if (!isCount(input[field])) problems[field] = PLAN_MESSAGES.count;
  }
  for (const field of ['gb_limit', 'file_size_limit_in_gb'] as const) {
    const value = input[field];
    if (value !== null && !(Number.isFinite(value) && value > 0))
      problems[field] = PLAN_MESSAGES.optionalQuantity;
  }
  if (input.num_seats !== null && !(Number.isInteger(input.num_seats) && input.num_seats > 0)) {
    problems.num_seats = PLAN_MESSAGES.optionalCount;
  }
  if (!(Number.isFinite(input.usd_exchange_rate) && input.usd_exchange_rate > 0)) {
    problems.usd_exchange_rate = PLAN_MESSAGES.rate;
  }
  const tier = tierProblems(input.tiers)[0];
  if (tier) problems.tiers = tier.message;
  return problems;
}
