import { MOCK_API_BASE_URL } from '@console/mock-api';
import { href, OnboardingSettingUpScreen } from '@console/ui';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { onboardingStory, reply, SLUG } from './onboarding-backend';

const meta = preview.meta({
  title: 'Screens/Onboarding/SettingUp',
  component: OnboardingSettingUpScreen,
  args: { workspace: SLUG },
});

const video = onboardingStory('setting-up', {}, { query: { type: 'video' } });

/**
 * The steps listed for a starter, once they are: a choice goes into the address, and the router renders a
 * navigation as a transition, which a busy machine may finish after the click has returned.
 */
const stepsOf = async (canvas: ReturnType<typeof within>, title: string) =>
  within(await canvas.findByRole('list', { name: `Steps of “${title}”` }, reply))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Step two for video: the first starter chosen, the steps it runs after the upload, and its suggested name. */
export const Default = meta.story({
  ...video,
  parameters: { ...video.parameters, visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Encode video for the web' })).toBeChecked();
    await expect(await stepsOf(canvas, 'Encode video for the web')).toEqual([
      '1.Checks the file’s type and turns away anything elsevideos · /file/filter',
      '2.Encodes the videomp4 · /video/encode',
      '3.Encodes the videowebm · /video/encode',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Template name' })).toHaveValue('encode-video-for-web');
    const steps = within(canvas.getByRole('navigation', { name: 'Onboarding steps' }));
    await expect(steps.getByRole('link', { name: 'Step 1: Choose what to process (done)' })).toHaveAttribute(
      'href',
      href.onboardingFileType(SLUG, { type: 'video', starter: 'encode-video' }),
    );
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      href.onboardingFileType(SLUG, { type: 'video' }),
    );
  },
});

/** Another starter: its steps replace the first one's, and the name follows until someone types their own. */
export const SwitchingStarter = meta.story({
  ...video,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Make video thumbnails' }));
    await expect(await stepsOf(canvas, 'Make video thumbnails')).toEqual([
      '1.Checks the file’s type and turns away anything elsevideos · /file/filter',
      '2.Takes stills from the videothumbnails · /video/thumbs',
    ]);
    const name = canvas.getByRole('textbox', { name: 'Template name' });
    await expect(name).toHaveValue('make-video-thumbnails');
    await userEvent.clear(name);
    await userEvent.type(name, 'harbour-stills');
    await userEvent.click(canvas.getByRole('radio', { name: 'Encode video for the web' }));
    await expect(name).toHaveValue('harbour-stills');
  },
});

/** Creating the template moves on to step three, with the new template in the address. */
export const Creating = meta.story({
  ...onboardingStory('setting-up', {}, { query: { type: 'audio' } }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Draw audio waveforms' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create template and continue' }));
    await expect(await canvas.findByRole('status', {}, reply)).toHaveTextContent(
      new RegExp(
        `Navigated to /${SLUG}/onboarding/processing\\?type=audio&starter=audio-waveform&template=[0-9a-f]{32}$`,
      ),
    );
  },
});

/** An empty name is refused beside the field; the starter stays chosen. */
export const NameMissing = meta.story({
  ...video,
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Template name' });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Create template and continue' }));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the template a name'));
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Encode video for the web' })).toBeChecked();
  },
});

const TAKEN = 'A template named "encode-video-for-web" already exists in this workspace';
const MIGRATING = 'The template store is being migrated. Try again shortly.';
const createUrl = `${MOCK_API_BASE_URL}/${SLUG}/api/templates/create.json`;

/** The server refuses the name: its words go beside the field, which takes the focus. */
export const NameTaken = meta.story({
  ...onboardingStory(
    'setting-up',
    {},
    {
      query: { type: 'video' },
      handlers: () => [
        http.post(createUrl, () =>
          HttpResponse.json({ meta: { status: 'error', message: TAKEN } }, { status: 400 }),
        ),
      ],
    },
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create template and continue' }));
    const name = canvas.getByRole('textbox', { name: 'Template name' });
    await expect(await canvas.findByText(TAKEN, {}, reply)).toBeVisible();
    await expect(name).toHaveFocus();
  },
});

/** Any other failure: a banner in the server's words, and nothing typed is lost. */
export const ServerError = meta.story({
  ...onboardingStory(
    'setting-up',
    {},
    {
      query: { type: 'video' },
      handlers: () => [
        http.post(createUrl, () =>
          HttpResponse.json({ meta: { status: 'error', message: MIGRATING } }, { status: 503 }),
        ),
      ],
    },
  ),
  parameters: { ...video.parameters, visual: { dark: true } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Template name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'web-videos');
    await userEvent.click(canvas.getByRole('button', { name: 'Create template and continue' }));
    const banner = await canvas.findByText(MIGRATING, {}, reply);
    await expect(banner.closest('[data-slot="server-error"]')).toHaveAttribute('role', 'alert');
    await expect(name).toHaveValue('web-videos');
  },
});

/** Opened without a kind of file (an old bookmark): the way back to step one. */
export const NoFileType = meta.story({
  ...onboardingStory('setting-up'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'First choose what to process' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose what to process' })).toHaveAttribute(
      'href',
      href.onboardingFileType(SLUG),
    );
  },
});

/** Back from step three: the template made before can be taken up again instead of making another. */
export const BackFromProcessing = meta.story({
  ...onboardingStory('setting-up', { template: { type: 'image' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have set up a pipeline already')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Continue with it' });
    await expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/${SLUG}/onboarding/processing\\?type=image&starter=resize-images&template=[0-9a-f]{32}$`),
    );
  },
});
