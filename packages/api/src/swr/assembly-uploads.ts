import { useCallback } from 'react';
import { getAssemblyProgress, uploadAssembly } from '../calls/assembly-uploads';
import type { AssemblyUploadInput } from '../schemas/assembly-upload';
import type { TransferOptions } from '../transfers';
import { assemblyHook } from './busy-refresh';
import { assemblyKeys, dashboardKeys, templateKeys } from './query-keys';
import { useSettle } from './settle';

/*
 * The first run's hooks, apart from the assemblies' own: an upload's code (transfers.ts) comes with this module, and
 * only the page that uploads loads it.
 */

/** An assembly's upload and where each of its steps stands, asking again while it is busy; null to wait. */
export const useAssemblyProgress = assemblyHook(assemblyKeys.progress, getAssemblyProgress);

/**
 * Uploads a file to run a template on (the first run), then revalidates what a test run does and the workspace's
 * overview, whose first-run offer ends with the first assembly; resolves once the caches are fresh.
 */
export function useAssemblyUpload(slug: string) {
  const settle = useSettle();
  return useCallback(
    (input: AssemblyUploadInput, transfer?: TransferOptions) =>
      settle(uploadAssembly(slug, input, transfer), {
        invalidate: [assemblyKeys.all(slug), templateKeys.all(slug)],
        refresh: [dashboardKeys.workspaceOverview(slug)],
      }),
    [settle, slug],
  );
}
