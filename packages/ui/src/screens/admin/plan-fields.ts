import type { PlanInputField } from '@console/api';
import type { PlanDraft } from './plan-values';

/* The plan form's fields, in the order it shows them: the text fields by section, then the switches. */

export type TextField = {
  [K in keyof PlanDraft]: PlanDraft[K] extends string ? K : never;
}[keyof PlanDraft];
export type SwitchField = {
  [K in keyof PlanDraft]: PlanDraft[K] extends boolean ? K : never;
}[keyof PlanDraft];

/** The text fields, in form order, by section; each with its label and hint. */
export const SECTIONS: {
  title: string;
  fields: { name: TextField; label: string; hint?: string; unit?: 'money' }[];
}[] = [
  {
    title: 'Price',
    fields: [
      { name: 'price_per_month', label: 'Price per month', unit: 'money' },
      { name: 'price_per_gb', label: 'Price per GB beyond the allowance', unit: 'money' },
      { name: 'num_machines', label: 'Dedicated machines included' },
      { name: 'price_per_machine', label: 'Price per machine', unit: 'money' },
    ],
  },
  {
    title: 'Allowance',
    fields: [
      { name: 'gb_included', label: 'GB included' },
      { name: 'gb_limit', label: 'GB limit', hint: 'A hard cap; empty: no cap, overage is billed.' },
      { name: 'file_size_limit_in_gb', label: 'File size limit in GB', hint: 'Empty: no limit.' },
    ],
  },
  {
    title: 'Capacity',
    fields: [
      { name: 'max_jobs_simulteneous', label: 'Simultaneous jobs' },
      { name: 'num_concurrent_priority_jobs', label: 'Concurrent priority jobs' },
      { name: 'num_concurrent_batch_job_slots', label: 'Concurrent batch job slots' },
      { name: 'num_seats', label: 'Seats', hint: 'Collaborators; empty: unlimited.' },
    ],
  },
];

export const SWITCHES: { name: SwitchField; label: string; description: string }[] = [
  {
    name: 'has_lifetime_limit',
    label: 'Lifetime allowance',
    description: 'The GB included are for the workspace’s lifetime, not per month (free plans).',
  },
  { name: 'can_use_image_turbo_mode', label: 'Image turbo mode', description: 'Faster image processing.' },
  { name: 'can_use_video_turbo_mode', label: 'Video turbo mode', description: 'Parallel video encoding.' },
  {
    name: 'can_use_assembly_fields_search',
    label: 'Assembly fields search',
    description: 'Search assemblies by their fields.',
  },
  {
    name: 'should_watermark_transcoding_results',
    label: 'Watermark results',
    description: 'Transcoding results carry a watermark.',
  },
];

export const FIELD_ORDER: PlanInputField[] = [
  'title',
  'slug',
  'currency',
  'usd_exchange_rate',
  ...SECTIONS.flatMap((section) => section.fields.map((field) => field.name as PlanInputField)),
  'tiers',
];
