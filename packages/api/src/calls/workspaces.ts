import { request } from '../client';
import { EnvelopeSchema } from '../schemas/envelope';
import {
  AdminWorkspaceViewReplySchema,
  type CreateWorkspaceInput,
  CreateWorkspaceInputSchema,
  CreateWorkspaceReplySchema,
  type RecordTemplateEditorAssemblyInput,
  RecordTemplateEditorAssemblyInputSchema,
  WorkspaceReplySchema,
} from '../schemas/workspace-calls';
import { segment } from './address-parts';
import { firstPagePaths } from './first-page';

export const getWorkspace = (slug: string) =>
  request({ path: firstPagePaths.workspace(slug), responseSchema: WorkspaceReplySchema });

export const createWorkspace = (body: CreateWorkspaceInput) =>
  request({
    path: '/api/create-new-workspace.json',
    method: 'POST',
    body,
    requestSchema: CreateWorkspaceInputSchema,
    responseSchema: CreateWorkspaceReplySchema,
  });

export const recordTemplateEditorAssembly = (body: RecordTemplateEditorAssemblyInput) =>
  request({
    path: '/api/user/record-template-editor-assembly.json',
    method: 'POST',
    body,
    requestSchema: RecordTemplateEditorAssemblyInputSchema,
    responseSchema: EnvelopeSchema,
  });

/**
 * Admin look-up of a workspace by slug. Its errors are only logged, not reported (spec §8); they are still thrown,
 * so the caller decides what a failed look-up means.
 */
export const adminViewWorkspace = (slug: string) =>
  request({
    path: `/admin/api/workspaces/view/${segment(slug)}`,
    responseSchema: AdminWorkspaceViewReplySchema,
    reportFailures: false,
  });

/** Switches the admin's session into the workspace; a failure throws with the server's text. */
export const impersonateWorkspace = (workspaceId: number) =>
  request({
    path: `/admin/users/impersonate/${segment(String(workspaceId))}`,
    responseSchema: EnvelopeSchema,
  });

/** Ends an impersonation and returns the session to the admin behind it (the impersonated-by banner's way back). */
export const stopImpersonating = () =>
  request({ path: '/admin/users/stop-impersonating', responseSchema: EnvelopeSchema });
