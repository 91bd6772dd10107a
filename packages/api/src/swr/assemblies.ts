import type { SWRConfiguration } from 'swr';
import { isAssemblyBusy } from '../assembly-status';
import {
  cancelAssembly,
  getAssembly,
  listAssemblies,
  replayAssembly,
  runTemplateTest,
} from '../calls/assemblies';
import type { AssemblyListQuery, AssemblyListReply, TemplateTestRunInput } from '../schemas/assembly-calls';
import { actionsHook } from './action-kit';
import { assemblyHook, useBusyRefresh } from './busy-refresh';
import { pagePreload } from './hook-kit';
import { usePagedSWR } from './paged';
import { assemblyKeys, templateKeys } from './query-keys';

export { BUSY_REFRESH_MS } from './busy-refresh';

/** A page of the workspace's assemblies (see usePagedSWR), asking again while a busy assembly is on it. */
export function useAssemblies(
  slug: string | null,
  query: AssemblyListQuery,
  config?: SWRConfiguration<AssemblyListReply>,
) {
  const { refreshInterval, follow } = useBusyRefresh();
  const result = usePagedSWR(
    slug ? assemblyKeys.list(slug, query) : null,
    ([, workspace]) => listAssemblies(workspace, query),
    { refreshInterval, ...config },
  );
  follow(result.data?.assemblies.some(isAssemblyBusy) ?? false);
  return result;
}

/** Fetches a page of assemblies a person is about to open (see preload.ts), for useAssemblies to find. */
export const preloadAssemblies = pagePreload(assemblyKeys.list, listAssemblies);

/** One assembly with its warnings, fields, replays and status JSON; pass null for either to wait. */
export const useAssembly = assemblyHook(assemblyKeys.detail, getAssembly);

/**
 * Replay, cancel and test run, each followed by revalidating every assembly key of the workspace: each adds an
 * assembly or changes one that lists and details may show. A replay or a test run is a new use of its template,
 * so they revalidate the workspace's template keys too, for its "last used". Each resolves once the caches are fresh.
 */
export const useAssemblyActions = actionsHook((settle, slug: string) => {
  const changed = { invalidate: [assemblyKeys.all(slug)] };
  const newUse = { invalidate: [assemblyKeys.all(slug), templateKeys.all(slug)] };
  return {
    replay: (id: string) => settle(replayAssembly(slug, id), newUse),
    cancel: (id: string) => settle(cancelAssembly(slug, id), changed),
    runTest: (input: TemplateTestRunInput) => settle(runTemplateTest(slug, input), newUse),
  };
});
