import type { VariantProps } from 'class-variance-authority';
import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint';
import { cn } from '../lib/cn';
import { useTimeZone } from '../lib/time';
import {
  type ChartInterval,
  type ChartKind,
  type ChartSeries,
  type ChartValueFormat,
  chartTimeZone,
  describe,
  formatChartValue,
  formatDate,
  isSummable,
  type Palette,
  plotOptions,
  probeClass,
  readPalette,
  restValue,
  toneDash,
  toneOf,
  toneSwatch,
} from './chart-plot';
import { chartVariants, plotHeight } from './chart-skeleton';

export type { ChartInterval, ChartKind, ChartSeries, ChartTone, ChartValueFormat } from './chart-plot';
export { formatChartValue } from './chart-plot';

export type ChartProps = Omit<ComponentProps<'figure'>, 'children'> &
  VariantProps<typeof chartVariants> & {
    /** What the chart shows ("Assemblies per day"); titles the chart and starts its accessible summary. */
    label: string;
    /** Shows `label` as a visible title above the chart. */
    showLabel?: boolean;
    /** The x positions: Unix timestamps in seconds, ascending. */
    timestamps: ReadonlyArray<number>;
    /** One or more series over the same timestamps; keep the array stable between renders. */
    series: ReadonlyArray<ChartSeries>;
    /** Lines for trends, areas for volumes, bars for per-period counts (one or two series side by side). */
    kind?: ChartKind;
    /** How values read on the axis, in the legend and in the table: counts, bytes or milliseconds. */
    valueFormat?: ChartValueFormat;
    /**
     * The bucket size of the timestamps, which decides how dates are written ("Jan 14", "14:00", "Jan 2026"):
     * hours in the person's zone, which the chart names; days and months as the API buckets them, in UTC.
     */
    interval?: ChartInterval;
    /** Replaces the generated accessible summary when a sentence written by hand says it better. */
    summary?: string;
  };

/**
 * A small time-series chart for usage and dashboards (lines, areas or bars) drawn by uPlot, which is loaded
 * only when a chart mounts. It fills its container's width, takes its colours from the theme's tokens, and
 * is described by a generated summary and a visually hidden data table.
 */
export function Chart({
  label,
  showLabel = false,
  timestamps,
  series,
  kind = 'line',
  valueFormat = 'number',
  interval = 'day',
  summary,
  size,
  framed,
  className,
  ...props
}: ChartProps) {
  const rootRef = useRef<HTMLElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [cursor, setCursor] = useState<number | null>(null);
  const [palette, setPalette] = useState<Palette | null>(null);
  const titleId = useId();
  const height = plotHeight[size ?? 'md'];
  const zone = chartTimeZone(interval, useTimeZone());
  // Hours are named with their zone, as an exact time is; a day or a month is the same day everywhere.
  const zoneName = interval === 'hour' ? zone : null;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const refresh = () => setPalette(readPalette(root));
    // The first read waits for the frame that styles the page the chart was mounted in: read at once,
    // getComputedStyle makes the browser style the whole freshly mounted page there and then, in the same task as
    // the commit (about 20 ms on a laptop for the dashboard, four times that on a phone). After the frame it only
    // reads what the browser styled anyway.
    const cancelFirstRead = afterNextPaint(refresh);
    // A theme switch changes the token values; re-read them so the canvas follows.
    const attributes = new MutationObserver(refresh);
    attributes.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme', 'class'],
    });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', refresh);
    // The canvas draws its labels once, in whatever face is there: redraw them in Geist when the web font arrives.
    document.fonts.addEventListener('loadingdone', refresh);
    return () => {
      cancelFirstRead();
      attributes.disconnect();
      scheme.removeEventListener('change', refresh);
      document.fonts.removeEventListener('loadingdone', refresh);
    };
  }, []);

  useEffect(() => {
    if (!palette) return;
    let disposed = false;
    let plot: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    setReady(false);

    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      const target = plotRef.current;
      if (disposed || !target) return;
      const data: uPlot.AlignedData = [
        Array.from(timestamps),
        ...series.map((entry) => Array.from(entry.values)),
      ];
      const options = plotOptions({
        timestamps,
        series,
        kind,
        format: valueFormat,
        interval,
        zone,
        width: Math.max(target.clientWidth, 1),
        height,
        palette,
        UPlot,
        onCursor: setCursor,
      });
      const created = new UPlot(options, data, target);
      plot = created;
      resize = new ResizeObserver((entries) => {
        const width = entries[0]?.contentRect.width;
        if (width && Math.round(width) !== created.width)
          created.setSize({ width: Math.round(width), height });
      });
      resize.observe(target);
      setReady(true);
    });

    return () => {
      disposed = true;
      resize?.disconnect();
      plot?.destroy();
    };
  }, [timestamps, series, kind, valueFormat, interval, zone, height, palette]);

  const description = summary ?? describe(label, kind, timestamps, series, valueFormat, interval, zone);
  const first = timestamps[0];
  const last = timestamps[timestamps.length - 1];
  const cursorTime = cursor === null ? undefined : timestamps[cursor];
  const summable = isSummable(kind, valueFormat);
  // At rest the legend speaks for the whole period; the pointer (or a touch) picks one moment.
  const when =
    cursorTime !== undefined
      ? formatDate(cursorTime, interval, zone, true)
      : first !== undefined && last !== undefined
        ? `${formatDate(first, interval, zone, true)} – ${formatDate(last, interval, zone, true)}`
        : undefined;
  // Said after the zone, which belongs to the times.
  const inTotal = cursorTime === undefined && summable ? ', in total' : '';

  return (
    <figure
      ref={rootRef}
      data-slot="chart"
      data-state={ready ? 'ready' : 'loading'}
      aria-labelledby={showLabel ? titleId : undefined}
      className={cn(chartVariants({ size, framed }), className)}
      {...props}
    >
      {Object.entries(probeClass).map(([key, probe]) => (
        <span key={key} hidden data-probe={key} className={probe} />
      ))}
      {showLabel ? (
        <figcaption id={titleId} className="font-medium text-fg text-sm">
          {label}
        </figcaption>
      ) : null}
      <div
        role="img"
        aria-label={description}
        aria-busy={!ready || undefined}
        className="flex flex-col gap-2"
      >
        <div className="flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1 text-fg-muted text-xs">
          {when !== undefined ? (
            <span className="font-medium text-fg">
              {when}
              {zoneName === null ? null : ` ${zoneName}`}
              {inTotal}
            </span>
          ) : null}
          {series.map((entry, index) => (
            <span key={entry.label} className="inline-flex items-center gap-1.5">
              <span
                className={
                  entry.dashed
                    ? cn('w-3 border-t-2 border-dashed', toneDash[toneOf(entry, index)])
                    : cn('size-2.5 rounded-sm', toneSwatch[toneOf(entry, index)])
                }
              />
              {entry.label}
              <span className="font-medium text-fg tabular-nums">
                {formatChartValue(
                  cursor === null
                    ? restValue(entry.values, kind, valueFormat)
                    : (entry.values[cursor] ?? null),
                  valueFormat,
                )}
              </span>
            </span>
          ))}
        </div>
        <div
          ref={plotRef}
          className="w-full min-w-0 overflow-hidden [&_.u-cursor-x]:border-border-strong [&_.u-cursor-x]:border-solid [&_.uplot]:w-full"
          style={{ height }}
        />
      </div>
      {/* The table is as wide as its columns; a screen-reader-only box around it (rather than on it, which a
          table outgrows) keeps a phone's page from scrolling sideways. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{zoneName === null ? 'Date' : `Time (${zoneName})`}</th>
              {series.map((entry) => (
                <th key={entry.label} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {timestamps.map((timestamp, index) => (
              <tr key={timestamp}>
                <th scope="row">{formatDate(timestamp, interval, zone, true)}</th>
                {series.map((entry) => (
                  <td key={entry.label}>{formatChartValue(entry.values[index] ?? null, valueFormat)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
