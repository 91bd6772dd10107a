import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const skeletonVariants = cva(
  'block animate-pulse bg-surface-sunken motion-reduce:animate-none in-data-[motion=off]:animate-none',
  {
    variants: {
      shape: {
        /** A card, chart or table-sized area. */
        block: 'h-24 w-full rounded-md',
        /** One line of text; set the width to match the text it stands for. */
        line: 'h-4 w-full rounded-sm',
        /**
         * One line of text inside the element the text will be in (a heading, a figure): smaller than that element's
         * line, so the element keeps the height it will have, whatever its font size. Set the width.
         */
        text: 'inline-block h-[0.75em] w-full rounded-sm align-middle',
        /** An avatar or icon. */
        circle: 'size-8 rounded-full',
      },
    },
    defaultVariants: { shape: 'line' },
  },
);

export type SkeletonProps = ComponentProps<'span'> & VariantProps<typeof skeletonVariants>;

/**
 * A grey placeholder with the shape of content that is loading. It is hidden from screen readers; the region that
 * is loading should say so with aria-busy instead.
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      data-shape={shape ?? 'line'}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
