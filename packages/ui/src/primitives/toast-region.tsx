import { cva } from 'class-variance-authority';
import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { iconButtonVariants } from './plain-icon-button';
import type { ToastEntry, ToastVariant } from './toast-entry';

export const toastVariants = cva(
  [
    'grid grid-cols-[auto_1fr_auto] items-start gap-3 rounded-md border border-border border-l-4 bg-surface-raised p-4 text-fg shadow-lg',
    'transition-[opacity,translate] duration-normal ease-standard fade-in',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      variant: {
        success: 'border-l-success [&_[data-slot=toast-icon]]:text-success-text',
        error: 'border-l-danger [&_[data-slot=toast-icon]]:text-danger-text',
        info: 'border-l-info [&_[data-slot=toast-icon]]:text-info-text',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

const icons: Record<ToastVariant, typeof Info> = {
  success: CircleCheck,
  error: CircleExclamationPoint,
  info: Info,
};

type ToastRegionProps = {
  toasts: ToastEntry[];
  /** Default time on screen, for Radix's swipe and pause handling. */
  duration: number;
  onDismiss: (id: string) => void;
};

/** The toasts and the "Notifications" region, loaded by ToastProvider when the first toast is shown. */
export default function ToastRegion({ toasts, duration, onDismiss: dismiss }: ToastRegionProps) {
  return (
    <ToastPrimitive.Provider label="Notification" duration={duration}>
      {toasts.map((entry) => {
        const variant = entry.variant ?? 'info';
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={entry.id}
            data-slot="toast"
            data-variant={variant}
            duration={entry.duration}
            type={variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismiss(entry.id);
            }}
            className={toastVariants({ variant })}
          >
            <Icon data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">{entry.title}</ToastPrimitive.Title>
              {entry.description === undefined ? null : (
                <ToastPrimitive.Description className="text-sm text-fg-muted">
                  {entry.description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              // A small ghost icon button, a size under the smallest so the toast's close sits in its first line.
              className={cn(iconButtonVariants({ variant: 'ghost', size: 'sm' }), '-m-1 size-7')}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        label="Notifications"
        className="fixed right-0 bottom-0 z-100 flex w-full max-w-sm flex-col gap-2 p-4 focus-visible:outline-2 focus-visible:outline-focus"
      />
    </ToastPrimitive.Provider>
  );
}
