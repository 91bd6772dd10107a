import { useMemo } from 'react';
import { formatBytes } from '../../lib/format';
import { createDataTableColumnHelper, DataTable } from '../data-table';

/** One file the status JSON lists: an upload (under the `:original` step) or a step's result. */
type StatusFile = { key: string; name: string; size: number | null; step: string };

/** The step the service files uploads under. */
const UPLOAD_STEP = ':original';

/** Ten rows keep the card about as tall as the timing beside it; more files page. */
const FILES_PER_PAGE = 10;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file entry's name: `name` where the service gives one, else its basename and extension. */
function nameOf(file: Record<string, unknown>): string | null {
  if (typeof file.name === 'string') return file.name;
  if (typeof file.basename !== 'string') return null;
  return typeof file.ext === 'string' && file.ext !== '' ? `${file.basename}.${file.ext}` : file.basename;
}

function filesOfStep(step: string, entries: unknown): StatusFile[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry, index) => {
    if (!isRecord(entry)) return [];
    const name = nameOf(entry);
    if (name === null) return [];
    return [
      { key: `${step}/${index}`, name, size: typeof entry.size === 'number' ? entry.size : null, step },
    ];
  });
}

/**
 * The uploads and results the raw status lists, uploads first, then each step's results in the order the status
 * gives them. The status is the service's own JSON, so every field is checked rather than trusted.
 */
export function statusFiles(status: Record<string, unknown>): StatusFile[] {
  const results = isRecord(status.results) ? Object.entries(status.results) : [];
  return [
    ...filesOfStep(UPLOAD_STEP, status.uploads),
    ...results.flatMap(([step, entries]) => filesOfStep(step, entries)),
  ];
}

const helper = createDataTableColumnHelper<StatusFile>();
const columns = helper.columns([
  helper.accessor('name', {
    header: 'File',
    enableSorting: false,
    cell: ({ getValue }) => (
      <span title={getValue()} className="block max-w-96 truncate">
        {getValue()}
      </span>
    ),
  }),
  helper.accessor('size', {
    header: 'Size',
    enableSorting: false,
    meta: { align: 'end', className: 'whitespace-nowrap' },
    cell: ({ getValue }) => {
      const size = getValue();
      return size === null ? <span className="text-fg-muted">Unknown</span> : formatBytes(size);
    },
  }),
  helper.accessor('step', { header: 'Step', enableSorting: false, meta: { mono: true } }),
]);

const rowId = (file: StatusFile) => file.key;
const rowLabel = (file: StatusFile) => `${file.step} file ${file.name}`;

/** The files of an assembly by name, size and step, as its status lists them; nothing when it lists none. */
export function AssemblyFiles({ status }: { status: Record<string, unknown> }) {
  const files = useMemo(() => statusFiles(status), [status]);
  if (files.length === 0) return null;
  return (
    <DataTable
      caption="Files in the assembly status"
      density="compact"
      columns={columns}
      data={files}
      getRowId={rowId}
      getRowLabel={rowLabel}
      pagination={files.length > FILES_PER_PAGE ? { pageSize: FILES_PER_PAGE } : undefined}
    />
  );
}
