import { cva, type VariantProps } from 'class-variance-authority';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { cn } from '../lib/cn';

const InsideTooltipProvider = createContext(false);

export type TooltipProviderProps = ComponentProps<typeof TooltipPrimitive.Provider>;

/**
 * Shares one open delay across every tooltip below it, so moving between icon buttons in a toolbar shows the
 * next tooltip at once. Put it around a toolbar or a table's row actions; a tooltip outside one brings its own.
 */
export function TooltipProvider({ delayDuration = 300, ...props }: TooltipProviderProps) {
  return (
    <InsideTooltipProvider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />
    </InsideTooltipProvider>
  );
}

export const tooltipVariants = cva(
  [
    'z-50 max-w-xs rounded-md border border-border bg-surface-raised text-fg shadow-md',
    'transition-opacity duration-fast ease-standard fade-in',
  ],
  {
    variants: {
      size: {
        sm: 'px-2 py-1 text-xs',
        md: 'px-3 py-1.5 text-sm',
      },
    },
    defaultVariants: { size: 'sm' },
  },
);

export type TooltipProps = Omit<ComponentProps<typeof TooltipPrimitive.Content>, 'content' | 'children'> &
  VariantProps<typeof tooltipVariants> & {
    /** The text shown on hover and focus; keep it short, it repeats or adds to the trigger's name. */
    content: ReactNode;
    /** The element that opens the tooltip; it must be focusable (a button or link) so keyboard users see it too. */
    children: ReactElement;
    /** Controls the open state from outside, for stories and for tooltips that follow another state. */
    open?: boolean;
    /** Called when Radix wants to open or close the tooltip. */
    onOpenChange?: (open: boolean) => void;
  };

export function Tooltip({
  content,
  children,
  open,
  onOpenChange,
  className,
  size,
  sideOffset = 6,
  ...props
}: TooltipProps) {
  const insideProvider = useContext(InsideTooltipProvider);
  const tooltip = (
    <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip"
          sideOffset={sideOffset}
          className={cn(tooltipVariants({ size }), className)}
          {...props}
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  // Radix throws without a provider; a standalone tooltip (a story, a test) brings its own.
  return insideProvider ? (
    tooltip
  ) : (
    <TooltipPrimitive.Provider delayDuration={300}>{tooltip}</TooltipPrimitive.Provider>
  );
}
