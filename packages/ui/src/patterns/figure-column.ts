import type { ReactNode } from 'react';

/**
 * The options of a table column of figures (counts, sizes, loads): right-aligned like every figure column, each cell
 * written by `format`. For `helper.accessor('running_count', figureColumn('Running', formatCount))`.
 */
export const figureColumn = <Value>(header: string, format: (value: Value) => ReactNode) => ({
  header,
  meta: { align: 'end' as const },
  cell: ({ getValue }: { getValue: () => Value }) => format(getValue()),
});
