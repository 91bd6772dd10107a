import { CopyButton, CopyFeedbackProvider, TimersProvider } from '@console/ui';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { clipboardMock, stubClipboard } from './clipboard-stub';
import { loadManualTimers, manualTimersOf } from './manual-timers';

const AUTH_KEY = 'c0ffee5e4b1d4f3a9e8d7c6b5a493827';
const writeText = clipboardMock();
const rejectingWriteText = fn(async (_text: string): Promise<void> => {
  throw new DOMException('Write permission denied.', 'NotAllowedError');
});

const meta = preview.meta({
  title: 'Patterns/CopyButton',
  component: CopyButton,
  args: { value: AUTH_KEY, label: 'Copy' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  beforeEach: () => {
    writeText.mockClear();
    rejectingWriteText.mockClear();
  },
});

export const Playground = meta.story({ beforeEach: stubClipboard(writeText) });

/**
 * The confirmation steps back after two seconds, so the button is ready for the next copy. Storybook keeps "Copied"
 * up everywhere else; this story restores the real timing under a clock its play function moves.
 */
export const ShowsCopied = meta.story({
  args: { variant: 'secondary', label: 'Copy auth key' },
  beforeEach: stubClipboard(writeText),
  loaders: [loadManualTimers],
  render: (args, { loaded }) => (
    <CopyFeedbackProvider>
      <TimersProvider timers={manualTimersOf(loaded)}>
        <CopyButton {...args} />
      </TimersProvider>
    </CopyFeedbackProvider>
  ),
  play: async ({ canvas, loaded }) => {
    const clock = manualTimersOf(loaded);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy auth key' }));
    await expect(writeText).toHaveBeenCalledWith(AUTH_KEY);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toHaveAttribute('data-state', 'copied');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to clipboard');

    clock.advance(1999);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    clock.advance(1);
    await expect(canvas.getByRole('button', { name: 'Copy auth key' })).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
});

export const IconOnly = meta.story({
  args: { iconOnly: true, label: 'Copy auth key' },
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy auth key' });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(AUTH_KEY);
    await expect(button).toHaveAttribute('data-state', 'copied');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied to clipboard');
  },
});

export const ClipboardDenied = meta.story({
  args: { variant: 'secondary', label: 'Copy assembly id', value: '3f2a9c1e7b5d4a6f8e0c2b4d6f8a0c2e' },
  beforeEach: stubClipboard(rejectingWriteText),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy assembly id' }));
    await expect(canvas.getByRole('button', { name: 'Copy failed' })).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not copy to the clipboard');
  },
});

export const ValueOnDemand = meta.story({
  args: {
    variant: 'secondary',
    label: 'Copy signed URL',
    value: async () => 'https://api2.transloadit.com/assemblies?signature=sha384%3A9f86d081884c7d65',
  },
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy signed URL' }));
    await expect(writeText).toHaveBeenCalledWith(
      'https://api2.transloadit.com/assemblies?signature=sha384%3A9f86d081884c7d65',
    );
  },
});
