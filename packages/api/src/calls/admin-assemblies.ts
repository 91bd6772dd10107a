import { request } from '../client';
import {
  AdminAssemblyDetailReplySchema,
  type AdminAssemblyListQuery,
  AdminAssemblyListReplySchema,
} from '../schemas/admin-assemblies';

const assemblies = '/admin/api/assemblies';

/** The query string of a list filter, without the parts left out. */
function searchOf(query: AdminAssemblyListQuery): string {
  const given = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return given.length > 0
    ? `?${new URLSearchParams(given.map(([name, value]) => [name, String(value)]))}`
    : '';
}

/** Admin: a page of every workspace's assemblies, newest first, by state, days, workspace, region, cluster, status. */
export const listAdminAssemblies = (query: AdminAssemblyListQuery = {}) =>
  request({ path: `${assemblies}.json${searchOf(query)}`, responseSchema: AdminAssemblyListReplySchema });

/** Admin: one assembly as its workspace's detail page shows it, with the workspace's slug and name. */
export const getAdminAssembly = (id: string) =>
  request({
    path: `${assemblies}/${encodeURIComponent(id)}.json`,
    responseSchema: AdminAssemblyDetailReplySchema,
  });
