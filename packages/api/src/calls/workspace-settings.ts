import { request } from '../client';
import { EnvelopeSchema } from '../schemas/envelope';
import { WorkspaceReplySchema } from '../schemas/workspace-calls';
import {
  type CancelWorkspaceInput,
  CancelWorkspaceInputSchema,
  CountryListReplySchema,
  type WorkspaceBillingInput,
  WorkspaceBillingInputSchema,
  type WorkspaceGeneralInput,
  WorkspaceGeneralInputSchema,
  type WorkspaceLimitsInput,
  WorkspaceLimitsInputSchema,
  WorkspacePlanReplySchema,
  type WorkspaceProcessingInput,
  WorkspaceProcessingInputSchema,
} from '../schemas/workspace-settings';

const segment = encodeURIComponent;
const settings = (slug: string) => `/${segment(slug)}/api/settings`;

/** Every country, by name, for the country choices of the settings. */
export const listCountries = () =>
  request({ path: '/api/countries.json', responseSchema: CountryListReplySchema });

/** The workspace's plan: what its limits and seats allow. */
export const getWorkspacePlan = (slug: string) =>
  request({ path: `/${segment(slug)}/api/plan.json`, responseSchema: WorkspacePlanReplySchema });

/** Name, e-mail, company, country and linkback URL. */
export const updateWorkspaceGeneral = (slug: string, body: WorkspaceGeneralInput) =>
  request({
    path: `${settings(slug)}/general.json`,
    method: 'POST',
    body,
    requestSchema: WorkspaceGeneralInputSchema,
    responseSchema: WorkspaceReplySchema,
  });

/** The four processing switches, the default stacks and the two expiries. */
export const updateWorkspaceProcessing = (slug: string, body: WorkspaceProcessingInput) =>
  request({
    path: `${settings(slug)}/processing.json`,
    method: 'POST',
    body,
    requestSchema: WorkspaceProcessingInputSchema,
    responseSchema: WorkspaceReplySchema,
  });

/** The workspace's own rate limits; more than the plan allows is refused. */
export const updateWorkspaceLimits = (slug: string, body: WorkspaceLimitsInput) =>
  request({
    path: `${settings(slug)}/limits.json`,
    method: 'POST',
    body,
    requestSchema: WorkspaceLimitsInputSchema,
    responseSchema: WorkspaceReplySchema,
  });

/** Billing e-mail and address, country and VAT id (checked for EU countries). */
export const updateWorkspaceBilling = (slug: string, body: WorkspaceBillingInput) =>
  request({
    path: `${settings(slug)}/billing-details.json`,
    method: 'POST',
    body,
    requestSchema: WorkspaceBillingInputSchema,
    responseSchema: WorkspaceReplySchema,
  });

/** Cancels the workspace for good (owners only); `meta.redirect` says where the console goes next. */
export const cancelWorkspace = (slug: string, body: CancelWorkspaceInput) =>
  request({
    path: `/${segment(slug)}/api/cancel-workspace.json`,
    method: 'POST',
    body,
    requestSchema: CancelWorkspaceInputSchema,
    responseSchema: EnvelopeSchema,
  });
