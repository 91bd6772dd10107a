import { cva, type VariantProps } from 'class-variance-authority';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatBytes, formatCount } from '../lib/format';
import { Skeleton } from '../primitives/skeleton';

const statVariants = cva('flex min-w-0 flex-col gap-1', {
  variants: {
    size: {
      sm: '[&_[data-slot=stat-value]]:text-xl',
      md: '[&_[data-slot=stat-value]]:text-2xl',
      lg: '[&_[data-slot=stat-value]]:text-3xl',
    },
    framed: {
      true: 'rounded-lg border border-border bg-surface p-4 shadow-sm',
      false: '',
    },
  },
  defaultVariants: { size: 'md', framed: false },
});

const deltaTone = {
  positive: 'bg-success-soft text-success-text',
  negative: 'bg-danger-soft text-danger-text',
  neutral: 'bg-surface-sunken text-fg-muted',
} as const;

// A native <meter> draws its value through vendor pseudo-elements; each gets the level's token colour
// (the browser paints them with gradients, which `meterBase` removes).
const meterTone = {
  normal: {
    fill: '[&::-moz-meter-bar]:bg-primary [&::-webkit-meter-optimum-value]:bg-primary [&::-webkit-meter-suboptimum-value]:bg-primary [&::-webkit-meter-even-less-good-value]:bg-primary',
    text: 'text-fg-muted',
  },
  warning: {
    fill: '[&::-moz-meter-bar]:bg-warning [&::-webkit-meter-optimum-value]:bg-warning [&::-webkit-meter-suboptimum-value]:bg-warning [&::-webkit-meter-even-less-good-value]:bg-warning',
    text: 'text-warning-text',
  },
  danger: {
    fill: '[&::-moz-meter-bar]:bg-danger [&::-webkit-meter-optimum-value]:bg-danger [&::-webkit-meter-suboptimum-value]:bg-danger [&::-webkit-meter-even-less-good-value]:bg-danger',
    text: 'text-danger-text',
  },
} as const;

type MeterLevel = keyof typeof meterTone;

const meterBase = cn(
  'block h-2 w-full appearance-none overflow-hidden rounded-full border-0 bg-surface-sunken',
  '[&::-webkit-meter-bar]:h-2 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0',
  '[&::-webkit-meter-bar]:bg-surface-sunken [&::-webkit-meter-bar]:bg-none',
  '[&::-webkit-meter-optimum-value]:bg-none [&::-webkit-meter-suboptimum-value]:bg-none [&::-webkit-meter-even-less-good-value]:bg-none',
  '[&::-moz-meter-bar]:rounded-full [&::-webkit-meter-optimum-value]:rounded-full',
  '[&::-webkit-meter-suboptimum-value]:rounded-full [&::-webkit-meter-even-less-good-value]:rounded-full',
);

/** The share of a limit at which a usage meter turns to warning, then danger. */
const WARNING_SHARE = 0.8;
const DANGER_SHARE = 1;

export type StatFormat = 'number' | 'bytes' | 'percent';

export type StatDelta = {
  /** The change, already formatted for reading ("+12%", "−3 assemblies"). */
  value: string;
  /** Which way the number moved; drives the arrow. */
  direction: 'up' | 'down' | 'flat';
  /** Whether the move is good news; up is not always good (failed assemblies going up is bad). */
  sentiment?: 'positive' | 'negative' | 'neutral';
  /** What the change is measured against ("vs. last month"). */
  period?: string;
};

export type StatProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof statVariants> & {
    /** What is measured ("Assemblies this month", "Storage used"). */
    label: string;
    /** The figure; numbers are formatted by `format`, other nodes are shown as they are. */
    value: number | ReactNode;
    /** How a numeric `value` (and `limit`) reads: grouped digits, bytes ("12.4 GB") or a share ("42%"). */
    format?: StatFormat;
    /** The change since an earlier period, with its direction and whether it is good news. */
    delta?: StatDelta;
    /** One quiet line of context under the value ("Resets on Feb 1"). */
    hint?: ReactNode;
    /** A ceiling the value counts towards (plan quota, bill limit); shows a meter and "12.4 GB of 50 GB". */
    limit?: number;
    /** The figure is on its way: placeholders stand in the value's place (and the meter's, given a `limit`). */
    loading?: boolean;
  };

const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** Formats a figure the way the console shows it everywhere: grouped digits, bytes in 1024 steps, or a share. */
export function formatStatValue(value: number, format: StatFormat = 'number'): string {
  if (format === 'bytes') return formatBytes(value);
  if (format === 'percent') return percentFormat.format(value);
  return formatCount(value);
}

function meterFor(value: number, limit: number, format: StatFormat) {
  const share = value / limit;
  const level: MeterLevel = share >= DANGER_SHARE ? 'danger' : share >= WARNING_SHARE ? 'warning' : 'normal';
  return {
    level,
    limit,
    now: Math.min(value, limit),
    text: `${formatStatValue(value, format)} of ${formatStatValue(limit, format)}`,
  };
}

const DeltaIcon = { up: ArrowUp, down: ArrowDown, flat: Minus } as const;
const directionWord = { up: 'Up', down: 'Down', flat: 'Unchanged' } as const;

/** One headline number of a dashboard or usage page, with its trend and, optionally, how close it is to a limit. */
export function Stat({
  label,
  value,
  format = 'number',
  delta,
  hint,
  limit,
  loading = false,
  size,
  framed,
  className,
  ...props
}: StatProps) {
  const numeric = typeof value === 'number' ? value : null;
  const shown = numeric !== null ? formatStatValue(numeric, format) : value;
  const meter =
    numeric !== null && limit !== undefined && limit > 0 ? meterFor(numeric, limit, format) : null;

  return (
    <div data-slot="stat" className={cn(statVariants({ size, framed }), className)} {...props}>
      <p className="text-fg-muted text-sm">{label}</p>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p data-slot="stat-value" className="font-semibold text-fg tabular-nums tracking-tight">
          {loading ? <Skeleton shape="text" className="w-32" /> : shown}
        </p>
        {delta ? <StatDeltaBadge delta={delta} /> : null}
      </div>
      {loading && limit !== undefined ? (
        <div aria-hidden className="mt-1 flex flex-col gap-1.5">
          <Skeleton className="h-2 rounded-full" />
          <p className="text-sm">
            <Skeleton shape="text" className="w-40" />
          </p>
        </div>
      ) : null}
      {meter && !loading ? (
        <div className="mt-1 flex flex-col gap-1.5">
          <meter
            aria-label={`${label} against the limit`}
            aria-valuetext={meter.text}
            min={0}
            max={meter.limit}
            value={meter.now}
            data-state={meter.level}
            className={cn(meterBase, meterTone[meter.level].fill)}
          />
          <p className={cn('text-sm', meterTone[meter.level].text)}>{meter.text}</p>
        </div>
      ) : null}
      {hint ? <div className="text-fg-muted text-sm">{hint}</div> : null}
    </div>
  );
}

function StatDeltaBadge({ delta }: { delta: StatDelta }) {
  const Icon = DeltaIcon[delta.direction];
  const sentiment = delta.sentiment ?? 'neutral';
  return (
    <span className="inline-flex items-center gap-1.5 text-fg-muted text-sm">
      <span
        className={cn(
          'inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 font-medium text-xs tabular-nums',
          deltaTone[sentiment],
        )}
      >
        <Icon aria-hidden className="size-3" />
        <span className="sr-only">{directionWord[delta.direction]} </span>
        {delta.value}
      </span>
      {delta.period ? <span>{delta.period}</span> : null}
    </span>
  );
}
