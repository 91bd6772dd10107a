import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Skeleton } from '../primitives/skeleton';

// Apart from chart.tsx so that a page can hold a chart's place without downloading the chart's code.

export const chartVariants = cva('flex min-w-0 flex-col gap-3', {
  variants: {
    size: {
      sm: '',
      md: '',
      lg: '',
    },
    framed: {
      true: 'rounded-lg border border-border bg-surface p-4 shadow-sm',
      false: '',
    },
  },
  defaultVariants: { size: 'md', framed: false },
});

/** Plot heights per size, in CSS pixels: uPlot draws on a canvas and needs numbers, not classes. */
export const plotHeight = { sm: 160, md: 240, lg: 320 } as const;

/**
 * A chart's place while its data loads: the legend's line and a plot as tall as the chart's, under the chart's
 * caption when the chart shows one (its `showLabel`).
 */
export function ChartSkeleton({
  size,
  framed,
  label,
  legendLines = 1,
  className,
}: Pick<VariantProps<typeof chartVariants>, 'size' | 'framed'> & {
  label?: string;
  /** Lines the legend takes loaded: a narrow chart of many series wraps its legend onto a second line of 1rem. */
  legendLines?: number;
  className?: string;
}) {
  return (
    <div data-slot="chart-skeleton" aria-hidden className={cn(chartVariants({ size, framed }), className)}>
      {label === undefined ? null : <span className="font-medium text-fg text-sm">{label}</span>}
      <div className="flex flex-col gap-2">
        <span className="flex items-center" style={{ minHeight: `${0.25 + legendLines}rem` }}>
          <Skeleton className="w-40" />
        </span>
        <Skeleton shape="block" style={{ height: plotHeight[size ?? 'md'] }} />
      </div>
    </div>
  );
}
