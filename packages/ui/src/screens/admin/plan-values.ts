import type { AdminPlanRow, Plan, PlanInput, PriceTier } from '@console/api';

/** The plan form as typed: every number as its text, so nothing typed is lost while it is not yet valid. */
export type PlanDraft = {
  title: string;
  slug: string;
  currency: string;
  usd_exchange_rate: string;
  price_per_month: string;
  price_per_gb: string;
  num_machines: string;
  price_per_machine: string;
  gb_included: string;
  gb_limit: string;
  file_size_limit_in_gb: string;
  has_lifetime_limit: boolean;
  max_jobs_simulteneous: string;
  num_concurrent_priority_jobs: string;
  num_concurrent_batch_job_slots: string;
  num_seats: string;
  can_use_image_turbo_mode: boolean;
  can_use_video_turbo_mode: boolean;
  can_use_assembly_fields_search: boolean;
  should_watermark_transcoding_results: boolean;
  /** An empty bound is the open-ended last tier. */
  tiers: { key: number; up_to_gb: string; price_per_gb: string }[];
};

export const PLAN_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

const text = (value: number | null) => (value === null ? '' : String(value));

export function draftOf(plan: Plan | null): PlanDraft {
  return {
    title: plan?.title ?? '',
    slug: plan?.slug ?? '',
    currency: plan?.currency ?? 'USD',
    usd_exchange_rate: text(plan?.usd_exchange_rate ?? 1),
    price_per_month: text(plan?.price_per_month ?? null),
    price_per_gb: text(plan?.price_per_gb ?? null),
    num_machines: text(plan?.num_machines ?? 0),
    price_per_machine: text(plan?.price_per_machine ?? 0),
    gb_included: text(plan?.gb_included ?? null),
    gb_limit: text(plan?.gb_limit ?? null),
    file_size_limit_in_gb: text(plan?.file_size_limit_in_gb ?? null),
    has_lifetime_limit: plan?.has_lifetime_limit ?? false,
    max_jobs_simulteneous: text(plan?.max_jobs_simulteneous ?? null),
    num_concurrent_priority_jobs: text(plan?.num_concurrent_priority_jobs ?? null),
    num_concurrent_batch_job_slots: text(plan?.num_concurrent_batch_job_slots ?? null),
    num_seats: text(plan?.num_seats ?? null),
    can_use_image_turbo_mode: plan?.can_use_image_turbo_mode ?? false,
    can_use_video_turbo_mode: plan?.can_use_video_turbo_mode ?? false,
    can_use_assembly_fields_search: plan?.can_use_assembly_fields_search ?? false,
    should_watermark_transcoding_results: plan?.should_watermark_transcoding_results ?? false,
    tiers: (plan?.tiers ?? []).map((tier, index) => ({
      key: index,
      up_to_gb: text(tier.up_to_gb),
      price_per_gb: text(tier.price_per_gb),
    })),
  };
}

/** Whether two drafts hold the same values; a tier's key only tells React which row is which. */
export function sameDraft(a: PlanDraft, b: PlanDraft): boolean {
  const values = (draft: PlanDraft) =>
    JSON.stringify({
      ...draft,
      tiers: draft.tiers.map((tier) => [tier.up_to_gb, tier.price_per_gb]),
    });
  return values(a) === values(b);
}

/** A required number: empty or not a number is NaN, which the plan rules refuse with the field's message. */
const required = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));
/** An optional number: empty is null (no limit). */
const optional = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

/** The draft as the call's input; `planProblems` says what is wrong with it. */
export function inputOf(draft: PlanDraft): PlanInput {
  return {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    currency: draft.currency,
    usd_exchange_rate: required(draft.usd_exchange_rate),
    price_per_month: required(draft.price_per_month),
    price_per_gb: required(draft.price_per_gb),
    num_machines: required(draft.num_machines),
    price_per_machine: required(draft.price_per_machine),
    gb_included: required(draft.gb_included),
    gb_limit: optional(draft.gb_limit),
    file_size_limit_in_gb: optional(draft.file_size_limit_in_gb),
    has_lifetime_limit: draft.has_lifetime_limit,
    max_jobs_simulteneous: required(draft.max_jobs_simulteneous),
    num_concurrent_priority_jobs: required(draft.num_concurrent_priority_jobs),
    num_concurrent_batch_job_slots: required(draft.num_concurrent_batch_job_slots),
    num_seats: optional(draft.num_seats),
    can_use_image_turbo_mode: draft.can_use_image_turbo_mode,
    can_use_video_turbo_mode: draft.can_use_video_turbo_mode,
    can_use_assembly_fields_search: draft.can_use_assembly_fields_search,
    should_watermark_transcoding_results: draft.should_watermark_transcoding_results,
    tiers: draft.tiers.map(
      (tier): PriceTier => ({ up_to_gb: optional(tier.up_to_gb), price_per_gb: required(tier.price_per_gb) }),
    ),
  };
}

/** Whether saving this plan changes what live customers pay, and so needs the affected count confirmed. */
export const affectsCustomers = (row: AdminPlanRow | null) =>
  row?.plan.published === true && row.workspaces_count > 0;
