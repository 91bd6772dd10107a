import { getAdminAssembly, listAdminAssemblies } from '../calls/admin-assemblies';
import { pageHook, resourceHook } from './hook-kit';
import { adminAssemblyKeys } from './query-keys';

/** A page of every workspace's assemblies (see usePagedSWR). */
export const useAdminAssemblies = pageHook(adminAssemblyKeys.list, listAdminAssemblies);

/** One assembly's admin view. */
export const useAdminAssembly = resourceHook(adminAssemblyKeys.detail, getAdminAssembly);
