import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { cn } from '../lib/cn';

export const toastVariants = cva(
  [
    'grid grid-cols-[auto_1fr_auto] items-start gap-3 rounded-md border border-border border-l-4 bg-surface-raised p-4 text-fg shadow-lg',
    'transition-[opacity,translate] duration-normal ease-standard starting:opacity-0',
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

type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

export type ToastOptions = {
  /** The outcome in a few words: "Template saved". */
  title: ReactNode;
  /** A second line with detail, e.g. which template or what to do next. */
  description?: ReactNode;
  /** success and info are read politely; error interrupts the screen reader and stays longer. */
  variant?: ToastVariant;
  /** Milliseconds before it leaves on its own; defaults come from the provider. */
  duration?: number;
};

type ToastEntry = ToastOptions & { id: string; duration: number };

type ToastContextValue = {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Removes a toast early, e.g. when the thing it reports is undone. */
  dismiss: (id: string) => void;
};

const ToastContext = createContext<ToastContextValue | null>(null);

export type ToastProviderProps = {
  children?: ReactNode;
  /** How long success and info toasts stay, in milliseconds. */
  duration?: number;
  /** How long error toasts stay; longer by default, since an error usually needs reading and acting on. */
  errorDuration?: number;
};

const icons: Record<ToastVariant, typeof Info> = {
  success: CircleCheck,
  error: CircleExclamationPoint,
  info: Info,
};

/**
 * Owns the toasts of one app, story or test and renders the "Notifications" region. A nested provider only
 * changes the default durations and hands its toasts to the outer one, so a page never has two regions.
 */
export function ToastProvider({
  children,
  duration = 5000,
  errorDuration = duration * 2,
}: ToastProviderProps) {
  const outer = useContext(ToastContext);
  return outer ? (
    <NestedToastProvider outer={outer} duration={duration} errorDuration={errorDuration}>
      {children}
    </NestedToastProvider>
  ) : (
    <RootToastProvider duration={duration} errorDuration={errorDuration}>
      {children}
    </RootToastProvider>
  );
}

type ResolvedProviderProps = { children?: ReactNode; duration: number; errorDuration: number };

function resolveDuration(options: ToastOptions, duration: number, errorDuration: number): number {
  return options.duration ?? (options.variant === 'error' ? errorDuration : duration);
}

function NestedToastProvider({
  outer,
  children,
  duration,
  errorDuration,
}: ResolvedProviderProps & { outer: ToastContextValue }) {
  const value = useMemo<ToastContextValue>(
    () => ({
      toast: (options) =>
        outer.toast({ ...options, duration: resolveDuration(options, duration, errorDuration) }),
      dismiss: outer.dismiss,
    }),
    [outer, duration, errorDuration],
  );
  return <ToastContext value={value}>{children}</ToastContext>;
}

function RootToastProvider({ children, duration, errorDuration }: ResolvedProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  // A counter, not a random id, so stories and tests render the same markup every run.
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      const entry: ToastEntry = {
        ...options,
        id,
        duration: resolveDuration(options, duration, errorDuration),
      };
      setToasts((current) => [...current, entry]);
      return id;
    },
    [duration, errorDuration],
  );

  const value = useMemo<ToastContextValue>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={value}>
      <ToastPrimitive.Provider label="Notification" duration={duration}>
        {children}
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
                className={cn(
                  '-m-1 inline-flex size-7 items-center justify-center rounded-md text-fg-muted',
                  'transition-colors duration-fast ease-standard hover:bg-surface-sunken hover:text-fg',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                )}
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
    </ToastContext>
  );
}

/** Shows toasts from anywhere under a ToastProvider: `useToast().toast({ title: 'Template saved', variant: 'success' })`. */
export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value)
    throw new Error('useToast needs a <ToastProvider> above it (the app root, or a story decorator).');
  return value;
}
