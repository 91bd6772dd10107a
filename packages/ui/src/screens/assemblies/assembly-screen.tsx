import { useAssembly } from '@console/api';
import { href } from '../../lib/paths';
import { AssemblyView } from '../../patterns/assembly/assembly-view';
import { AssemblyActions } from './assembly-actions';
export type AssemblyScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/assemblies/{id}). */
  workspace: string;
  /** The assembly's id, from the route. */
  id: string;
};

/**
 * One assembly: how it ended (or that it is still running, refreshing by itself), where its time went, its files,
 * warnings, fields, replays and raw status JSON. Replay once it has finished; cancel while it runs.
 */
export function AssemblyScreen({ workspace: slug, id }: AssemblyScreenProps) {
  const detail = useAssembly(slug, id);
  return (
    <AssemblyView
      slug={slug}
      id={id}
      detail={detail}
      listHref={href.assemblies(slug)}
      actions={(assembly, busy, focusHeading) => (
        <AssemblyActions slug={slug} assembly={assembly} busy={busy} onCanceled={focusHeading} />
      )}
    />
  );
}
