import { Chart, type ChartSeries } from '@console/ui';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';

const DAY = 86_400;
const HOUR = 3_600;
const JAN_1_2026 = 1_767_225_600;
const JAN_15_2026 = 1_768_435_200;
const GB = 1024 ** 3;

/** Thirty days of January 2026 (UTC midnights). */
const days = Array.from({ length: 30 }, (_, index) => JAN_1_2026 + index * DAY);

/** Weekdays are busy, weekends quiet; a smooth wave keeps it from looking like a square signal. */
function weekly(index: number, base: number, swing: number): number {
  const weekday = (index + 4) % 7; // Jan 1, 2026 is a Thursday.
  const weekend = weekday === 0 || weekday === 6;
  return Math.round((weekend ? base * 0.45 : base) + swing * Math.sin(index / 2.5));
}

const completed: ChartSeries = {
  label: 'Completed',
  tone: 'success',
  values: days.map((_, index) => weekly(index, 1200, 180)),
};
const failed: ChartSeries = {
  label: 'Failed',
  tone: 'danger',
  values: days.map((_, index) => Math.max(0, weekly(index, 40, 14) + (index === 13 ? 160 : 0))),
};

const hours = Array.from({ length: 24 }, (_, index) => JAN_15_2026 + index * HOUR);
const queueMs: ChartSeries = {
  label: 'Average queue time',
  tone: 'info',
  values: hours.map((_, index) =>
    Math.round(400 + 900 * Math.max(0, Math.sin(((index - 7) / 24) * Math.PI * 2))),
  ),
};

const months = [
  1_738_368_000, 1_740_787_200, 1_743_465_600, 1_746_057_600, 1_748_736_000, 1_751_328_000, 1_754_006_400,
  1_756_684_800, 1_759_276_800, 1_761_955_200, 1_764_547_200, 1_767_225_600,
];
const encodingGb: ChartSeries = {
  label: 'Encoding',
  tone: 'primary',
  values: months.map((_, index) => Math.round((18 + index * 2.6 + (index % 3) * 3) * GB)),
};
const storageGb: ChartSeries = {
  label: 'Storage',
  tone: 'info',
  values: months.map((_, index) => Math.round((6 + index * 1.1) * GB)),
};

const meta = preview.meta({
  title: 'Patterns/Chart',
  component: Chart,
  args: {
    label: 'Assemblies per day',
    timestamps: days,
    series: [completed, failed],
    kind: 'line' as const,
    interval: 'day' as const,
    showLabel: true,
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['line', 'area', 'bar'] },
    valueFormat: { control: 'inline-radio', options: ['number', 'bytes', 'duration'] },
    interval: { control: 'inline-radio', options: ['hour', 'day', 'month'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
});

async function drawn(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-slot="chart"]')).toHaveAttribute('data-state', 'ready'),
  );
  await expect(canvasElement.querySelector('canvas')).not.toBeNull();
}

export const Playground = meta.story({});

export const Lines = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const image = canvas.getByRole('img');
    await expect(image).toHaveAccessibleName(
      expect.stringContaining('Assemblies per day. Line chart from Jan 1, 2026 to Jan 30, 2026.'),
    );
    await expect(image).toHaveAccessibleName(expect.stringContaining('Failed: highest 188 on Jan 14, 2026'));
  },
});

const hourlyArea = {
  label: 'Average queue time, January 15',
  kind: 'area',
  timestamps: hours,
  series: [queueMs],
  interval: 'hour',
  valueFormat: 'duration',
} as const;

export const Area = meta.story({
  args: hourlyArea,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
});

/**
 * Hours are instants, shown in the person's zone (user settings) and named beside the time; Kolkata is half an hour
 * off UTC, so the API's hourly buckets start at half past. Days and months stay as the API buckets them, in UTC.
 */
export const HoursInThePersonsZone = meta.story({
  args: hourlyArea,
  parameters: { timeZone: 'Asia/Kolkata' },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByText('Jan 15, 05:30 – Jan 16, 04:30 Asia/Kolkata')).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      expect.stringContaining('from Jan 15, 05:30 to Jan 16, 04:30 (Asia/Kolkata).'),
    );
  },
});

export const Bars = meta.story({
  args: {
    label: 'Usage per month',
    kind: 'bar',
    timestamps: months,
    series: [encodingGb, storageGb],
    interval: 'month',
    valueFormat: 'bytes',
    framed: true,
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
});

/**
 * Before the pointer picks a day, the legend speaks for the period: per-day counts add up to its total, not to the
 * last day's bar, which is often today's and nearly empty.
 */
export const LegendAtRest = meta.story({
  args: {
    label: 'Failed assemblies per day',
    kind: 'bar',
    series: [{ ...failed, values: [...failed.values.slice(0, -1), 0] }],
    size: 'sm',
  },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    const total = failed.values.slice(0, -1).reduce<number>((sum, value) => sum + (value ?? 0), 0);
    await expect(canvas.getByText('Jan 1, 2026 – Jan 30, 2026, in total')).toBeVisible();
    await expect(canvas.getByText(total.toLocaleString('en-US'))).toBeVisible();
  },
});

/** An expected line (a forecast) is dashed, in the chart and in its legend swatch, apart from what was measured. */
export const DashedForecast = meta.story({
  args: {
    label: 'Assemblies per day, with the forecast',
    kind: 'line',
    series: [
      { ...completed, values: completed.values.map((value, index) => (index < 20 ? value : null)) },
      {
        label: 'Forecast',
        tone: 'neutral',
        dashed: true,
        values: completed.values.map((value, index) => (index < 19 ? null : value)),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvasElement.querySelector('.border-dashed')).not.toBeNull();
  },
});

export const SingleBarSeries = meta.story({
  args: {
    label: 'Failed assemblies per day',
    kind: 'bar',
    series: [failed],
    size: 'sm',
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
});

export const DataTableFallback = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    // The visually hidden table carries every value for screen readers and for people who copy numbers.
    const table = canvas.getByRole('table', { name: 'Assemblies per day' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(30);
    await expect(canvas.getByRole('rowheader', { name: 'Jan 14, 2026' })).toBeInTheDocument();
  },
});

export const HandWrittenSummary = meta.story({
  args: {
    summary:
      'Assemblies per day in January 2026: steady on weekdays, with a spike of failures on January 14.',
  },
  play: async ({ canvas, canvasElement }) => {
    await drawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Assemblies per day in January 2026: steady on weekdays, with a spike of failures on January 14.',
    );
  },
});

export const GapsInData = meta.story({
  args: {
    label: 'Completed assemblies (eu-west-1)',
    series: [
      {
        ...completed,
        values: completed.values.map((value, index) => (index >= 9 && index <= 11 ? null : value)),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
  },
});
