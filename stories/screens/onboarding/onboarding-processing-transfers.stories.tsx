import { MOCK_API_BASE_URL } from '@console/mock-api';
import { OnboardingProcessingScreen } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { onboardingStory, PNG_BYTES, reply, SLUG } from './onboarding-backend';

const meta = preview.meta({
  title: 'Screens/Onboarding/ProcessingTransfers',
  component: OnboardingProcessingScreen,
  args: { workspace: SLUG },
});

const photo = () => new File([PNG_BYTES], 'team-offsite.png', { type: 'image/png' });

/** The first upload the mock API takes in hangs, as one on a line that stopped would; later ones are answered. */
const firstUploadHangs = () => {
  let uploads = 0;
  return [
    http.post(`${MOCK_API_BASE_URL}/${SLUG}/api/assemblies/upload.json`, () => {
      uploads += 1;
      return uploads === 1 ? new Promise<never>(() => {}) : undefined;
    }),
  ];
};

const uploadStory = onboardingStory(
  'processing',
  { template: { type: 'image' } },
  { handlers: firstUploadHangs },
);

/** An upload under way shows its progress and a way to cancel it; the form's button waits. */
export const UploadUnderWay = meta.story({
  ...uploadStory,
  parameters: { ...uploadStory.parameters, visual: { busy: true } },
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Your file', {}, reply), photo());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and process' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Uploading team-offsite.png' }, reply),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Uploading…' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel uploading team-offsite.png' })).toBeVisible();
  },
});

/** Cancelled: said quietly where the upload stood, not as a failure; the file stays chosen, the focus on Retry. */
export const UploadCancelled = meta.story({
  ...uploadStory,
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Your file', {}, reply), photo());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and process' }));
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Cancel uploading team-offsite.png' }, reply),
    );
    await expect(canvas.getByText(/^Upload cancelled at /)).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(
      canvas.getByText('team-offsite.png', { selector: '[data-slot="chosen-file"]' }),
    ).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Retry uploading team-offsite.png' });
    await waitFor(() => expect(retry).toHaveFocus());
  },
});

/** Half of each result arrives, then nothing more: a download on a line that stopped. */
const halfOfEachResult = () => [
  http.get(`${MOCK_API_BASE_URL}/${SLUG}/api/assemblies/:id/results/:result`, () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(PNG_BYTES.slice(0, PNG_BYTES.length / 2));
      },
    });
    return new HttpResponse(body, {
      headers: { 'Content-Type': 'image/webp', 'Content-Length': String(PNG_BYTES.length) },
    });
  }),
];

const downloadStory = onboardingStory(
  'processing',
  {
    template: { type: 'image' },
    upload: { name: 'team-offsite.png', mime: 'image/png', bytes: PNG_BYTES, startedMsAgo: 60_000 },
  },
  { handlers: halfOfEachResult },
);

const startDownload = async (canvas: ReturnType<typeof within>) => {
  const region = await canvas.findByRole('region', { name: 'Processing' }, reply);
  await userEvent.click(within(region).getByRole('button', { name: 'Download team-offsite.webp' }));
  const results = within(region).getByRole('list', { name: 'Results of resized' });
  await expect(await within(results).findByText('1 KB of 2 KB · 50 %', {}, reply)).toBeVisible();
  return results;
};

/** A result downloading: how much of it has arrived, under its row, and a way to cancel it. */
export const DownloadUnderWay = meta.story({
  ...downloadStory,
  parameters: { ...downloadStory.parameters, visual: { busy: true } },
  play: async ({ canvas }) => {
    const results = await startDownload(canvas);
    await expect(
      within(results).getByRole('progressbar', { name: 'Downloading team-offsite.webp' }),
    ).toHaveAttribute('aria-valuetext', '1 KB of 2 KB');
    await expect(
      within(results).getByRole('button', { name: 'Cancel downloading team-offsite.webp' }),
    ).toBeVisible();
  },
});

/** Cancelled: nothing is saved, no error is shown, and the row says where the download stood. */
export const DownloadCancelled = meta.story({
  ...downloadStory,
  play: async ({ canvas }) => {
    const results = await startDownload(canvas);
    await userEvent.click(
      within(results).getByRole('button', { name: 'Cancel downloading team-offsite.webp' }),
    );
    await expect(within(results).getByText('Download cancelled at 1 KB of 2 KB.')).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(
      within(results).getByRole('button', { name: 'Download team-offsite.webp' }),
    ).not.toHaveAttribute('aria-busy');
  },
});
