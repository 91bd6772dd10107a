import { type Plan, PlanSchema } from '@console/api';
import { cycleOf, presetFor } from './catalogue';

type PlanPreset = Omit<Plan, 'id' | 'currency' | 'usd_exchange_rate' | 'published'>;

const PLAN_PRESETS: readonly PlanPreset[] = [
  {
    title: 'Sandbox',
    slug: 'sandbox',
    price_per_month: 0,
    gb_included: 5,
    gb_limit: 5,
    file_size_limit_in_gb: 1,
    max_jobs_simulteneous: 2,
    num_concurrent_priority_jobs: 1,
    num_concurrent_batch_job_slots: 1,
    num_seats: 1,
    has_lifetime_limit: true,
    price_per_gb: 0,
    tiers: [],
    can_use_image_turbo_mode: false,
    can_use_video_turbo_mode: false,
    can_use_assembly_fields_search: false,
    should_watermark_transcoding_results: true,
    num_machines: 0,
    price_per_machine: 0,
  },
  {
    title: 'Startup',
    slug: 'startup',
    price_per_month: 49,
    gb_included: 10,
    gb_limit: null,
    file_size_limit_in_gb: 10,
    max_jobs_simulteneous: 10,
    num_concurrent_priority_jobs: 5,
    num_concurrent_batch_job_slots: 20,
    num_seats: 3,
    has_lifetime_limit: false,
    price_per_gb: 4.9,
    tiers: [
      { up_to_gb: 100, price_per_gb: 4.9 },
      { up_to_gb: null, price_per_gb: 3.9 },
    ],
    can_use_image_turbo_mode: false,
    can_use_video_turbo_mode: false,
    can_use_assembly_fields_search: false,
    should_watermark_transcoding_results: false,
    num_machines: 0,
    price_per_machine: 0,
  },
  {
    title: 'Pro',
    slug: 'pro',
    price_per_month: 199,
    gb_included: 50,
    gb_limit: null,
    file_size_limit_in_gb: 50,
    max_jobs_simulteneous: 40,
    num_concurrent_priority_jobs: 20,
    num_concurrent_batch_job_slots: 80,
    num_seats: 10,
    has_lifetime_limit: false,
    price_per_gb: 3.9,
    tiers: [
      { up_to_gb: 500, price_per_gb: 3.9 },
      { up_to_gb: null, price_per_gb: 2.9 },
    ],
    can_use_image_turbo_mode: true,
    can_use_video_turbo_mode: false,
    can_use_assembly_fields_search: true,
    should_watermark_transcoding_results: false,
    num_machines: 0,
    price_per_machine: 0,
  },
  {
    title: 'Enterprise',
    slug: 'enterprise',
    price_per_month: 2499,
    gb_included: 1000,
    gb_limit: null,
    file_size_limit_in_gb: null,
    max_jobs_simulteneous: 200,
    num_concurrent_priority_jobs: 100,
    num_concurrent_batch_job_slots: 400,
    num_seats: null,
    has_lifetime_limit: false,
    price_per_gb: 1.9,
    tiers: [
      { up_to_gb: 10_000, price_per_gb: 1.9 },
      { up_to_gb: null, price_per_gb: 1.5 },
    ],
    can_use_image_turbo_mode: true,
    can_use_video_turbo_mode: true,
    can_use_assembly_fields_search: true,
    should_watermark_transcoding_results: false,
    num_machines: 2,
    price_per_machine: 750,
  },
];

/**
 * seq 1–4 are Sandbox, Startup, Pro and Enterprise (ids 1–4); later seqs are retired versions of them,
 * unpublished and with a version suffix, as long-standing workspaces keep their old plans.
 */
export function buildPlan(overrides: Partial<Plan> = {}, seq = 1): Plan {
  const preset = presetFor(PLAN_PRESETS, seq);
  const cycle = cycleOf(seq, PLAN_PRESETS.length);
  const defaults: Plan = {
    ...preset,
    id: seq,
    title: cycle === 1 ? preset.title : `${preset.title} v${cycle}`,
    slug: cycle === 1 ? preset.slug : `${preset.slug}-v${cycle}`,
    currency: 'USD',
    usd_exchange_rate: 1,
    published: cycle === 1 && preset.slug !== 'enterprise',
  };
  return PlanSchema.parse({ ...defaults, ...overrides });
}
