import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToastEntry, ToastOptions } from './toast-entry';

const ToastRegion = lazy(() => import('./toast-region'));

export type { ToastEntry, ToastOptions, ToastVariant } from './toast-entry';

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
  // Once loaded the region stays, so its landmark (and the F8 shortcut to it) does not come and go.
  const [regionLoaded, setRegionLoaded] = useState(false);
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
      setRegionLoaded(true);
      return id;
    },
    [duration, errorDuration],
  );

  const value = useMemo<ToastContextValue>(() => ({ toast, dismiss }), [toast, dismiss]);

  // The rendering (Radix toast and its icons) is its own chunk, fetched when the first toast is shown: most
  // first visits, the login page above all, never show one.
  return (
    <ToastContext value={value}>
      {children}
      {regionLoaded ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} duration={duration} onDismiss={dismiss} />
        </Suspense>
      ) : null}
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
