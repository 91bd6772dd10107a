import { z } from 'zod/mini';
import { AssemblyStatusExpirySchema, TranscodingResultExpirySchema } from './expiry';
import { forbiddenKeys } from './fields';

/**
 * The names under which a workspace's sensitive fields (spec §3: a secret key, a payment-provider customer id)
 * could arrive: the service's own names and the usual ones of the payment providers it may use.
 */
export const WORKSPACE_SENSITIVE_KEYS = [
  'secret',
  'secret_key',
  'auth_secret',
  'api_secret',
  'payment_provider_customer_id',
  'stripe_customer_id',
  'braintree_customer_id',
] as const;

/**
 * A workspace (the service calls it an account). Its sensitive fields exist on the server but must never reach a
 * browser: a reply carrying any of WORKSPACE_SENSITIVE_KEYS is reported as a schema mismatch, and the request
 * helper drops those keys, so they reach neither a screen, the SWR cache nor a report.
 */
export const WorkspaceSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  email: z.string(),
  billing_email: z.nullable(z.string()),
  company: z.nullable(z.string()),
  country_id: z.nullable(z.number()),
  plan_id: z.number(),
  billable: z.boolean(),
  signatureAuth: z.boolean(),
  require_template_id: z.boolean(),
  auto_replay_crashed_assemblies: z.boolean(),
  save_template_in_assembly_json: z.boolean(),
  transcoding_result_expiry: TranscodingResultExpirySchema,
  assembly_status_expiry: AssemblyStatusExpirySchema,
  address_1: z.nullable(z.string()),
  address_2: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  vat_id: z.nullable(z.string()),
  /** A monthly spending cap in the plan's currency; null means no cap. */
  bill_limit: z.nullable(z.number()),
  plan_exceeded: z.boolean(),
  bill_limit_reached: z.boolean(),
  stop_processing_on_bill_limit: z.boolean(),
  assembly_rate_limit: z.nullable(z.number()),
  concurrent_assembly_rate_limit: z.nullable(z.number()),
  can_be_auto_cancelled: z.boolean(),
  change_billing_email_too: z.boolean(),
  cancelled: z.boolean(),
  cancel_reason: z.nullable(z.string()),
  created: z.iso.datetime(),
  modified: z.iso.datetime(),
  deleted: z.nullable(z.iso.datetime()),
  last_used: z.nullable(z.iso.datetime()),
  referral_code: z.nullable(z.string()),
  referral_visits: z.number(),
  signup_discount: z.nullable(z.number()),
  lifetime_usage: z.number(),
  revenue_forecast: z.nullable(z.number()),
  usage_forecast: z.nullable(z.number()),
  uses_invoicing: z.boolean(),
  partner: z.nullable(z.string()),
  payment_provider: z.nullable(z.string()),
  default_imagemagick_stack: z.nullable(z.string()),
  default_ffmpeg_stack: z.nullable(z.string()),
  linkback_url: z.nullable(z.string()),
  via_referer: z.nullable(z.string()),
  via_utm_source: z.nullable(z.string()),
  via_utm_medium: z.nullable(z.string()),
  via_utm_campaign: z.nullable(z.string()),
  via_utm_term: z.nullable(z.string()),
  via_utm_content: z.nullable(z.string()),
  ...forbiddenKeys(WORKSPACE_SENSITIVE_KEYS),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;
