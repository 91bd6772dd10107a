import { MOCK_API_BASE_URL } from '@console/mock-api';
import { href, OnboardingProcessingScreen } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { onboardingStory, PNG_BYTES, reply, SLUG } from './onboarding-backend';

const meta = preview.meta({
  title: 'Screens/Onboarding/Processing',
  component: OnboardingProcessingScreen,
  args: { workspace: SLUG },
});

const photo = () => new File([PNG_BYTES], 'team-offsite.png', { type: 'image/png' });
const upload = { name: 'team-offsite.png', mime: 'image/png', bytes: PNG_BYTES };

const images = onboardingStory('processing', { template: { type: 'image' } });

const fileInput = (canvas: ReturnType<typeof within>) =>
  canvas.getByLabelText('Your file') as HTMLInputElement;

const stepStates = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.state !== undefined)
    .map((item) => item.dataset.state);

/** Step three before a file: the drop zone names the template, and the picker offers images only. */
export const ChooseFile = meta.story({
  ...images,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Drop a file here, or choose one from your computer' },
        reply,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/It runs through “resize-images”, which takes images/)).toBeVisible();
    await expect(fileInput(canvas)).toHaveAttribute('accept', 'image/*');
    const steps = within(canvas.getByRole('navigation', { name: 'Onboarding steps' }));
    await expect(steps.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Step 1: Choose what to process (done)',
      'Step 2: Set up a pipeline (done)',
    ]);
  },
});

/** Uploading without a file: the field says so. */
export const NoFileChosen = meta.story({
  ...images,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload and process' }, reply));
    await expect(fileInput(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Choose a file to upload.'),
    );
    await expect(fileInput(canvas)).toHaveFocus();
  },
});

/** A file the template would turn away is caught before it is uploaded, in words that say why. */
export const WrongKindOfFile = meta.story({
  ...onboardingStory('processing', { template: { type: 'video' } }),
  parameters: {
    ...onboardingStory('processing', { template: { type: 'video' } }).parameters,
    visual: { dark: true },
  },
  play: async ({ canvas }) => {
    // Dropped rather than picked: the picker itself offers videos only.
    const zone = (await canvas.findByLabelText('Your file', {}, reply)).closest('[data-slot="drop-zone"]');
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(photo());
    const drag = (type: string) =>
      zone?.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
    drag('dragover');
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'dragging'));
    drag('drop');
    await waitFor(() => expect(zone).toHaveAttribute('data-state', 'idle'));
    await expect(fileInput(canvas)).toHaveAccessibleDescription(
      'team-offsite.png is of type image/png, which “encode-video-for-web” turns away: it takes video. Choose another file.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and process' }));
    await expect(canvas.queryByRole('region', { name: 'Processing' })).toBeNull();
  },
});

/** Choosing a photo and uploading it: the assembly starts, uploading, and the focus moves to it. */
export const Uploading = meta.story({
  ...images,
  parameters: { ...images.parameters, visual: { busy: true } },
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Your file', {}, reply), photo());
    await expect(
      canvas.getByText('team-offsite.png', { selector: '[data-slot="chosen-file"]' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and process' }));
    const region = await canvas.findByRole('region', { name: 'Processing' }, reply);
    await waitFor(() => expect(region).toHaveFocus());
    await expect(within(region).getByRole('status')).toHaveTextContent('Processing: Uploading');
    await expect(within(region).getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(stepStates(region)).toEqual(['waiting', 'waiting']);
  },
});

/** Three seconds in: the filter has let the photo through (its result is the photo), the resize is running. */
export const Executing = meta.story({
  ...onboardingStory('processing', {
    template: { type: 'image' },
    upload: { ...upload, startedMsAgo: 3000 },
  }),
  parameters: {
    ...onboardingStory('processing', {
      template: { type: 'image' },
      upload: { ...upload, startedMsAgo: 3000 },
    }).parameters,
    visual: { busy: true },
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Processing' }, reply);
    await expect(within(region).getByRole('status')).toHaveTextContent('Processing: Executing');
    await expect(within(region).getByText('Uploaded')).toBeVisible();
    await expect(stepStates(region)).toEqual(['done', 'running']);
    await expect(within(region).getByRole('list', { name: 'Results of images' })).toHaveTextContent(
      'team-offsite.png (2 KB, image/png)',
    );
  },
});

const finished = onboardingStory('processing', {
  template: { type: 'image' },
  upload: { ...upload, startedMsAgo: 60_000 },
});

/**
 * Finished: every step done, its results to download, and the way on. Download fetches the file, with its progress
 * under the row, and saves it.
 */
export const Completed = meta.story({
  ...finished,
  parameters: { ...finished.parameters, visual: { dark: true } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Processing' }, reply);
    await expect(within(region).getByText('Processing: Completed')).toHaveAttribute('role', 'status');
    await expect(stepStates(region)).toEqual(['done', 'done']);
    await expect(within(region).getByText('Your file has been processed')).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      href.workspace(SLUG),
    );
    const saved = spyOn(URL, 'createObjectURL');
    await userEvent.click(within(region).getByRole('button', { name: 'Download team-offsite.webp' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const blob = saved.mock.calls[0]?.[0] as Blob;
    await expect(blob.type).toBe('image/webp');
    await expect(blob.size).toBe(PNG_BYTES.length);
    saved.mockRestore();
    await expect(within(region).getByText('2 KB of 2 KB · 100 %')).toBeVisible();
  },
});

/** A photo sent through the video pipeline: the filter declines it, the run fails there, and another file can be tried. */
export const Failed = meta.story({
  ...onboardingStory('processing', {
    template: { type: 'video' },
    upload: { ...upload, startedMsAgo: 60_000 },
  }),
  parameters: {
    ...onboardingStory('processing', {
      template: { type: 'video' },
      upload: { ...upload, startedMsAgo: 60_000 },
    }).parameters,
    visual: { dark: true },
  },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Processing' }, reply);
    await expect(stepStates(region)).toEqual(['failed', 'waiting', 'waiting']);
    await expect(within(region).getByText('FILE_FILTER_DECLINED_FILE')).toBeVisible();
    await expect(
      within(region).getByText(
        'Step "videos" declined the file: its type, image/png, is not one this template accepts.',
      ),
    ).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Try another file' }));
    await expect(await canvas.findByLabelText('Your file')).toBeVisible();
  },
});

/** Opened without a template (an old bookmark): the way back to step two. */
export const NoTemplate = meta.story({
  ...onboardingStory('processing', {}, { query: { type: 'audio' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'First set up a pipeline' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set up a pipeline' })).toHaveAttribute(
      'href',
      href.onboardingSettingUp(SLUG, { type: 'audio' }),
    );
  },
});

/** A template that is gone (deleted since): the server's words, and a way to ask again. */
export const TemplateGone = meta.story({
  ...onboardingStory('processing', {}, { query: { type: 'image', template: 'f'.repeat(32) } }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('The template could not be loaded');
    await expect(alert).toHaveTextContent('Template not found');
  },
});

const STORAGE_DOWN = 'Uploads are paused while storage is being moved. Try again in a few minutes.';

/** The server refuses the upload: a banner in its words, and the chosen file stays chosen for another try. */
export const UploadRefused = meta.story({
  ...onboardingStory(
    'processing',
    { template: { type: 'image' } },
    {
      handlers: () => [
        http.post(`${MOCK_API_BASE_URL}/${SLUG}/api/assemblies/upload.json`, () =>
          HttpResponse.json({ meta: { status: 'error', message: STORAGE_DOWN } }, { status: 503 }),
        ),
      ],
    },
  ),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Your file', {}, reply), photo());
    await userEvent.click(canvas.getByRole('button', { name: 'Upload and process' }));
    await expect(await canvas.findByText(STORAGE_DOWN, {}, reply)).toBeVisible();
    await expect(
      canvas.getByText('team-offsite.png', { selector: '[data-slot="chosen-file"]' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Processing' })).toBeNull();
  },
});

/** Waiting for the template: a placeholder in the shape of what comes, marked busy. */
export const LoadingTemplate = meta.story({
  ...onboardingStory(
    'processing',
    { template: { type: 'image' } },
    {
      handlers: () => [
        http.get(`${MOCK_API_BASE_URL}/${SLUG}/api/templates/:id.json`, () => new Promise<never>(() => {})),
      ],
    },
  ),
  parameters: { ...images.parameters, visual: { busy: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading the template')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
});

/** Coming back to a run whose progress cannot be read: the server's words and a way to ask again. */
export const ProgressUnavailable = meta.story({
  ...onboardingStory(
    'processing',
    { template: { type: 'image' }, upload: { ...upload, startedMsAgo: 60_000 } },
    {
      handlers: () => [
        http.get(`${MOCK_API_BASE_URL}/${SLUG}/api/assemblies/:id/progress.json`, () =>
          HttpResponse.json({ meta: { status: 'error', message: 'Gateway timeout' } }, { status: 504 }),
        ),
      ],
    },
  ),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('This file’s progress could not be loaded');
    await expect(alert).toHaveTextContent('Gateway timeout');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});
