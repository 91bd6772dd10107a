import { DayTime, ExactTime, RelativeTime } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

/** Stories run at FIXTURE_NOW, 2026-01-15 12:00 UTC; this assembly was created 17 minutes before. */
const CREATED = '2026-01-15T11:43:00.000Z';

/**
 * The console's times: relative to now with the exact instant on hover, or exact, always in the person's time
 * zone (user settings) with the zone named. Stories show UTC unless `parameters.timeZone` names another zone.
 */
const meta = preview.meta({
  title: 'Patterns/RelativeTime',
  component: RelativeTime,
  args: { value: CREATED },
});

export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('17 minutes ago')).toHaveAttribute('title', 'Jan 15, 2026, 11:43 AM UTC');
  },
});

/** A person in Berlin: the same instant, an hour later on the clock, the zone named on hover. */
export const InBerlin = meta.story({
  parameters: { timeZone: 'Europe/Berlin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('17 minutes ago')).toHaveAttribute(
      'title',
      'Jan 15, 2026, 12:43 PM Europe/Berlin',
    );
  },
});

/** Exact times and days, for a summary or a table's "Joined" column; late in the evening is already tomorrow in Tokyo. */
export const ExactAndDay = meta.story({
  parameters: { timeZone: 'Asia/Tokyo' },
  render: () => (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-fg-muted">Created</dt>
      <dd>
        <ExactTime value={CREATED} /> <RelativeTime value={CREATED} className="text-fg-muted" />
      </dd>
      <dt className="text-fg-muted">Joined</dt>
      <dd>
        <DayTime value="2026-01-15T23:30:00.000Z" />
      </dd>
    </dl>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Jan 15, 2026, 8:43 PM Asia/Tokyo')).toBeVisible();
    await expect(canvas.getByText('Jan 16, 2026')).toHaveAttribute(
      'title',
      'Jan 16, 2026, 8:30 AM Asia/Tokyo',
    );
  },
});
