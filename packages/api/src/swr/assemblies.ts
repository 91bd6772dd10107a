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

/** How often a list or detail with a busy assembly on it asks again, until nothing on it is busy. */
export const BUSY_REFRESH_MS = 2000;

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
};

/** Matches every assembly key of one workspace, lists and details alike. */
export function isAssemblyKey(slug: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'assemblies' && key[1] === slug;
}

// SWR asks for the interval when a key is first used, before its data has arrived, and stops polling for good
// if the answer is 0 then. So "nothing yet" keeps the timer going; the first reply decides whether it goes on.
const listRefresh = (reply: AssemblyListReply | undefined) =>
  reply === undefined || reply.assemblies.some(isAssemblyBusy) ? BUSY_REFRESH_MS : 0;
const detailRefresh = (reply: AssemblyDetailReply | undefined) =>
  reply === undefined || isAssemblyBusy(reply.assembly) ? BUSY_REFRESH_MS : 0;

/** A page of the workspace's assemblies; the previous page stays on screen while the next loads. */
export function useAssemblies(
  slug: string | null,
  query: AssemblyListQuery,
  config?: SWRConfiguration<AssemblyListReply>,
) {
  return useSWR(slug ? assemblyKeys.list(slug, query) : null, ([, key]) => listAssemblies(key, query), {
    keepPreviousData: true,
    refreshInterval: slug ? listRefresh : 0,
    ...config,
  });
}

/** One assembly with its warnings, fields, replays and status JSON; pass null for either to wait. */
export function useAssembly(
  slug: string | null,
  id: string | null,
  config?: SWRConfiguration<AssemblyDetailReply>,
) {
  return useSWR(
    slug && id ? assemblyKeys.detail(slug, id) : null,
    ([, key, , assembly]) => getAssembly(key, assembly),
    { refreshInterval: slug && id ? detailRefresh : 0, ...config },
  );
}

/**
 * Replay, cancel and test run, each followed by revalidating every assembly key of the workspace: each adds an
 * assembly or changes one that lists and details may show. Each resolves once the caches are fresh.
 */
export function useAssemblyActions(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async <T>(reply: T) => {
      await mutate(isAssemblyKey(slug));
      return reply;
    };
    return {
      replay: async (id: string) => settle(await replayAssembly(slug, id)),
      cancel: async (id: string) => settle(await cancelAssembly(slug, id)),
      runTest: async (input: TemplateTestRunInput) => settle(await runTemplateTest(slug, input)),
    };
  }, [mutate, slug]);
}
