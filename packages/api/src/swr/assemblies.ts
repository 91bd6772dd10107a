import { useMemo, useState } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { isAssemblyBusy } from '../assembly-status';
import {
  cancelAssembly,
  getAssembly,
  listAssemblies,
  replayAssembly,
  runTemplateTest,
} from '../calls/assemblies';
import { getAssemblyProgress, uploadAssembly } from '../calls/assembly-uploads';
import type {
  AssemblyDetailReply,
  AssemblyListQuery,
  AssemblyListReply,
  TemplateTestRunInput,
} from '../schemas/assembly-calls';
import type { AssemblyProgressReply, AssemblyUploadInput } from '../schemas/assembly-upload';
import type { TransferOptions } from '../transfers';
import { dashboardKeys } from './dashboards';
import { usePagedSWR } from './paged';
import { preloadCall } from './preload';
import { isTemplateKey } from './templates';

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
  progress: (slug: string, id: string) => ['assemblies', slug, 'progress', id] as const,
};

/** Matches every assembly key of one workspace, lists and details alike. */
export function isAssemblyKey(slug: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'assemblies' && key[1] === slug;
}

/**
 * The polling interval of a list or detail: BUSY_REFRESH_MS while its data shows a busy assembly, else 0. Kept as
 * state and handed to SWR as a number, because SWR reads a function interval only when polling starts (before the
 * first reply, when it would say 0 and never poll) and after each poll. Call `follow` with what the data shows.
 */
function useBusyRefresh(): { refreshInterval: number; follow: (busy: boolean) => void } {
  const [busy, setBusy] = useState(false);
  return {
    refreshInterval: busy ? BUSY_REFRESH_MS : 0,
    // During render, as React allows for a component's own state: the next render polls (or stops) at once.
    follow: (next) => {
      if (next !== busy) setBusy(next);
    },
  };
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

/** An assembly's upload and where each of its steps stands, asking again while it is busy; null to wait. */
export function useAssemblyProgress(
  slug: string | null,
  id: string | null,
  config?: SWRConfiguration<AssemblyProgressReply>,
) {
  const { refreshInterval, follow } = useBusyRefresh();
  const result = useSWR(
    slug && id ? assemblyKeys.progress(slug, id) : null,
    ([, key, , assembly]) => getAssemblyProgress(key, assembly),
    { refreshInterval, ...config },
  );
  follow(result.data !== undefined && isAssemblyBusy(result.data.assembly));
  return result;
}

/**
 * Replay, cancel, test run and upload, each followed by revalidating every assembly key of the workspace: each adds an
 * assembly or changes one that lists and details may show. A replay or a test run is a new use of its template,
 * so they revalidate the workspace's template keys too, for its "last used"; an upload also the workspace's
 * overview, whose first-run offer ends with the first assembly. Each resolves once the caches are fresh.
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
      upload: async (input: AssemblyUploadInput, transfer?: TransferOptions) => {
        const reply = await uploadAssembly(slug, input, transfer);
        await Promise.all([settleNewUse(reply), mutate(dashboardKeys.workspaceOverview(slug))]);
        return reply;
      },
    };
  }, [mutate, slug]);
}
