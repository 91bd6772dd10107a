import { z } from 'zod/mini';
import {
  CountSchema,
  CurrencySchema,
  MoneySchema,
  NonEmptyStringSchema,
  QuantitySchema,
  RowIdSchema,
} from './fields';

/** One step of graduated pricing: GB up to `up_to_gb` cost `price_per_gb`; null is the open-ended last step. */
export const PriceTierSchema = z.object({
  up_to_gb: z.nullable(QuantitySchema),
  price_per_gb: MoneySchema,
});
export type PriceTier = z.infer<typeof PriceTierSchema>;

export const PlanSchema = z.object({
  id: RowIdSchema,
  title: NonEmptyStringSchema,
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  price_per_month: MoneySchema,
  gb_included: QuantitySchema,
  /** Hard cap on usage; null: no cap, overage is billed. */
  gb_limit: z.nullable(QuantitySchema),
  file_size_limit_in_gb: z.nullable(QuantitySchema),
  /** The spelling is the wire's. */
  max_jobs_simulteneous: CountSchema,
  num_concurrent_priority_jobs: CountSchema,
  num_concurrent_batch_job_slots: CountSchema,
  /** Null: unlimited collaborators. */
  num_seats: z.nullable(z.int().check(z.positive())),
  /** The GB allowance is for the workspace's lifetime rather than per month (free plans). */
  has_lifetime_limit: z.boolean(),
  price_per_gb: MoneySchema,
  tiers: z.array(PriceTierSchema),
  currency: CurrencySchema,
  usd_exchange_rate: z.number().check(z.positive()),
  /** Offered on the billing page; unpublished plans stay on the workspaces that have them. */
  published: z.boolean(),
  can_use_image_turbo_mode: z.boolean(),
  can_use_video_turbo_mode: z.boolean(),
  can_use_assembly_fields_search: z.boolean(),
  should_watermark_transcoding_results: z.boolean(),
  /** Dedicated machines included. */
  num_machines: CountSchema,
  price_per_machine: MoneySchema,
});
export type Plan = z.infer<typeof PlanSchema>;
