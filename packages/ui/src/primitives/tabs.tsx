import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { radixPart } from './radix-part';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** Switches between views of one thing (an assembly's Overview, Files, JSON); arrow keys move between tabs. */
// One column that may be narrower than the tab list or a panel's widest line: the list scrolls and the panel
// wraps or scrolls, instead of widening the page.
export const Tabs = radixPart(TabsPrimitive.Root, 'tabs', 'grid grid-cols-[minmax(0,1fr)] gap-4');

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;

export const TabsList = radixPart(
  TabsPrimitive.List,
  'tabs-list',
  'flex gap-1 overflow-x-auto border-b border-border',
);

export const tabsTriggerVariants = cva(
  [
    'inline-flex items-center gap-2 whitespace-nowrap border-b-2 border-transparent font-medium text-fg-muted',
    'transition-colors duration-fast ease-standard hover:text-fg',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-60',
    'data-[state=active]:border-primary data-[state=active]:text-fg',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2 text-sm',
        md: 'h-10 px-3 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> &
  VariantProps<typeof tabsTriggerVariants>;

export function TabsTrigger({ className, size, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ size }), className)}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export const TabsContent = radixPart(
  TabsPrimitive.Content,
  'tabs-content',
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);
