import { z } from 'zod/mini';
import { AUTH_MESSAGES } from './auth';
import type { Country } from './country';
import { CountrySchema } from './country';
import { replyOf } from './envelope';
import { AssemblyStatusExpirySchema, TranscodingResultExpirySchema } from './expiry';
import { expectedObject, requiredText } from './inputs';
import { type Plan, PlanSchema } from './plan';

/*
 * The workspace's own settings (spec §3 Workspace), one write per section of the settings page, so saving one
 * section never sends, or overwrites, what another holds. Every write answers with the whole workspace
 * (WorkspaceReplySchema); a refusal about one field names it in `meta.field`.
 */

/** The ImageMagick stacks a workspace can default to, oldest first; those before v3 are deprecated. */
export const IMAGEMAGICK_STACKS = ['v2.0.10', 'v3.0.0', 'v3.0.1'] as const;
/** The FFmpeg stacks a workspace can default to, oldest first; those before v6 are deprecated. */
export const FFMPEG_STACKS = ['v5.0.0', 'v6.0.0', 'v7.0.0'] as const;

export const WORKSPACE_NAME_MAX_LENGTH = 100;
export const CANCEL_REASON_MAX_LENGTH = 500;

/** Assemblies a minute a plan allows for each assembly it may run at once. */
export const ASSEMBLIES_PER_MINUTE_PER_SLOT = 6;

/**
 * What a plan allows for the workspace's own limits: as many assemblies at once as the plan runs, and
 * ASSEMBLIES_PER_MINUTE_PER_SLOT a minute for each of those. A workspace limit of null means "what the plan allows".
 */
export function planLimits(plan: Plan): {
  assembly_rate_limit: number;
  concurrent_assembly_rate_limit: number;
} {
  return {
    assembly_rate_limit: plan.max_jobs_simulteneous * ASSEMBLIES_PER_MINUTE_PER_SLOT,
    concurrent_assembly_rate_limit: plan.max_jobs_simulteneous,
  };
}

/** The settings' messages; forms and the mock backend use the same words. */
export const WORKSPACE_SETTINGS_MESSAGES = {
  nameMissing: 'Enter the workspace name.',
  nameNotText: 'The workspace name must be text.',
  nameTooLong: `Keep the name to ${WORKSPACE_NAME_MAX_LENGTH} characters or fewer.`,
  emailMissing: 'Enter the e-mail address we write to about this workspace.',
  billingEmailInvalid: 'Enter a valid e-mail address, or leave it empty to use the workspace e-mail.',
  textTooLong: (max: number) => `Keep this to ${max} characters or fewer.`,
  linkbackInvalid: 'Enter a full address starting with https:// or http://, or leave it empty.',
  countryUnknown: 'Choose a country from the list.',
  limitInvalid: 'Enter a whole number of 1 or more, or leave it empty for what the plan allows.',
  limitAbovePlan: (allowed: number) =>
    `Your plan allows up to ${allowed}. Enter ${allowed} or less, or leave it empty.`,
  vatIdInvalid: (iso: string) =>
    `Enter the VAT id with its country code: ${iso} followed by 2 to 12 letters or digits, such as ${iso}123456789.`,
  vatIdWrongCountry: (iso: string) =>
    `This VAT id is not from the billing country: it must start with ${iso}.`,
  reasonMissing: 'Tell us why you are cancelling, in a few words.',
  reasonTooLong: `Keep the reason to ${CANCEL_REASON_MAX_LENGTH} characters or fewer.`,
  confirmMismatch: (slug: string) => `Type the workspace address, ${slug}, to confirm.`,
  alreadyCancelled: 'This workspace has already been cancelled.',
} as const;

const M = WORKSPACE_SETTINGS_MESSAGES;

/** Optional free text: may be empty (stored as null), never longer than `max`. */
const optionalText = (max: number, notText: string) =>
  z.string({ error: notText }).check(z.trim(), z.maxLength(max, M.textTooLong(max)));

const isWebAddress = (value: string) => {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

const countryId = z.nullable(z.int({ error: M.countryUnknown }));

const workspaceEmail = requiredText(
  { missing: M.emailMissing, notText: AUTH_MESSAGES.emailNotText },
  { trim: true },
).check(z.email(AUTH_MESSAGES.emailInvalid));

/** `POST /{slug}/api/settings/general.json`. */
export const WorkspaceGeneralInputSchema = z.object(
  {
    name: requiredText({ missing: M.nameMissing, notText: M.nameNotText }, { trim: true }).check(
      z.maxLength(WORKSPACE_NAME_MAX_LENGTH, M.nameTooLong),
    ),
    email: workspaceEmail,
    company: optionalText(100, 'The company must be text.'),
    country_id: countryId,
    linkback_url: z
      .string({ error: 'The linkback URL must be text.' })
      .check(z.trim(), z.maxLength(2000, M.textTooLong(2000)), z.refine(isWebAddress, M.linkbackInvalid)),
  },
  expectedObject('name, email, company, country_id and linkback_url'),
);
export type WorkspaceGeneralInput = z.infer<typeof WorkspaceGeneralInputSchema>;

/** `POST /{slug}/api/settings/processing.json`. */
export const WorkspaceProcessingInputSchema = z.object(
  {
    signatureAuth: z.boolean({ error: 'Say whether requests must be signed: true or false.' }),
    require_template_id: z.boolean({ error: 'Say whether assemblies need a template: true or false.' }),
    auto_replay_crashed_assemblies: z.boolean({
      error: 'Say whether to replay crashed assemblies: true or false.',
    }),
    save_template_in_assembly_json: z.boolean({
      error: 'Say whether to save the template in the status JSON: true or false.',
    }),
    default_imagemagick_stack: z.enum(IMAGEMAGICK_STACKS, {
      error: `Choose an ImageMagick stack: ${IMAGEMAGICK_STACKS.join(', ')}.`,
    }),
    default_ffmpeg_stack: z.enum(FFMPEG_STACKS, {
      error: `Choose an FFmpeg stack: ${FFMPEG_STACKS.join(', ')}.`,
    }),
    transcoding_result_expiry: TranscodingResultExpirySchema,
    assembly_status_expiry: AssemblyStatusExpirySchema,
  },
  expectedObject('the four switches, the two default stacks and the two expiries'),
);
export type WorkspaceProcessingInput = z.infer<typeof WorkspaceProcessingInputSchema>;

const limit = z.nullable(z.int({ error: M.limitInvalid }).check(z.positive(M.limitInvalid)));

/** `POST /{slug}/api/settings/limits.json`; null is what the plan allows, more than that is refused. */
export const WorkspaceLimitsInputSchema = z.object(
  { assembly_rate_limit: limit, concurrent_assembly_rate_limit: limit },
  expectedObject('assembly_rate_limit and concurrent_assembly_rate_limit (a number, or null)'),
);
export type WorkspaceLimitsInput = z.infer<typeof WorkspaceLimitsInputSchema>;

/** `POST /{slug}/api/settings/billing-details.json`; empty texts are stored as null. */
export const WorkspaceBillingInputSchema = z.object(
  {
    billing_email: z.string({ error: AUTH_MESSAGES.emailNotText }).check(
      z.trim(),
      z.refine((value) => value === '' || z.email().safeParse(value).success, M.billingEmailInvalid),
    ),
    change_billing_email_too: z.boolean({
      error: 'Say whether the billing e-mail follows the workspace e-mail: true or false.',
    }),
    address_1: optionalText(200, 'The address must be text.'),
    address_2: optionalText(200, 'The address must be text.'),
    zip: optionalText(20, 'The postcode must be text.'),
    city: optionalText(100, 'The city must be text.'),
    state: optionalText(100, 'The state or region must be text.'),
    country_id: countryId,
    vat_id: optionalText(20, 'The VAT id must be text.'),
  },
  expectedObject('billing_email, change_billing_email_too, the address fields, country_id and vat_id'),
);
export type WorkspaceBillingInput = z.infer<typeof WorkspaceBillingInputSchema>;

/**
 * What is wrong with a VAT id for the billing country, or null. Only EU countries (`is_eu`) have their VAT id
 * checked: it is optional, and when given it starts with the country's ISO code (Greece's is EL) and goes on with
 * 2 to 12 letters or digits. Elsewhere the field is a free tax number.
 */
export function vatIdProblem(vatId: string, country: Country | undefined): string | null {
  const id = vatId.replaceAll(/[\s.-]/g, '').toUpperCase();
  if (id === '' || !country?.is_eu) return null;
  const prefix = country.iso_code === 'GR' ? 'EL' : country.iso_code;
  if (/^[A-Z]{2}/.test(id) && !id.startsWith(prefix) && /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(id)) {
    return M.vatIdWrongCountry(prefix);
  }
  return new RegExp(`^${prefix}[0-9A-Z]{2,12}$`).test(id) ? null : M.vatIdInvalid(prefix);
}

/** `POST /{slug}/api/cancel-workspace.json`: a reason, and the workspace's address typed again. */
export const CancelWorkspaceInputSchema = z.object(
  {
    reason: requiredText(
      { missing: M.reasonMissing, notText: 'The reason must be text.' },
      { trim: true },
    ).check(z.maxLength(CANCEL_REASON_MAX_LENGTH, M.reasonTooLong)),
    confirm: z.string({ error: 'Type the workspace address to confirm.' }),
  },
  expectedObject('reason and confirm (the workspace address)'),
);
export type CancelWorkspaceInput = z.infer<typeof CancelWorkspaceInputSchema>;

/** `GET /{slug}/api/plan.json`: the workspace's plan, for what its limits and seats allow. */
export const WorkspacePlanReplySchema = replyOf({ plan: PlanSchema });
export type WorkspacePlanReply = z.infer<typeof WorkspacePlanReplySchema>;

/** `GET /api/countries.json`: every country a workspace or its billing address can be in, by name. */
export const CountryListReplySchema = replyOf({ countries: z.array(CountrySchema) });
export type CountryListReply = z.infer<typeof CountryListReplySchema>;
