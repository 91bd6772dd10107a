import type uPlot from 'uplot';
import { formatBytes, formatCount } from '../lib/format';

export type ChartTone = 'primary' | 'info' | 'success' | 'warning' | 'danger' | 'neutral';
export type ChartKind = 'line' | 'area' | 'bar';
export type ChartValueFormat = 'number' | 'bytes' | 'duration';
export type ChartInterval = 'hour' | 'day' | 'month';

export type ChartSeries = {
  /** The series' name in the legend, the summary and the data table ("Completed"). */
  label: string;
  /** One value per timestamp; `null` leaves a gap (no data), which is different from 0. */
  values: ReadonlyArray<number | null>;
  /** Its colour, by meaning: failures `danger`, successes `success`; by default the series take turns. */
  tone?: ChartTone;
  /** Drawn dashed, for what is expected rather than measured (a forecast); its legend swatch is dashed too. */
  dashed?: boolean;
};

const toneOrder: readonly Exclude<ChartTone, 'neutral'>[] = [
  'primary',
  'info',
  'success',
  'warning',
  'danger',
];

export const toneSwatch: Record<ChartTone, string> = {
  primary: 'bg-primary',
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  neutral: 'bg-fg-muted',
};

/** The dashed series' swatch: a short dashed stroke in the series' colour. */
export const toneDash: Record<ChartTone, string> = {
  primary: 'border-primary',
  info: 'border-info',
  success: 'border-success',
  warning: 'border-warning',
  danger: 'border-danger',
  neutral: 'border-fg-muted',
};

/**
 * What the legend shows before the pointer picks a moment: for per-period amounts (bars and areas of counts or
 * bytes) the period's total, since the latest bucket is often today's, still nearly empty; for lines and
 * durations the latest value there is, since a running total or an average does not add up.
 */
export const isSummable = (kind: ChartKind, format: ChartValueFormat) =>
  kind !== 'line' && format !== 'duration';

export function restValue(
  values: ReadonlyArray<number | null>,
  kind: ChartKind,
  format: ChartValueFormat,
): number | null {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  if (isSummable(kind, format)) return known.reduce((sum, value) => sum + value, 0);
  return known[known.length - 1] ?? null;
}

// Hidden elements carrying token classes: their computed colours are the current theme's, whatever the
// variable names behind the utilities are.
export const probeClass = {
  primary: 'text-primary',
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
  neutral: 'text-fg-muted',
  axis: 'text-fg-muted',
  grid: 'text-border',
  surface: 'text-surface',
} as const;

type ProbeKey = keyof typeof probeClass;
export type Palette = Record<ProbeKey, string> & { font: string };

export function readPalette(root: HTMLElement): Palette {
  const color = (key: ProbeKey) => {
    const probe = root.querySelector<HTMLElement>(`[data-probe="${key}"]`);
    return probe ? getComputedStyle(probe).color : 'currentColor';
  };
  return {
    primary: color('primary'),
    info: color('info'),
    success: color('success'),
    warning: color('warning'),
    danger: color('danger'),
    neutral: color('neutral'),
    axis: color('axis'),
    grid: color('grid'),
    surface: color('surface'),
    font: `12px ${getComputedStyle(root).fontFamily}`,
  };
}

/** Turns "rgb(91, 80, 230)" into the same colour at `alpha`, for area fills. */
function withAlpha(color: string, alpha: number): string {
  const channels = color.match(/[\d.]+/g);
  if (!channels || channels.length < 3) return color;
  return `rgb(${channels[0]} ${channels[1]} ${channels[2]} / ${alpha})`;
}

const dateOptions: Record<ChartInterval, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
};

const longDateOptions: Record<ChartInterval, Intl.DateTimeFormatOptions> = {
  hour: { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { month: 'short', day: 'numeric', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone a chart's dates are written in. Hours are instants, shown in the person's zone as every time is; days
 * and months are calendar buckets the API cuts in UTC, and drawing them in another zone would shift them a day.
 */
export function chartTimeZone(interval: ChartInterval, personZone: string): string {
  return interval === 'hour' ? personZone : 'UTC';
}

export function formatDate(timestamp: number, interval: ChartInterval, zone: string, long = false): string {
  const key = `${interval} ${zone} ${long}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      ...(long ? longDateOptions : dateOptions)[interval],
    });
    dateFormats.set(key, format);
  }
  return format.format(new Date(timestamp * 1000));
}

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Formats a chart value for reading; `compact` shortens counts for axis ticks (1.2K). */
export function formatChartValue(value: number | null, format: ChartValueFormat, compact = false): string {
  if (value === null) return 'No data';
  if (format === 'bytes') return formatBytes(value);
  if (format === 'duration') {
    if (value < 1000) return `${formatCount(Math.round(value))} ms`;
    if (value < 60_000) return `${(value / 1000).toFixed(1)} s`;
    return `${(value / 60_000).toFixed(1)} min`;
  }
  return compact ? compactFormat.format(value) : formatCount(value);
}

const kindWord: Record<ChartKind, string> = { line: 'Line chart', area: 'Area chart', bar: 'Bar chart' };

export function describe(
  label: string,
  kind: ChartKind,
  timestamps: ReadonlyArray<number>,
  series: ReadonlyArray<ChartSeries>,
  format: ChartValueFormat,
  interval: ChartInterval,
  zone: string,
): string {
  const first = timestamps[0];
  const last = timestamps.at(-1);
  if (first === undefined || last === undefined) return `${label}. ${kindWord[kind]} with no data.`;
  const parts = series.map((entry) => {
    let highest: { value: number; at: number } | null = null;
    let latest: number | null = null;
    entry.values.forEach((value, index) => {
      const at = timestamps[index];
      if (value === null || at === undefined) return;
      latest = value;
      if (highest === null || value > highest.value) highest = { value, at };
    });
    if (highest === null) return `${entry.label}: no data`;
    const peak: { value: number; at: number } = highest;
    return `${entry.label}: highest ${formatChartValue(peak.value, format)} on ${formatDate(peak.at, interval, zone, true)}, latest ${formatChartValue(latest, format)}`;
  });
  return `${label}. ${kindWord[kind]} from ${formatDate(first, interval, zone, true)} to ${formatDate(last, interval, zone, true)}${interval === 'hour' ? ` (${zone})` : ''}. ${parts.join('. ')}.`;
}

/** Tick steps for byte axes: 1, 2, 5, 10, … of each binary unit, so ticks read "10 GB", not "18.63 GB". */
const BYTE_STEPS = [1, 1024, 1024 ** 2, 1024 ** 3, 1024 ** 4, 1024 ** 5].flatMap((unit) =>
  [1, 2, 5, 10, 20, 50, 100, 200, 500].map((multiple) => multiple * unit),
);

export function toneOf(series: ChartSeries, index: number): ChartTone {
  return series.tone ?? toneOrder[index % toneOrder.length] ?? 'primary';
}

type PlotInput = {
  timestamps: ReadonlyArray<number>;
  series: ReadonlyArray<ChartSeries>;
  kind: ChartKind;
  format: ChartValueFormat;
  interval: ChartInterval;
  zone: string;
  width: number;
  height: number;
  palette: Palette;
  UPlot: typeof uPlot;
  onCursor: (index: number | null) => void;
};

export function plotOptions({
  timestamps,
  series,
  kind,
  format,
  interval,
  zone,
  width,
  height,
  palette,
  UPlot,
  onCursor,
}: PlotInput): uPlot.Options {
  const step = timestamps.length > 1 ? (timestamps[1] ?? 0) - (timestamps[0] ?? 0) : 86_400;
  const barAlign = (index: number): -1 | 0 | 1 => (series.length === 2 ? (index === 0 ? -1 : 1) : 0);
  const axis: uPlot.Axis = {
    stroke: palette.axis,
    font: palette.font,
    grid: { stroke: palette.grid, width: 1 },
    ticks: { stroke: palette.grid, width: 1, size: 4 },
  };
  return {
    width,
    height,
    // Ticks fall on whole hours and days of the zone the labels are written in.
    tzDate: (timestamp) => UPlot.tzDate(new Date(timestamp * 1000), zone),
    legend: { show: false },
    cursor: {
      y: false,
      drag: { x: false, y: false },
      points: { size: 8, width: 2, fill: palette.surface },
    },
    scales: {
      x: {
        time: true,
        range:
          kind === 'bar'
            ? (_self, min, max) => [min - step / 2, max + step / 2]
            : (_self, min, max) => [min, max],
      },
      y: { range: (_self, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        values: (_self, splits) => splits.map((split) => formatDate(split, interval, zone)),
      },
      {
        ...axis,
        incrs: format === 'bytes' ? BYTE_STEPS : undefined,
        size: (_self, values) =>
          Math.max(40, Math.max(0, ...(values ?? []).map((value) => value.length)) * 7 + 16),
        values: (_self, splits) => splits.map((split) => formatChartValue(split, format, true)),
      },
    ],
    series: [
      {},
      ...series.map((entry, index): uPlot.Series => {
        const color = palette[toneOf(entry, index)];
        if (kind === 'bar') {
          return {
            label: entry.label,
            stroke: color,
            fill: color,
            width: 0,
            paths: UPlot.paths.bars?.({
              size: [series.length === 2 ? 0.4 : 0.7, 48],
              align: barAlign(index),
            }),
            points: { show: false },
          };
        }
        return {
          label: entry.label,
          stroke: color,
          width: 2,
          dash: entry.dashed ? [6, 4] : undefined,
          fill: kind === 'area' ? withAlpha(color, 0.16) : undefined,
          points: { show: false },
        };
      }),
    ],
    hooks: {
      setCursor: [(self) => onCursor(self.cursor.idx ?? null)],
    },
  };
}
