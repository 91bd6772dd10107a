import { href, OnboardingFileTypeScreen } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { onboardingStory, SLUG } from './onboarding-backend';

const meta = preview.meta({
  title: 'Screens/Onboarding/FileType',
  component: OnboardingFileTypeScreen,
  args: { workspace: SLUG },
});

const story = onboardingStory('file-type');

/** Step one of the first run: the four kinds of file, nothing chosen yet, and the three steps ahead. */
export const Default = meta.story({
  ...story,
  parameters: { ...story.parameters, visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Process your first file' })).toBeVisible();
    const steps = within(canvas.getByRole('navigation', { name: 'Onboarding steps' }));
    await expect(steps.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Choose what to process',
    );
    await expect(steps.queryAllByRole('link')).toEqual([]);
    const radios = canvas.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Audio' })).toHaveAccessibleDescription(
      'Encode to MP3, draw waveforms.',
    );
    await expect(canvas.getByRole('link', { name: 'Leave for now' })).toHaveAttribute(
      'href',
      href.workspace(SLUG),
    );
  },
});

/** Choosing a kind and going on: step two opens with the choice in its address. */
export const ChoosingAndContinuing = meta.story({
  ...story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Audio' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Navigated to ${href.onboardingSettingUp(SLUG, { type: 'audio' })}`,
    );
  },
});

/** Going on without a choice: the group says what is missing and takes the focus. */
export const NothingChosen = meta.story({
  ...story,
  parameters: { ...story.parameters, visual: { dark: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const group = canvas.getByRole('radiogroup', { name: 'What do you want to process?' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose what you want to process.');
    await expect(canvas.getByRole('radio', { name: 'Video' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('radio', { name: 'Images' }));
    await expect(canvas.getByRole('radio', { name: 'Images' })).toBeChecked();
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
});

/** Coming back to step one later: the kind chosen before is still chosen. */
export const Resumed = meta.story({
  ...onboardingStory('file-type', {}, { query: { type: 'document' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Documents' })).toBeChecked();
  },
});
