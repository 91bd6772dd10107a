import useSWR, { type SWRConfiguration } from 'swr';
import { getAdminAssembly, listAdminAssemblies } from '../calls/admin-assemblies';
import type {
  AdminAssemblyDetailReply,
  AdminAssemblyListQuery,
  AdminAssemblyListReply,
} from '../schemas/admin-assemblies';
import { usePagedSWR } from './paged';
import { adminAssemblyKeys } from './query-keys';

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
