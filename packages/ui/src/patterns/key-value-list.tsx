import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { CopyButton } from './copy-button';

const keyValueListVariants = cva('text-sm', {
  variants: {
    layout: {
      columns: 'grid grid-cols-1 @xl:grid-cols-[minmax(8rem,max-content)_1fr]',
      stacked: 'flex flex-col',
    },
    divided: {
      true: 'divide-y divide-border',
      false: '',
    },
  },
  defaultVariants: { layout: 'columns', divided: true },
});

export type KeyValueItem = {
  /** The name of the value ("Auth key", "Region"); also names its copy button. */
  term: string;
  /** What is shown; plain text, or any node such as a Badge or a link. */
  value: ReactNode;
  /** Shows a copy button that copies this exact text (usually the raw id behind `value`). */
  copyValue?: string;
  /** Sets the value in the monospace font, for ids, keys and hashes that people compare character by character. */
  mono?: boolean;
};

export type KeyValueListProps = Omit<ComponentProps<'dl'>, 'children'> &
  VariantProps<typeof keyValueListVariants> & {
    /** The rows, in display order. */
    items: readonly KeyValueItem[];
  };

/** A description list of labelled values: the details panel of an assembly, a template or an invoice. */
export function KeyValueList({ items, layout, divided, className, ...props }: KeyValueListProps) {
  const columns = (layout ?? 'columns') === 'columns';
  return (
    <dl
      data-slot="key-value-list"
      className={cn(keyValueListVariants({ layout, divided }), className)}
      {...props}
    >
      {items.map((item) => (
        <div
          key={item.term}
          data-slot="key-value-row"
          className={cn(
            'flex min-w-0 flex-col gap-1 py-2.5',
            columns && '@xl:col-span-2 @xl:grid @xl:grid-cols-subgrid @xl:items-center @xl:gap-4',
          )}
        >
          <dt className="text-fg-muted">{item.term}</dt>
          <dd className="flex min-w-0 items-center gap-1 text-fg">
            <span className={cn('min-w-0 break-words', item.mono && 'break-all font-mono')}>
              {item.value}
            </span>
            {item.copyValue !== undefined ? (
              // The button may not make its row taller than a plain one, so the rows keep one rhythm.
              <CopyButton value={item.copyValue} label={`Copy ${item.term}`} iconOnly className="-my-1.5" />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
