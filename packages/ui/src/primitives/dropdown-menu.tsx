import { cva, type VariantProps } from 'class-variance-authority';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { MENU_LABEL_CLASS, MENU_SEPARATOR_CLASS, radixPart } from './radix-part';

export type DropdownMenuProps = ComponentProps<typeof DropdownMenuPrimitive.Root>;

/**
 * A menu of actions behind a button (row actions, "More" menus); Radix gives it arrow keys, typeahead and Escape.
 * Non-modal by default: a modal menu hides the rest of the page, its own trigger included, from assistive tech
 * while focusable (axe's aria-hidden-focus), and a menu needs no scroll lock.
 */
export function DropdownMenu({ modal = false, ...props }: DropdownMenuProps) {
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}

export type DropdownMenuTriggerProps = ComponentProps<typeof DropdownMenuPrimitive.Trigger>;

/** Wrap a Button or IconButton with `asChild`; it gets aria-haspopup and aria-expanded. */
export const DropdownMenuTrigger = radixPart(DropdownMenuPrimitive.Trigger, 'dropdown-menu-trigger');

export type DropdownMenuContentProps = ComponentProps<typeof DropdownMenuPrimitive.Content>;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: DropdownMenuContentProps) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto',
          'rounded-md border border-border bg-surface-raised p-1 text-fg shadow-md',
          'transition-opacity duration-fast ease-standard fade-in',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export const dropdownMenuItemVariants = cva(
  [
    'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none',
    'data-disabled:pointer-events-none data-disabled:text-fg-subtle',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: 'text-fg data-highlighted:bg-surface-sunken [&_svg]:text-fg-muted',
        // Deleting or revoking: red text, so the item stands out before it is chosen.
        danger: 'text-danger-text data-highlighted:bg-danger-soft',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type DropdownMenuItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof dropdownMenuItemVariants>;

/** One action; `onSelect` runs it. Use `asChild` with a Link for items that navigate. */
export function DropdownMenuItem({ className, variant, ...props }: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

export type DropdownMenuLabelProps = ComponentProps<typeof DropdownMenuPrimitive.Label>;

/** A non-interactive heading over a group of items, e.g. the signed-in e-mail address. */
export const DropdownMenuLabel = radixPart(
  DropdownMenuPrimitive.Label,
  'dropdown-menu-label',
  MENU_LABEL_CLASS,
);

export type DropdownMenuGroupProps = ComponentProps<typeof DropdownMenuPrimitive.Group>;

export const DropdownMenuGroup = radixPart(DropdownMenuPrimitive.Group, 'dropdown-menu-group');

export type DropdownMenuSeparatorProps = ComponentProps<typeof DropdownMenuPrimitive.Separator>;

export const DropdownMenuSeparator = radixPart(
  DropdownMenuPrimitive.Separator,
  'dropdown-menu-separator',
  MENU_SEPARATOR_CLASS,
);
