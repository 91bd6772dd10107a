import { request } from '../client';
import {
  AdminAssemblyDetailReplySchema,
  type AdminAssemblyListQuery,
  AdminAssemblyListQuerySchema,
  AdminAssemblyListReplySchema,
} from '../schemas/admin-assemblies';
import { queryString } from './query-string';

const assemblies = '/admin/api/assemblies';

/** Admin: a page of every workspace's assemblies, newest first, by state, days, workspace, region, cluster, status. */
export const listAdminAssemblies = (query: AdminAssemblyListQuery = {}) =>
  request({
    path: `${assemblies}.json${queryString(query, AdminAssemblyListQuerySchema)}`,
    responseSchema: AdminAssemblyListReplySchema,
  });

/** Admin: one assembly as its workspace's detail page shows it, with the workspace's slug and name. */
export const getAdminAssembly = (id: string) =>
  request({
    path: `${assemblies}/${encodeURIComponent(id)}.json`,
    responseSchema: AdminAssemblyDetailReplySchema,
  });
