import { AssemblyResults, RESULTS_SHOWN_FIRST } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { result, statusWith, urlOf } from './assembly-results-helpers';

/**
 * The result files of an assembly as its status JSON lists them: a preview of each (lazy images, players that
 * fetch nothing until played, text read only on request), its type, size and a download link.
 */
const meta = preview.meta({
  title: 'Screens/Assemblies/AssemblyResults',
  component: AssemblyResults,
  parameters: { shell: false },
  args: { busy: false, status: statusWith({}) },
});

/**
 * Brings each lazy image into view and waits for it, so the screenshot does not catch one arriving. Lazy images
 * further down would otherwise start loading only as the capture scrolls to them.
 */
async function imagesLoaded(root: HTMLElement) {
  for (const image of root.querySelectorAll('img')) {
    image.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  }
  window.scrollTo(0, 0);
}

const region = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('heading', { level: 2, name: /^Results/ });

/** Thumbnails of a video: each shown from the address the status gives, loaded lazily, with its size. */
export const Images = meta.story({
  parameters: { visual: { dark: true } },
  args: {
    status: statusWith({
      thumbs: [
        result('thumbs', 'keynote-1.jpg', 'image/jpeg', 48_213, { width: 640, height: 360 }),
        result('thumbs', 'keynote-2.jpg', 'image/jpeg', 51_877, { width: 640, height: 360 }),
        result('thumbs', 'keynote-3.jpg', 'image/jpeg', 46_090, { width: 640, height: 360 }),
      ],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(region(canvas)).toHaveTextContent(/^Results\s*3$/);
    const images = canvas.getAllByRole<HTMLImageElement>('img');
    await expect(images.map((image) => image.getAttribute('src'))).toEqual([
      urlOf('thumbs', 'keynote-1.jpg'),
      urlOf('thumbs', 'keynote-2.jpg'),
      urlOf('thumbs', 'keynote-3.jpg'),
    ]);
    for (const image of images) await expect(image).toHaveAttribute('loading', 'lazy');
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText('image/jpeg · 47 KB · 640 × 360')).toBeVisible();
    const download = canvas.getByRole('link', { name: 'Download keynote-1.jpg' });
    await expect(download).toHaveAttribute('href', urlOf('thumbs', 'keynote-1.jpg'));
    await expect(download).toHaveAttribute('target', '_blank');
  },
});

/** A video with no still from the service: a quiet tile with its length and a Play button (tests/ui has the press). */
export const Video = meta.story({
  args: {
    status: statusWith({
      encoded: [
        result('encoded', 'launch-keynote.mp4', 'video/mp4', 48_234_496, {
          width: 1920,
          height: 1080,
          duration: 83.4,
        }),
      ],
    }),
  },
  play: async ({ canvasElement, canvas }) => {
    // No still from the service: a quiet tile with its length and a Play button, not the player's black box.
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.getByText('1:23')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play launch-keynote.mp4' })).toBeVisible();
    await expect(canvas.getByText('video/mp4 · 46 MB · 1920 × 1080 · 1:23')).toBeVisible();
  },
});

/** Two uploads, each encoded and given a still by a /video/thumbs step: the service's own link between them. */
const encodedWithStills = statusWith({
  encoded: [
    {
      ...result('encoded', 'launch-keynote.mp4', 'video/mp4', 48_234_496, {
        width: 1920,
        height: 1080,
        duration: 83.4,
      }),
      original_id: 'upload-1',
    },
    {
      ...result('encoded', 'drone-harbour.mp4', 'video/mp4', 31_457_280, {
        width: 1920,
        height: 1080,
        duration: 3_725,
      }),
      original_id: 'upload-2',
    },
  ],
  thumbs: [
    {
      ...result('thumbs', 'launch-keynote.jpg', 'image/jpeg', 48_213, { width: 640, height: 360 }),
      original_id: 'upload-1',
    },
    {
      ...result('thumbs', 'drone-harbour.jpg', 'image/jpeg', 51_877, { width: 640, height: 360 }),
      original_id: 'upload-2',
    },
  ],
});

/**
 * A video shows the still a thumbnail step made of the same upload as its poster, and its length on the tile; all
 * results of all steps share one grid.
 */
export const VideoWithPoster = meta.story({
  parameters: { visual: { dark: true } },
  args: { status: encodedWithStills },
  play: async ({ canvas, canvasElement }) => {
    const videos = [...canvasElement.querySelectorAll('video')];
    await expect(videos.map((video) => video.getAttribute('poster'))).toEqual([
      urlOf('thumbs', 'launch-keynote.jpg'),
      urlOf('thumbs', 'drone-harbour.jpg'),
    ]);
    await expect(canvas.getByText('1:23')).toBeVisible();
    await expect(canvas.getByText('1:02:05')).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await imagesLoaded(canvasElement);
  },
});

/**
 * "View" opens a result large: the arrow keys move through the images and videos, Escape closes, and focus goes
 * back to the tile of the one last shown.
 */
export const LightboxKeys = meta.story({
  args: { status: encodedWithStills },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'View launch-keynote.mp4' }));
    const dialog = await body.findByRole('dialog', { name: 'launch-keynote.mp4' });
    await expect(dialog).toHaveAccessibleDescription(
      'encoded · video/mp4 · 46 MB · 1920 × 1080 · 1:23 · 1 of 4',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'drone-harbour.mp4' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('dialog', { name: 'launch-keynote.jpg' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    // From the first, back round to the last.
    await expect(await body.findByRole('dialog', { name: 'drone-harbour.jpg' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'View drone-harbour.jpg' })).toHaveFocus();
  },
});

/** The lightbox open on a still, with the buttons that page through the rest. */
export const LightboxOpen = meta.story({
  args: { status: encodedWithStills },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View launch-keynote.jpg' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'launch-keynote.jpg' });
    const image = within(dialog).getByRole<HTMLImageElement>('img');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toBeVisible();
  },
});

/** Audio gets the native player too, loading nothing until played. */
export const Audio = meta.story({
  args: {
    status: statusWith({
      podcast: [result('podcast', 'episode-12.mp3', 'audio/mpeg', 5_872_025, { duration: 1_421 })],
    }),
  },
  play: async ({ canvasElement, canvas }) => {
    const audio = canvasElement.querySelector('audio') as HTMLAudioElement;
    await expect(audio).toHaveAttribute('preload', 'none');
    await expect(audio).toHaveAttribute('src', urlOf('podcast', 'episode-12.mp3'));
    await expect(canvas.getByText('audio/mpeg · 5.6 MB · 23:41')).toBeVisible();
  },
});

/** Text and JSON are read only when asked, at most their first 64 KB; JSON is indented for reading. */
export const TextAndJson = meta.story({
  args: {
    status: statusWith({
      captions: [result('captions', 'keynote.srt', 'text/plain', 2_048)],
      meta: [result('meta', 'keynote.json', 'application/json', 412)],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Contents of keynote.json' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the contents of keynote.json' }));
    const json = await canvas.findByRole('region', { name: 'Contents of keynote.json' });
    await expect(json).toHaveTextContent('"file": "keynote.json"');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the contents of keynote.srt' }));
    await expect(await canvas.findByRole('region', { name: 'Contents of keynote.srt' })).toHaveTextContent(
      'line 1 of the result',
    );
  },
});

/** Hundreds of files: a first page of cards per step, then all of them on request. */
export const ManyFiles = meta.story({
  args: {
    status: statusWith({
      thumbs: Array.from({ length: 14 }, (_, index) =>
        result(
          'thumbs',
          `frame-${String(index + 1).padStart(3, '0')}.jpg`,
          'image/jpeg',
          40_000 + index * 517,
          {
            width: 320,
            height: 180,
          },
        ),
      ),
      exported: [result('exported', 'frames.zip', 'application/zip', 1_204_224)],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(RESULTS_SHOWN_FIRST);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 15 results' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(15);
    await imagesLoaded(canvasElement);
    // More than a page of results: a folding group per step.
    const exported = canvas.getByRole('list', { name: 'Results of step exported' });
    await expect(within(exported).getByText('No preview for this type of file.')).toBeVisible();
    await expect(within(exported).getByRole('link', { name: 'Download frames.zip' })).toBeVisible();
  },
});

/** A file that no longer loads (results expire) says so in place of its preview; its download link stays. */
export const FailedPreview = meta.story({
  args: {
    status: statusWith({
      resized: [
        result('resized', 'avatar.webp', 'image/webp', 18_420, { width: 400, height: 400 }),
        result('resized', 'avatar.json', 'application/json', 220),
      ],
    }),
  },
  beforeEach({ msw }) {
    msw.use(
      http.get(urlOf('resized', 'avatar.webp'), () => new HttpResponse(null, { status: 404 })),
      http.get(urlOf('resized', 'avatar.json'), () => new HttpResponse(null, { status: 404 })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The preview did not load/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the contents of avatar.json' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The contents could not be loaded.');
    await expect(
      canvas.getByRole('button', { name: 'Try again to show the contents of avatar.json' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download avatar.webp' })).toBeVisible();
  },
});

/** An assembly that made nothing says so; one still running says results are on their way. */
export const NoResults = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This assembly made no result files.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});

export const NoResultsYet = meta.story({
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Results appear here as the steps finish.')).toBeVisible();
  },
});
