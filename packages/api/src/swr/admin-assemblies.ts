import useSWR, { type SWRConfiguration } from 'swr';
import { getAdminAssembly, listAdminAssemblies } from '../calls/admin-assemblies';
import type {
  AdminAssemblyDetailReply,
  AdminAssemblyListQuery,
  AdminAssemblyListReply,
} from '../schemas/admin-assemblies';
import { usePagedSWR } from './paged';

/** Every SWR cache key of the admin assemblies, in one place. */
export const adminAssemblyKeys = {
  list: (query: AdminAssemblyListQuery) =>
    [
      'admin-assemblies',
      'list',
      query.state ?? null,
      query.from ?? null,
      query.to ?? null,
      query.workspace ?? null,
      query.region ?? null,
      query.cluster ?? null,
      query.status ?? null,
      query.page ?? null,
      query.per_page ?? null,
    ] as const,
  detail: (id: string) => ['admin-assemblies', 'detail', id] as const,
};

/** A page of every workspace's assemblies (see usePagedSWR). */
export function useAdminAssemblies(
  query: AdminAssemblyListQuery,
  config?: SWRConfiguration<AdminAssemblyListReply>,
) {
  return usePagedSWR(adminAssemblyKeys.list(query), () => listAdminAssemblies(query), config);
}

/** One assembly's admin view. */
export function useAdminAssembly(id: string, config?: SWRConfiguration<AdminAssemblyDetailReply>) {
  return useSWR(adminAssemblyKeys.detail(id), ([, , key]) => getAdminAssembly(key), config);
}
