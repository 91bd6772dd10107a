import {
  FFMPEG_STACKS,
  IMAGEMAGICK_STACKS,
  type Workspace,
  type WorkspaceBillingInput,
  type WorkspaceGeneralInput,
  type WorkspaceLimitsInput,
  type WorkspaceProcessingInput,
} from '@console/api';

// Each section's form values from the workspace as stored: null texts become empty fields, and a default stack
// the console does not offer (or none) starts on the newest one.

export const generalValues = (w: Workspace): WorkspaceGeneralInput => ({
  name: w.name,
  email: w.email,
  company: w.company ?? '',
  country_id: w.country_id,
  linkback_url: w.linkback_url ?? '',
});

function offered<const T extends readonly string[]>(stacks: T, value: string | null): T[number] {
  const found = stacks.find((stack) => stack === value);
  return found ?? (stacks.at(-1) as T[number]);
}

export const processingValues = (w: Workspace): WorkspaceProcessingInput => ({
  signatureAuth: w.signatureAuth,
  require_template_id: w.require_template_id,
  auto_replay_crashed_assemblies: w.auto_replay_crashed_assemblies,
  save_template_in_assembly_json: w.save_template_in_assembly_json,
  default_imagemagick_stack: offered(IMAGEMAGICK_STACKS, w.default_imagemagick_stack),
  default_ffmpeg_stack: offered(FFMPEG_STACKS, w.default_ffmpeg_stack),
  transcoding_result_expiry: w.transcoding_result_expiry,
  assembly_status_expiry: w.assembly_status_expiry,
});

export const limitsValues = (w: Workspace): WorkspaceLimitsInput => ({
  assembly_rate_limit: w.assembly_rate_limit,
  concurrent_assembly_rate_limit: w.concurrent_assembly_rate_limit,
});

export const billingValues = (w: Workspace): WorkspaceBillingInput => ({
  billing_email: w.billing_email ?? '',
  change_billing_email_too: w.change_billing_email_too,
  address_1: w.address_1 ?? '',
  address_2: w.address_2 ?? '',
  zip: w.zip ?? '',
  city: w.city ?? '',
  state: w.state ?? '',
  country_id: w.country_id,
  vat_id: w.vat_id ?? '',
});
