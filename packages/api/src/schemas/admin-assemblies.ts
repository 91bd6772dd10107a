import { z } from 'zod/mini';
import { ADMIN_WORKSPACE_STATUSES } from './admin-workspaces';
import {
  ASSEMBLIES_MAX_PER_PAGE,
  AssemblyDetailReplySchema,
  AssemblyListItemSchema,
  AssemblyListQuerySchema,
} from './assembly-calls';
import { choiceFilter, pageOf, pagingQueryFields } from './paging';

export const ADMIN_ASSEMBLIES_PER_PAGE = 25;
/** The regions the service runs assemblies in. */
export const ADMIN_ASSEMBLY_REGIONS = ['us-east-1', 'eu-west-1', 'ap-southeast-1'] as const;

/** The server's words for each refusal of the admin assembly calls. */
export const ADMIN_ASSEMBLY_MESSAGES = {
  refused: 'Only admins can see every workspace’s assemblies.',
  notFound: 'Assembly not found',
} as const;

/**
 * The query of `GET /admin/api/assemblies.json`: the workspace list's state and days, plus the workspace (part of
 * its slug), region, cluster and the workspace's admin status. Newest first.
 */
export const AdminAssemblyListQuerySchema = z.object({
  state: AssemblyListQuerySchema.shape.state,
  from: AssemblyListQuerySchema.shape.from,
  to: AssemblyListQuerySchema.shape.to,
  workspace: z.optional(z.string()),
  region: choiceFilter(ADMIN_ASSEMBLY_REGIONS, 'regions'),
  cluster: z.optional(
    z.string().check(z.regex(/^[a-z0-9-]+$/, 'Give the cluster as its name, such as us-east-1-prod-1.')),
  ),
  status: choiceFilter(ADMIN_WORKSPACE_STATUSES, 'statuses'),
  ...pagingQueryFields({ maxPerPage: ASSEMBLIES_MAX_PER_PAGE, one: 'assembly', many: 'assemblies' }),
});
export type AdminAssemblyListQuery = z.infer<typeof AdminAssemblyListQuerySchema>;

/** The workspace an assembly belongs to, as admin pages name it. */
const workspaceFields = { workspace_slug: z.string(), workspace_name: z.string() };

/** An assembly as the admin list shows it: the workspace list's row and its workspace. */
export const AdminAssemblyListItemSchema = z.extend(AssemblyListItemSchema, workspaceFields);
export type AdminAssemblyListItem = z.infer<typeof AdminAssemblyListItemSchema>;

/** The requested page of the matching assemblies, newest first. */
export const AdminAssemblyListReplySchema = pageOf('assemblies', AdminAssemblyListItemSchema);
export type AdminAssemblyListReply = z.infer<typeof AdminAssemblyListReplySchema>;

/** `GET /admin/api/assemblies/{id}.json`: the workspace detail's reply and the assembly's workspace. */
export const AdminAssemblyDetailReplySchema = z.extend(AssemblyDetailReplySchema, workspaceFields);
export type AdminAssemblyDetailReply = z.infer<typeof AdminAssemblyDetailReplySchema>;
