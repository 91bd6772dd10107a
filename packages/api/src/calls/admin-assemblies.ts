import {
  AdminAssemblyDetailReplySchema,
  AdminAssemblyListQuerySchema,
  AdminAssemblyListReplySchema,
} from '../schemas/admin-assemblies';
import { adminEntityPaths, listCall, readCall } from './call-kit';

const { all, one } = adminEntityPaths<string>('assemblies');

/** Admin: a page of every workspace's assemblies, newest first, by state, days, workspace, region, cluster, status. */
export const listAdminAssemblies = listCall(
  all('.json'),
  AdminAssemblyListQuerySchema,
  AdminAssemblyListReplySchema,
);

/** Admin: one assembly as its workspace's detail page shows it, with the workspace's slug and name. */
export const getAdminAssembly = readCall(one('.json'), AdminAssemblyDetailReplySchema);
