import type { RecentAssembly } from '@console/api';
import { useMemo } from 'react';
import { assemblyIdentityColumns } from '../../patterns/assembly/assembly-columns';
import { DataTable } from '../../patterns/data-table';
import { TooltipProvider } from '../../primitives/tooltip';

/**
 * The dashboard's latest assemblies. Its own chunk, which the dashboard loads as it renders, its rows as skeletons until the overview's answer: the table
 * and its columns are most of the dashboard's code, and its header and figures paint without them
 * (docs/first-paint.md).
 */
/** How many assemblies the overview lists: the latest five. */
const RECENT_ASSEMBLIES = 5;
const NO_ASSEMBLIES: RecentAssembly[] = [];

export function RecentAssembliesTable({ slug, assemblies }: { slug: string; assemblies?: RecentAssembly[] }) {
  // The list's own columns for state, id, template and time: a row reads the same here as on the assemblies page.
  const columns = useMemo(() => assemblyIdentityColumns(slug), [slug]);
  return (
    <TooltipProvider>
      <DataTable
        caption="Recent assemblies"
        density="compact"
        columns={columns}
        data={assemblies ?? NO_ASSEMBLIES}
        loading={assemblies === undefined}
        skeletonRows={RECENT_ASSEMBLIES}
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
