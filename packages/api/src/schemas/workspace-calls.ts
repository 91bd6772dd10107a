import { z } from 'zod/mini';
import { envelopeWithData, MetaSchema } from './envelope';
import { MembershipWorkspaceSchema } from './membership';
import { WorkspaceSchema } from './workspace';

/** `GET /{slug}/api/workspace.json`. */
export const WorkspaceReplySchema = z.object({ meta: MetaSchema, workspace: WorkspaceSchema });
export type WorkspaceReply = z.infer<typeof WorkspaceReplySchema>;

export const SLUG_MAX_LENGTH = 48;

export const CreateWorkspaceInputSchema = z.object({
  slug: z
    .string()
    .check(
      z.minLength(1, 'Choose an address for the workspace.'),
      z.maxLength(SLUG_MAX_LENGTH, `Keep the address to ${SLUG_MAX_LENGTH} characters or fewer.`),
      z.regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        'Use lower-case letters, digits and single dashes, not at the start or end.',
      ),
    ),
  /** The display name; the spec's payload is the slug alone, so the server falls back to the slug. */
  name: z.optional(z.string().check(z.maxLength(100, 'Keep the name to 100 characters or fewer.'))),
});
export type CreateWorkspaceInput = z.infer<typeof CreateWorkspaceInputSchema>;

export const CreateWorkspaceReplySchema = envelopeWithData(
  z.object({ workspace: MembershipWorkspaceSchema }),
);
export type CreateWorkspaceReply = z.infer<typeof CreateWorkspaceReplySchema>;

export const RecordTemplateEditorAssemblyInputSchema = z.object({ workspace_id: z.number() });
export type RecordTemplateEditorAssemblyInput = z.infer<typeof RecordTemplateEditorAssemblyInputSchema>;

/** `GET /admin/api/workspaces/view/{slug}`: only the id is needed, to impersonate. */
export const AdminWorkspaceViewReplySchema = envelopeWithData(
  z.object({
    workspace: z.object({ id: z.number(), slug: z.optional(z.string()), name: z.optional(z.string()) }),
  }),
);
export type AdminWorkspaceViewReply = z.infer<typeof AdminWorkspaceViewReplySchema>;
