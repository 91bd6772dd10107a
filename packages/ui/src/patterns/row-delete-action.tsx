import { Trash } from 'lucide-react';
import type { DataTableRowAction } from './data-table';

/**
 * A table row's Delete, which opens a confirmation. `confirm` gets the row's menu button: the dialog opens while
 * the menu is still closing, so it cannot see the button itself, and focus goes back to it on cancel.
 */
export function rowDeleteAction(confirm: (opener: HTMLElement | null) => void): DataTableRowAction {
  return {
    label: 'Delete',
    icon: <Trash aria-hidden />,
    variant: 'danger',
    onSelect: () => confirm(document.querySelector<HTMLElement>('[aria-haspopup="menu"][data-state="open"]')),
  };
}
