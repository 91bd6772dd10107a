import { useMemo, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
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
import { usePagedSWR } from './paged';
import { preloadCall } from './preload';
import { assemblyKeys, dashboardKeys, templateKeys } from './query-keys';
import { useSettle } from './settle';

/** How often a list or detail with a busy assembly on it asks again, until nothing on it is busy. */
export const BUSY_REFRESH_MS = 2000;

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
  const settle = useSettle();
  return useMemo(() => {
    const changed = { invalidate: [assemblyKeys.all(slug)] };
    const newUse = { invalidate: [assemblyKeys.all(slug), templateKeys.all(slug)] };
    return {
      replay: (id: string) => settle(replayAssembly(slug, id), newUse),
      cancel: (id: string) => settle(cancelAssembly(slug, id), changed),
      runTest: (input: TemplateTestRunInput) => settle(runTemplateTest(slug, input), newUse),
      upload: (input: AssemblyUploadInput) =>
        settle(uploadAssembly(slug, input), { ...newUse, refresh: [dashboardKeys.workspaceOverview(slug)] }),
    };
  }, [settle, slug]);
}
