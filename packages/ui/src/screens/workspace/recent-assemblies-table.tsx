import type { RecentAssembly } from '@console/api';
import { useMemo } from 'react';
import { DataTable } from '../../patterns/data-table';
import { TooltipProvider } from '../../primitives/tooltip';
import { assemblyIdentityColumns } from '../assemblies/assembly-columns';

/**
 * The dashboard's latest assemblies. Its own chunk, which the dashboard loads once it renders the list: the table
 * and its columns are most of the dashboard's code, and its header and figures paint without them
 * (docs/first-paint.md).
 */
export function RecentAssembliesTable({ slug, assemblies }: { slug: string; assemblies: RecentAssembly[] }) {
  // The list's own columns for state, id, template and time: a row reads the same here as on the assemblies page.
  const columns = useMemo(() => assemblyIdentityColumns(slug), [slug]);
  return (
    <TooltipProvider>
      <DataTable
        caption="Recent assemblies"
        density="compact"
        columns={columns}
        data={assemblies}
        getRowId={(assembly) => assembly.id}
        empty={{
          title: 'No assemblies yet',
          description:
            'Every file this workspace processes runs as an assembly; the latest five show up here.',
        }}
      />
    </TooltipProvider>
  );
}
