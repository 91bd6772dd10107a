import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { isAssemblyBusy } from '../assembly-status';
import {
  cancelAssembly,
  getAssembly,
  listAssemblies,
  replayAssembly,
  runTemplateTest,
} from '../calls/assemblies';
import type {
  AssemblyDetailReply,
  AssemblyListQuery,
  AssemblyListReply,
  TemplateTestRunInput,
} from '../schemas/assembly-calls';
import { useBusyRefresh } from './busy-refresh';
import { usePagedSWR } from './paged';
import { preloadCall } from './preload';
import { isTemplateKey } from './templates';

export { BUSY_REFRESH_MS } from './busy-refresh';

/** Every SWR cache key of the assemblies area, in one place. */
export const assemblyKeys = {
  list: (slug: string, query: AssemblyListQuery) =>
    [
      'assemblies',
      slug,
      'list',
      query.state ?? null,
      query.template_id ?? null,
      query.from ?? null,
      query.to ?? null,
      query.q ?? null,
      query.page ?? null,
      query.per_page ?? null,
    ] as const,
  detail: (slug: string, id: string) => ['assemblies', slug, 'detail', id] as const,
  progress: (slug: string, id: string) => ['assemblies', slug, 'progress', id] as const,
};

/** Matches every assembly key of one workspace, lists and details alike. */
export function isAssemblyKey(slug: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'assemblies' && key[1] === slug;
}

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
export function preloadAssemblies(slug: string, query: AssemblyListQuery): void {
  preloadCall(assemblyKeys.list(slug, query), () => listAssemblies(slug, query));
}

/** One assembly with its warnings, fields, replays and status JSON; pass null for either to wait. */
export function useAssembly(
  slug: string | null,
  id: string | null,
  config?: SWRConfiguration<AssemblyDetailReply>,
) {
  const { refreshInterval, follow } = useBusyRefresh();
  const result = useSWR(
    slug && id ? assemblyKeys.detail(slug, id) : null,
    ([, key, , assembly]) => getAssembly(key, assembly),
    { refreshInterval, ...config },
  );
  follow(result.data !== undefined && isAssemblyBusy(result.data.assembly));
  return result;
}

/**
 * Replay, cancel and test run, each followed by revalidating every assembly key of the workspace: each adds an
 * assembly or changes one that lists and details may show. A replay or a test run is a new use of its template,
 * so they revalidate the workspace's template keys too, for its "last used". Each resolves once the caches are fresh.
 */
export function useAssemblyActions(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async <T>(reply: T) => {
      await mutate(isAssemblyKey(slug));
      return reply;
    };
    const settleNewUse = async <T>(reply: T) => {
      await Promise.all([mutate(isAssemblyKey(slug)), mutate(isTemplateKey(slug))]);
      return reply;
    };
    return {
      replay: async (id: string) => settleNewUse(await replayAssembly(slug, id)),
      cancel: async (id: string) => settle(await cancelAssembly(slug, id)),
      runTest: async (input: TemplateTestRunInput) => settleNewUse(await runTemplateTest(slug, input)),
    };
  }, [mutate, slug]);
}
