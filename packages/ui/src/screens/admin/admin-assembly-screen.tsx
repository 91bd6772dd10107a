import { useAdminAssembly } from '@console/api';
import { href } from '../../lib/paths';
import { AssemblyView } from '../../patterns/assembly/assembly-view';
import { WorkspaceMention } from './admin-workspace-format';

export type AdminAssemblyScreenProps = {
  /** The assembly's id, from the route (/c/admin/assemblies/{id}). */
  id: string;
};

/**
 * Admin: one assembly of any workspace, as its workspace's own page shows it, with a link to the workspace's admin
 * page. Replay and cancel stay on the workspace's page, where they are billed to it.
 */
export function AdminAssemblyScreen({ id }: AdminAssemblyScreenProps) {
  const detail = useAdminAssembly(id);
  const data = detail.data;
  return (
    <AssemblyView
      slug={data?.workspace_slug ?? ''}
      id={id}
      detail={detail}
      listHref={href.adminAssemblies()}
      assemblyHref={href.adminAssembly}
      description={
        data ? (
          <>
            Run by the workspace <WorkspaceMention slug={data.workspace_slug} name={data.workspace_name} />.
          </>
        ) : null
      }
    />
  );
}
