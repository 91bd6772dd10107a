import { RelativeTime } from './relative-time';

/** When a resource (a key, a template) was last used, as lists show it: relative, or "Never". */
export function LastUsedTime({ value }: { value: string | null }) {
  return value === null ? (
    <span className="text-fg-muted">Never</span>
  ) : (
    <RelativeTime value={value} className="text-fg-muted" />
  );
}
