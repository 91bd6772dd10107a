import { TransferStalledError } from '@console/api';
import { MOCK_API_BASE_URL } from '@console/mock-api';
import { TransferProgress, type TransferState } from '@console/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';

const MB = 1024 * 1024;
const UPLOAD_URL = `${MOCK_API_BASE_URL}/northwind-labs/api/assemblies/upload.json`;

const underWay: TransferState = { phase: 'running', loaded: 12.3 * MB, total: 40 * MB };
const stalled: TransferState = {
  phase: 'stalled',
  loaded: 31.6 * MB,
  total: 40 * MB,
  error: new TransferStalledError('POST', UPLOAD_URL, 30_000),
};
const cancelled: TransferState = { ...underWay, phase: 'cancelled' };
const arrived: TransferState = { phase: 'done', loaded: 38.2 * MB, total: 38.2 * MB };
const unsized: TransferState = { phase: 'running', loaded: 3.4 * MB, total: null };

const meta = preview.meta({
  title: 'Patterns/TransferProgress',
  component: TransferProgress,
  args: {
    direction: 'upload' as const,
    name: 'harbour-timelapse.mov',
    state: underWay,
    onCancel: fn(),
    onRetry: fn(),
  },
  argTypes: { direction: { control: 'inline-radio', options: ['upload', 'download'] } },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
});

/** Under way: the bar, how much of how much, the share, and Cancel. */
export const InProgress = meta.story({
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading harbour-timelapse.mov' });
    await expect(bar).toHaveAttribute('aria-valuetext', '12 MB of 40 MB');
    await expect(canvas.getByText('12 MB of 40 MB · 30 %')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel uploading harbour-timelapse.mov' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
});

/** No byte moved for 30 seconds: the transfer's own words, not the network error's, and Retry. */
export const Stalled = meta.story({
  args: { state: stalled },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The transfer stalled: no data moved for 30 seconds. Check your connection and try again.',
    );
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry uploading harbour-timelapse.mov' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});

/** Cancelled by the person: where it stopped, in a quiet tone rather than as a failure, and Retry. */
export const Cancelled = meta.story({
  args: { state: cancelled },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Upload cancelled at 12 MB of 40 MB.')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Retry uploading harbour-timelapse.mov' })).toBeVisible();
  },
});

/** A download that has arrived whole. */
export const Done = meta.story({
  args: { direction: 'download' as const, name: 'harbour-timelapse.webm', state: arrived },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Downloaded harbour-timelapse.webm')).toHaveAttribute('role', 'status');
    await expect(canvas.getByText('38 MB of 38 MB · 100 %')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

/** A download whose size the server did not give: the bytes so far, and a bar that pulses. */
export const SizeUnknown = meta.story({
  args: { direction: 'download' as const, name: 'harbour-timelapse.webm', state: unsized },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3.4 MB')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'indeterminate');
  },
});

function Cancellable() {
  const [state, setState] = useState(underWay);
  return (
    <TransferProgress
      direction="upload"
      name="harbour-timelapse.mov"
      state={state}
      onCancel={() => setState({ ...state, phase: 'cancelled' })}
      onRetry={() => setState({ ...state, phase: 'running' })}
    />
  );
}

/** Cancel takes its button away; the focus goes on to Retry rather than back to the top of the page. */
export const CancelKeepsFocus = meta.story({
  render: () => <Cancellable />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel uploading harbour-timelapse.mov' }));
    const retry = await canvas.findByRole('button', { name: 'Retry uploading harbour-timelapse.mov' });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /^Cancel/ })).toBeVisible();
  },
});
