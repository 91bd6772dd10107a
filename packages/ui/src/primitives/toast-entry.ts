// Apart from the provider so that the region, which the provider loads lazily, can name a toast without importing
// the provider back.
import type { ReactNode } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';

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

export type ToastEntry = ToastOptions & { id: string; duration: number };
