import { RadioGroup } from '@console/ui';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';

const expiryItems = [
  {
    value: 'NoSave',
    label: 'Do not keep results',
    description: 'Files are deleted as soon as the assembly ends.',
  },
  {
    value: '1day',
    label: 'Keep for 1 day',
    description: 'Enough to download results from a notify callback.',
  },
];

const meta = preview.meta({
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    'aria-label': 'Transcoding result expiry',
    items: expiryItems,
    defaultValue: 'NoSave',
    onValueChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['list', 'cards'] } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({});

export const ArrowKeys = meta.story({
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('radio', { name: 'Do not keep results' });
    const second = canvas.getByRole('radio', { name: 'Keep for 1 day' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    // Held, then released, like a real key press: Radix checks the radio that an arrow key moves focus to.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(second).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(second).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1day');
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(first).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
  },
});

export const Descriptions = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Keep for 1 day' })).toHaveAccessibleDescription(
      'Enough to download results from a notify callback.',
    );
  },
});

export const Cards = meta.story({
  args: {
    'aria-label': 'What will you process first?',
    variant: 'cards',
    defaultValue: 'video',
    items: [
      {
        value: 'video',
        label: 'Video',
        description: 'Encode for HLS and DASH, make thumbnails, add watermarks.',
      },
      {
        value: 'image',
        label: 'Images',
        description: 'Resize, crop and optimise, convert to WebP and AVIF.',
      },
      {
        value: 'document',
        label: 'Documents',
        description: 'Convert to PDF, render previews of every page.',
      },
    ],
  },
});

export const DisabledItem = meta.story({
  args: {
    'aria-label': 'Assembly status expiry',
    defaultValue: '7days',
    items: [
      { value: '1day', label: '1 day' },
      { value: '7days', label: '7 days' },
      {
        value: '90days',
        label: '90 days',
        description: 'Available on the Pro plan and above.',
        disabled: true,
      },
    ],
  },
});
