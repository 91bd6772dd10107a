import { EnvelopeSchema } from '../schemas/envelope';
import { WorkspaceReplySchema } from '../schemas/workspace-calls';
import {
  CancelWorkspaceInputSchema,
  CountryListReplySchema,
  WorkspaceBillingInputSchema,
  WorkspaceGeneralInputSchema,
  WorkspaceLimitsInputSchema,
  WorkspacePlanReplySchema,
  WorkspaceProcessingInputSchema,
} from '../schemas/workspace-settings';
import { workspaceApi } from './address-parts';
import { readCall, writeCall } from './call-kit';

/** Every country, by name, for the country choices of the settings. */
export const listCountries = readCall(() => '/api/countries.json', CountryListReplySchema);

/** The workspace's plan: what its limits and seats allow. */
export const getWorkspacePlan = readCall(
  (slug: string) => `${workspaceApi(slug)}/plan.json`,
  WorkspacePlanReplySchema,
);

/** A settings section's save: its address under the workspace's settings, answered with the workspace. */
const section = <Body extends Parameters<typeof writeCall>[1]>(name: string, body: Body) =>
  writeCall((slug: string) => `${workspaceApi(slug)}/settings/${name}.json`, body, WorkspaceReplySchema);

/** Name, e-mail, company, country and linkback URL. */
export const updateWorkspaceGeneral = section('general', WorkspaceGeneralInputSchema);

/** The four processing switches, the default stacks and the two expiries. */
export const updateWorkspaceProcessing = section('processing', WorkspaceProcessingInputSchema);

/** The workspace's own rate limits; more than the plan allows is refused. */
export const updateWorkspaceLimits = section('limits', WorkspaceLimitsInputSchema);

/** Billing e-mail and address, country and VAT id (checked for EU countries). */
export const updateWorkspaceBilling = section('billing-details', WorkspaceBillingInputSchema);

/** Cancels the workspace for good (owners only); `meta.redirect` says where the console goes next. */
export const cancelWorkspace = writeCall(
  (slug: string) => `${workspaceApi(slug)}/cancel-workspace.json`,
  CancelWorkspaceInputSchema,
  EnvelopeSchema,
);
