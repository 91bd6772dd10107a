import { cva, type VariantProps } from 'class-variance-authority';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

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
export function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

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
export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-fg-muted', className)}
      {...props}
    />
  );
}

export type DropdownMenuGroupProps = ComponentProps<typeof DropdownMenuPrimitive.Group>;

export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

export type DropdownMenuSeparatorProps = ComponentProps<typeof DropdownMenuPrimitive.Separator>;

export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 border-t border-border', className)}
      {...props}
    />
  );
}
