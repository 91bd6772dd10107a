import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactElement, type ReactNode, useRef } from 'react';
import { cn } from '../lib/cn';
import { iconButtonVariants } from './plain-icon-button';
import { radixPart } from './radix-part';

export const dialogVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2',
    'gap-4 overflow-y-auto rounded-lg border border-border bg-surface-raised p-6 text-fg shadow-lg',
    'transition-opacity duration-normal ease-standard fade-in',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** The dimmed backdrop behind a modal dialog. */
export function DialogOverlay() {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className="fixed inset-0 z-50 bg-overlay transition-opacity duration-normal ease-standard fade-in"
    />
  );
}

export type DialogProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> &
  VariantProps<typeof dialogVariants> & {
    /** The heading; it also names the dialog for screen readers. */
    title: ReactNode;
    /** One or two sentences under the title; read out when the dialog opens. */
    description?: ReactNode;
    /** The element that opens the dialog (usually a Button); focus returns to it on close. */
    trigger?: ReactElement;
    /** Actions at the bottom right, e.g. Cancel (wrapped in DialogClose) and the primary action. */
    footer?: ReactNode;
    /** Controlled open state, for dialogs opened from code (a menu item, a route). */
    open?: boolean;
    /** Uncontrolled initial state. */
    defaultOpen?: boolean;
    /** Called when the dialog asks to open or close (trigger, Escape, close button, click outside). */
    onOpenChange?: (open: boolean) => void;
    /** The accessible name of the corner close button; translate it with the rest of the page. */
    closeLabel?: string;
  };

/**
 * A modal dialog: focus moves inside and is trapped there, Escape closes it, and focus goes back to what opened
 * it. Without a `trigger`, the element focused when it opened gets focus back.
 */
export function Dialog({
  title,
  description,
  trigger,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  size,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogProps) {
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-slot="dialog"
          className={cn(dialogVariants({ size }), className)}
          // Radix reads a missing description as a mistake; say explicitly that there is none.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            // Radix returns focus only to its own Trigger; a dialog opened from code returns it to its opener.
            const opener = openerRef.current;
            if (!trigger && !event.defaultPrevented && opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          {...props}
        >
          <div className="grid gap-1.5 pr-8">
            <DialogPrimitive.Title className="text-lg font-semibold text-fg">{title}</DialogPrimitive.Title>
            {description === undefined ? null : (
              <DialogPrimitive.Description className="text-sm text-fg-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {children === undefined ? null : <div className="text-sm text-fg">{children}</div>}
          {footer === undefined ? null : (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>
          )}
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className={cn(iconButtonVariants({ variant: 'ghost', size: 'sm' }), 'absolute top-4 right-4')}
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export type DialogCloseProps = ComponentProps<typeof DialogPrimitive.Close>;

/** Closes the surrounding Dialog; wrap a footer button in it with `asChild`. */
export const DialogClose = radixPart(DialogPrimitive.Close, 'dialog-close');
