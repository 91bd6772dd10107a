import { Eye, Pencil, Trash } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableRowAction } from './data-table';

export type ConfirmedRowActionsOptions<Row> = {
  /** The row's own page, which "Edit" opens ("View" for a read-only row). */
  editHref: (row: Row) => string;
  /** Rows that can be looked at but not changed: "View", with the destructive action listed but unavailable. */
  readOnly?: (row: Row) => boolean;
  /** Actions between the two, e.g. "Duplicate". */
  more?: (row: Row) => DataTableRowAction[];
  /** The destructive verb ("Delete", "Revoke"); it only asks, in the dialog rendered for `confirming`. */
  destroyLabel: string;
  /** Where focus goes once the destroyed row, and with it the menu button, has left the list. */
  afterDestroy: () => void;
};

/**
 * A list row's menu: open the row's page, any other actions, then the one destructive action, which opens a
 * confirm dialog. Every list's menu has this shape, so a person finds the destructive item in the same place.
 * The dialog opens while the menu is still closing and cannot see the button to return focus to, so the menu
 * button is remembered here and gets focus back when nothing was destroyed.
 */
export function useConfirmedRowActions<Row>({
  editHref,
  readOnly,
  more,
  destroyLabel,
  afterDestroy,
}: ConfirmedRowActionsOptions<Row>) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<{ row: Row; opener: HTMLElement | null } | null>(null);
  const destroyed = useRef(false);

  const rowActions = (row: Row): DataTableRowAction[] => {
    const locked = readOnly?.(row) ?? false;
    return [
      {
        label: locked ? 'View' : 'Edit',
        icon: locked ? <Eye aria-hidden /> : <Pencil aria-hidden />,
        onSelect: () => navigate(editHref(row)),
      },
      ...(more?.(row) ?? []),
      {
        label: destroyLabel,
        icon: <Trash aria-hidden />,
        variant: 'danger',
        disabled: locked,
        onSelect: () =>
          setConfirming({
            row,
            opener: document.querySelector<HTMLElement>('[aria-haspopup="menu"][data-state="open"]'),
          }),
      },
    ];
  };

  return {
    rowActions,
    /** The row the dialog asks about; the dialog is open while it is set. */
    confirming: confirming?.row ?? null,
    /** The dialog's action went through: its row leaves the list. */
    markDestroyed: () => {
      destroyed.current = true;
    },
    /** The dialog closed: focus goes back to the menu button, or, when its row is gone, to `afterDestroy`. */
    close: () => {
      const opener = confirming?.opener;
      setConfirming(null);
      const next = destroyed.current ? afterDestroy : () => opener?.focus();
      destroyed.current = false;
      // Once the dialog is gone, or it would take focus back to where it was opened from.
      window.setTimeout(next, 0);
    },
  };
}

export type ConfirmedRowActions<Row> = ReturnType<typeof useConfirmedRowActions<Row>>;
