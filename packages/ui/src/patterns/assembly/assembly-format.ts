import type { Assembly, AssemblyStatusExpiry } from '@console/api';
import { formatBytes, formatCount, shortId } from '../../lib/format';

/** "3f9c0a1b2c3d…": enough of an id to tell assemblies apart on one screen; copy buttons give the whole id. */
export const shortAssemblyId = (id: string) => shortId(id);

/** "0.4 s", "12.3 s", "2 min 5 s", "1 h 3 min": a duration in the two largest units that matter. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const wholeSeconds = Math.round(seconds);
  const hours = Math.floor(wholeSeconds / 3600);
  const minutes = Math.floor((wholeSeconds % 3600) / 60);
  const rest = wholeSeconds % 60;
  if (hours > 0) return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** Upload, queue and execution together; null while none of them has been measured. */
export function totalDuration(
  assembly: Pick<Assembly, 'upload_duration_ms' | 'queue_duration_ms' | 'execution_duration_ms'>,
): number | null {
  const parts = [assembly.upload_duration_ms, assembly.queue_duration_ms, assembly.execution_duration_ms];
  const measured = parts.filter((part): part is number => part !== null);
  return measured.length === 0 ? null : measured.reduce((sum, part) => sum + part, 0);
}

/** "1 file", "12 files". */
export function fileCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'file' : 'files'}`;
}

/** "3 files, 12 MB": the files of one side of an assembly. */
export function filesAndBytes(count: number, bytes: number): string {
  return `${fileCount(count)}, ${formatBytes(bytes)}`;
}

/** Spec §9's retention choices in words; the transcoding choices are a subset of these. */
export const EXPIRY_LABELS: Record<AssemblyStatusExpiry, string> = {
  NoSave: 'Don’t save',
  '1day': '1 day',
  '7days': '7 days',
  '30days': '30 days',
  '90days': '90 days',
};
