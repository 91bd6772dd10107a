import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** The console's logo mark and name, shared by the public pages and both shells. */
export function ProductMark({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="product-mark"
      className={cn('inline-flex items-center gap-2 font-semibold text-base text-fg', className)}
      {...props}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 10l6 6-6 6M17 10l6 6-6 6"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary-fg"
        />
      </svg>
      <span>Console</span>
    </span>
  );
}
