import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const pageHeaderVariants = cva('flex flex-col gap-2', {
  variants: {
    divided: {
      true: 'border-border border-b pb-6',
      false: '',
    },
  },
  defaultVariants: { divided: false },
});

export type PageHeaderProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof pageHeaderVariants> & {
    /** The page's one h1: what this page is ("Templates", "Invoice INV-2026-0142"). */
    title: ReactNode;
    /** One or two sentences under the title that say what the page is for. */
    description?: ReactNode;
    /** Where the page sits, rendered above the title; pass a `<nav aria-label="Breadcrumb">`. */
    breadcrumbs?: ReactNode;
    /** Page-level buttons ("Create template"), placed at the end of the title row. */
    actions?: ReactNode;
    /** Small status next to the title, such as a Badge ("Suspended"). */
    status?: ReactNode;
  };

/** The top of every console page: breadcrumbs, the h1 with its description, and the page's actions. */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  actions,
  status,
  divided,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn(pageHeaderVariants({ divided }), className)} {...props}>
      {breadcrumbs ? <div className="text-fg-muted text-sm">{breadcrumbs}</div> : null}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="min-w-0 break-words font-semibold text-2xl text-fg">{title}</h1>
            {status}
          </div>
          {description ? <div className="max-w-3xl text-fg-muted text-sm">{description}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
