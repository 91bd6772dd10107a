import { SecretField } from '@console/ui';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { clipboardMock, stubClipboard } from './clipboard-stub';

const SECRET = '7d1e4c9a2b8f0e3d6c5a4b9e8f7d2c1a0b3e6d9c';

const writeText = clipboardMock();
const fetchSecret = fn(async () => SECRET);
const failingFetch = fn(async (): Promise<string> => {
  throw new Error('403: not allowed to show this secret');
});

const meta = preview.meta({
  title: 'Patterns/SecretField',
  component: SecretField,
  args: { label: 'Auth secret', value: SECRET },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  beforeEach: () => {
    writeText.mockClear();
    fetchSecret.mockClear();
    failingFetch.mockClear();
  },
});

export const Playground = meta.story({ beforeEach: stubClipboard(writeText) });

export const RevealAndHide = meta.story({
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(SECRET)).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Reveal auth secret' });
    // One signal for the state: the name says what a press does next, so it is not also a pressed toggle.
    await expect(toggle).not.toHaveAttribute('aria-pressed');

    await userEvent.click(toggle);
    await expect(canvas.getByText(SECRET)).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Hide auth secret');
    await expect(toggle).not.toHaveAttribute('aria-pressed');

    await userEvent.click(toggle);
    await expect(canvas.queryByText(SECRET)).toBeNull();
    await expect(toggle).toHaveAccessibleName('Reveal auth secret');
  },
});

export const AutoHides = meta.story({
  args: { autoHideMs: 300 },
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal auth secret' }));
    await expect(canvas.getByText(SECRET)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(SECRET)).toBeNull(), { timeout: 2000 });
    await expect(canvas.getByRole('button', { name: 'Reveal auth secret' })).toBeVisible();
  },
});

export const CopiesWithoutRevealing = meta.story({
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Auth secret' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(SECRET);
    await expect(canvas.queryByText(SECRET)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reveal auth secret' })).toBeVisible();
  },
});

export const FetchedOnDemand = meta.story({
  args: {
    value: undefined,
    onReveal: fetchSecret,
    description: 'Used to sign requests made with the Production uploads key.',
  },
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    await expect(fetchSecret).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal auth secret' }));
    await expect(await canvas.findByText(SECRET)).toBeVisible();
    await expect(fetchSecret).toHaveBeenCalledOnce();

    // Hiding drops the fetched secret; copying fetches it again without showing it.
    await userEvent.click(canvas.getByRole('button', { name: 'Hide auth secret' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Auth secret' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(SECRET);
    await expect(fetchSecret).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByText(SECRET)).toBeNull();
  },
});

export const Loading = meta.story({
  args: { value: undefined, onReveal: () => new Promise<string>(() => {}) },
  parameters: { visual: { busy: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal auth secret' }));
    await expect(canvas.getByRole('button', { name: 'Reveal auth secret' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

export const FetchFails = meta.story({
  args: { value: undefined, onReveal: failingFetch },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal auth secret' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not load the auth secret. Try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Reveal auth secret' })).toBeVisible();
  },
});

export const CompactWithoutLabel = meta.story({
  args: { hideLabel: true, size: 'sm', copyable: false },
});
