import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { TableFrame, type TableFrameProps } from './table-frame';
import { ROW_HEIGHT_ESTIMATE } from './use-row-navigation';

/**
 * A long list's table, drawing only the rows in its window. A chunk of its own: the virtualizer is a third of the
 * table's code, and only lists of hundreds of rows on one page need it.
 */
export default function VirtualTableFrame<TData extends RowData>(
  props: Omit<TableFrameProps<TData>, 'window'>,
) {
  const { rows, height } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    initialRect: { width: 0, height },
  });
  return <TableFrame {...props} window={{ virtualizer, scrollRef }} />;
}
