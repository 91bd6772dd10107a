import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useWebFonts } from '../lib/web-fonts';

/** The widest a wide page grows: past it, lines and tables get too long to read across on a big screen. */
const WIDE = 'max-w-[90rem]';

const pageFrameVariants = cva(
  // Its own query container, so a form page lays out by its own width, not by the room the shell leaves.
  // One column that may shrink, so a long line wraps or scrolls in its own box instead of widening the page.
  '@container grid w-full grid-cols-[minmax(0,1fr)] content-start gap-6',
  {
    variants: {
      kind: {
        /** Lists, tables and dashboards: the whole width the shell leaves, up to 90rem. */
        list: WIDE,
        /** One thing's page (an assembly, an invoice, a workspace): the same frame as its list. */
        detail: WIDE,
        /** Forms and settings: a readable column, on the same left edge as every other page. */
        form: 'max-w-3xl',
      },
    },
    defaultVariants: { kind: 'list' },
  },
);

export type PageFrameKind = NonNullable<VariantProps<typeof pageFrameVariants>['kind']>;

export type PageFrameProps = ComponentProps<'div'> & VariantProps<typeof pageFrameVariants>;

/**
 * The outer box of every page inside a shell: how wide the page is follows from its kind, so pages of one kind
 * line up wherever they are. Always flush with the shell's left edge, never centred on its own. Pass the screen's
 * own `data-slot` ("templates-screen"); `data-page-kind` says which kind it is, for tests.
 */
export function PageFrame({ kind, className, ...props }: PageFrameProps) {
  useWebFonts();
  return (
    <div
      data-slot="page-frame"
      data-page-kind={kind ?? 'list'}
      className={cn(pageFrameVariants({ kind }), className)}
      {...props}
    />
  );
}
