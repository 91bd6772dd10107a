import { type AssemblyListItem, assemblyOutcome } from '@console/api';
import { RelativeTime } from '../relative-time';
import { AssemblyIdLink } from './assembly-id-link';
import { AssemblyStatusBadge } from './assembly-status-badge';

/** Where an assembly's page is, when not in the workspace (the admin area links to its own). */
export type AssemblyHref = (id: string) => string;

function AssemblyLink({
  slug,
  assembly,
  assemblyHref,
}: {
  slug: string;
  assembly: AssemblyListItem;
  assemblyHref?: AssemblyHref;
}) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <AssemblyStatusBadge outcome={assemblyOutcome(assembly)} />
      <AssemblyIdLink slug={slug} id={assembly.id} to={assemblyHref?.(assembly.id)} />
      <RelativeTime value={assembly.created} className="text-fg-muted text-sm" />
    </span>
  );
}

/**
 * An assembly's replays, newest first, each with its state and time. (The assembly it replays itself, and "not
 * replayed", are lines of the summary.)
 */
export function AssemblyReplays({
  slug,
  replays,
  assemblyHref,
}: {
  slug: string;
  replays: AssemblyListItem[];
  assemblyHref?: AssemblyHref;
}) {
  return (
    <div className="grid gap-3 text-sm">
      <p>Replayed {replays.length === 1 ? 'once' : `${replays.length} times`}, newest first:</p>
      <ul className="grid gap-2">
        {replays.map((replay) => (
          <li key={replay.id}>
            <AssemblyLink slug={slug} assembly={replay} assemblyHref={assemblyHref} />
          </li>
        ))}
      </ul>
    </div>
  );
}
