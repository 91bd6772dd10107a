import { Textarea } from '@console/ui';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

const templateJson = `{
  "steps": {
    ":original": { "robot": "/upload/handle" },
    "hls": { "use": ":original", "robot": "/video/adaptive", "preset": "hls/1080p" }
  }
}`;

const meta = preview.meta({
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Cancellation reason', placeholder: 'Tell us why you are leaving (optional)' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'code'] } },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({});

export const Typing = meta.story({
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Cancellation reason' });
    await userEvent.type(textarea, 'We moved our video pipeline in-house.');
    await expect(textarea).toHaveValue('We moved our video pipeline in-house.');
  },
});

export const Code = meta.story({
  args: { 'aria-label': 'Template JSON', variant: 'code', defaultValue: templateJson, rows: 8 },
});

export const Invalid = meta.story({
  args: {
    'aria-label': 'Template JSON',
    variant: 'code',
    invalid: true,
    defaultValue: '{ "steps": ',
    rows: 4,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Template JSON' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});

export const Disabled = meta.story({
  args: { disabled: true, defaultValue: 'Too expensive for our volume.' },
});
