import { useAdminAssembly } from '@console/api';
import { Link } from 'react-router';
import { href } from '../../lib/paths';
import { AssemblyView } from '../../patterns/assembly/assembly-view';

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
            Run by the workspace{' '}
            <Link
              to={href.adminWorkspace(data.workspace_slug)}
              className="rounded-sm text-primary-text underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
            >
              {data.workspace_name}
            </Link>{' '}
            ({data.workspace_slug}).
          </>
        ) : null
      }
    />
  );
}
