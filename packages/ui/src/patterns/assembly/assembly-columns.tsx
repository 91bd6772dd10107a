import type { AssemblyListItem } from '@console/api';
import { Link } from 'react-router';
import { href } from '../../lib/paths';
import { textLink } from '../../primitives/text-link';
import { createDataTableColumnHelper } from '../data-table';
import { RelativeTime } from '../relative-time';
import { formatDuration, totalDuration } from './assembly-format';
import { AssemblyIdLink } from './assembly-id-link';
import { AssemblyStatus, type AssemblyStatusProps } from './assembly-status';

function TemplateCell({ slug, assembly }: { slug: string; assembly: AssemblyListItem }) {
  if (assembly.template_id === null) return <span className="text-fg-muted">No template</span>;
  if (assembly.template_name === null) return <span className="text-fg-muted">Deleted template</span>;
  return (
    <Link
      to={href.template(slug, assembly.template_id)}
      title={assembly.template_name}
      className={textLink({ className: 'block max-w-48 truncate' })}
    >
      {assembly.template_name}
    </Link>
  );
}

/**
 * The columns that say which assembly a row is and how it stands: state, id (a link with a copy button), template
 * and when it was created. On a phone the first three make a row's first line, the time its second. The assembly list and the dashboard's recent assemblies show them alike; the detail
 * page shows the same pieces in its header, summary and replays.
 */
export function assemblyIdentityColumns(slug: string) {
  const helper = createDataTableColumnHelper<AssemblyListItem>();
  return helper.columns([
    assemblyStateColumn<AssemblyListItem>(),
    helper.accessor('id', {
      header: 'Assembly',
      enableSorting: false,
      meta: { mono: true, stack: 'primary' },
      cell: ({ getValue }) => <AssemblyIdLink slug={slug} id={getValue()} copyable fixedWidth />,
    }),
    helper.accessor('template_name', {
      header: 'Template',
      enableSorting: false,
      meta: { stack: 'primary' },
      cell: ({ row }) => <TemplateCell slug={slug} assembly={row.original} />,
    }),
    helper.accessor('created', {
      header: 'Created',
      enableSorting: false,
      meta: { stack: 'secondary' },
      cell: ({ getValue }) => <RelativeTime value={getValue()} className="text-fg-muted" />,
    }),
  ]);
}

/** The state column of every assemblies table, a workspace's or the admin area's: the badge, on a phone on top. */
export function assemblyStateColumn<Row extends AssemblyStatusProps['assembly']>() {
  return createDataTableColumnHelper<Row>().display({
    id: 'state',
    header: 'State',
    meta: { stack: 'primary' },
    cell: ({ row }) => <AssemblyStatus assembly={row.original} />,
  });
}

/** How long an assembly took, upload, queue and execution together; "Not measured" until any of them is. */
export function assemblyDurationColumn<Row extends Parameters<typeof totalDuration>[0]>() {
  return createDataTableColumnHelper<Row>().display({
    id: 'duration',
    header: 'Duration',
    meta: { align: 'end', stack: 'secondary' },
    cell: ({ row }) => {
      const total = totalDuration(row.original);
      return total === null ? (
        <span className="whitespace-nowrap text-fg-muted">Not measured</span>
      ) : (
        <span className="whitespace-nowrap">{formatDuration(total)}</span>
      );
    },
  });
}
