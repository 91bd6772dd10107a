import type { Row, RowData } from '@tanstack/react-table';
import { type KeyboardEvent, type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import type { DataTableFeatures } from './types';

export const ROW_HEIGHT_ESTIMATE = 41;

/**
 * The rows as one tab stop: arrows, Home, End and the page keys move focus between rows (scrolling a virtualised
 * table to the row first), Space selects the focused row where rows are selectable.
 */
export function useRowNavigation<TData extends RowData>({
  rowCount,
  height,
  selectable,
  bodyRef,
  scrollToIndex,
}: {
  rowCount: number;
  /** The scroll area's height, which a page key moves by. */
  height: number;
  selectable: boolean;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  /** Brings a row into a virtualised table's window before it is focused. */
  scrollToIndex?: (index: number) => void;
}) {
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (element) {
      element.focus();
      pendingFocus.current = null;
    }
  });

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(rowCount - 1, index));
    setActiveIndex(target);
    pendingFocus.current = target;
    scrollToIndex?.(target);
  };

  const onRowKeyDown = (
    event: KeyboardEvent<HTMLTableRowElement>,
    index: number,
    row: Row<DataTableFeatures, TData>,
  ) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor(height / ROW_HEIGHT_ESTIMATE) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rowCount - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusRow(move);
    } else if (event.key === ' ' && selectable && row.getCanSelect()) {
      event.preventDefault();
      row.toggleSelected();
    }
  };

  /**
   * Focus reaching a row, or a link or button in it, makes that row the tab stop. As a transition: moving the tab
   * stop renders every row again, and in the task of the click that focused a row's menu button (a phone's 40 ms
   * on a page of 25 rows) it held back the menu's first frame. Nothing on screen shows where the tab stop is.
   */
  const onFocusRow = (index: number) => startTransition(() => setActiveIndex(index));

  return { tabStop: Math.min(activeIndex, rowCount - 1), onFocusRow, onRowKeyDown };
}
