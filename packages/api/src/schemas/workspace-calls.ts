import { z } from 'zod/mini';
import { envelopeWithData, replyOf } from './envelope';
import { expectedObject, requiredText } from './inputs';
import { MembershipWorkspaceSchema } from './membership';
import { WorkspaceSchema } from './workspace';

/** `GET /{slug}/api/workspace.json`. */
export const WorkspaceReplySchema = replyOf({ workspace: WorkspaceSchema });
export type WorkspaceReply = z.infer<typeof WorkspaceReplySchema>;

export const SLUG_MAX_LENGTH = 48;

/**
 * The first path segments of the console's own routes (packages/ui/src/lib/paths.ts, spec §2): a workspace
 * lives at /c/{slug}, so one with any of these slugs could never be opened. Copied here rather than imported,
 * since api never imports ui; tests/api/workspace-slugs.test.ts keeps the two in step.
 */
export const RESERVED_WORKSPACE_SLUGS: readonly string[] = [
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'verify-email',
  '2fa',
  'cancel-account-success',
  'dashboard',
  'create-workspace',
  'create-new-workspace',
  'user',
  'admin',
  'assemblies',
  'settings',
  'template-credentials',
  'collaborators',
  'billing',
  'templates',
  'addons',
  'onboarding',
];

export function isReservedWorkspaceSlug(slug: string): boolean {
  return RESERVED_WORKSPACE_SLUGS.includes(slug);
}

export const CreateWorkspaceInputSchema = z.object(
  {
    slug: requiredText({
      missing: 'Choose an address for the workspace.',
      notText: 'The workspace address must be text.',
    }).check(
      z.maxLength(SLUG_MAX_LENGTH, `Keep the address to ${SLUG_MAX_LENGTH} characters or fewer.`),
      z.regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        'Use lower-case letters, digits and single dashes, not at the start or end.',
      ),
      z.refine((slug) => !isReservedWorkspaceSlug(slug), {
        error: (issue) => `“${String(issue.input)}” is reserved by the console; pick another address.`,
      }),
    ),
    /** The display name; the spec's payload is the slug alone, so the server falls back to the slug. */
    name: z.optional(
      z
        .string({ error: 'The workspace name must be text.' })
        .check(z.maxLength(100, 'Keep the name to 100 characters or fewer.')),
    ),
  },
  expectedObject('slug, and optionally name'),
);
export type CreateWorkspaceInput = z.infer<typeof CreateWorkspaceInputSchema>;

export const CreateWorkspaceReplySchema = envelopeWithData(
  z.object({ workspace: MembershipWorkspaceSchema }),
);
export type CreateWorkspaceReply = z.infer<typeof CreateWorkspaceReplySchema>;

export const RecordTemplateEditorAssemblyInputSchema = z.object(
  {
    workspace_id: z.number({
      error: (issue) =>
        issue.input === undefined
          ? 'Say which workspace ran the test: send its workspace_id.'
          : 'The workspace_id must be a number.',
    }),
  },
  expectedObject('workspace_id'),
);
export type RecordTemplateEditorAssemblyInput = z.infer<typeof RecordTemplateEditorAssemblyInputSchema>;

/** `GET /admin/api/workspaces/view/{slug}`: only the id is needed, to impersonate. */
export const AdminWorkspaceViewReplySchema = envelopeWithData(
  z.object({
    workspace: z.object({ id: z.number(), slug: z.optional(z.string()), name: z.optional(z.string()) }),
    /** Whom an impersonation acts as, so the admin is told before they open the workspace; beyond spec §7. */
    owner: z.optional(z.object({ name: z.string() })),
  }),
);
export type AdminWorkspaceViewReply = z.infer<typeof AdminWorkspaceViewReplySchema>;
