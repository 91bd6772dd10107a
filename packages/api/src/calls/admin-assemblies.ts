import {
  AdminAssemblyDetailReplySchema,
  AdminAssemblyListQuerySchema,
  AdminAssemblyListReplySchema,
} from '../schemas/admin-assemblies';
import { listCall, readCall } from './call-kit';

const assemblies = '/admin/api/assemblies';

/** Admin: a page of every workspace's assemblies, newest first, by state, days, workspace, region, cluster, status. */
export const listAdminAssemblies = listCall(
  () => `${assemblies}.json`,
  AdminAssemblyListQuerySchema,
  AdminAssemblyListReplySchema,
);

/** Admin: one assembly as its workspace's detail page shows it, with the workspace's slug and name. */
export const getAdminAssembly = readCall(
  (id: string) => `${assemblies}/${encodeURIComponent(id)}.json`,
  AdminAssemblyDetailReplySchema,
);
