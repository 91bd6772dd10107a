import { Input } from '@console/ui';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Template name', placeholder: 'e.g. encode-hls-1080p' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['default', 'code'] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({});

export const Filled = meta.story({
  args: { defaultValue: 'encode-hls-1080p' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Template name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'thumbnails-webp');
    await expect(input).toHaveValue('thumbnails-webp');
  },
});

export const Sizes = meta.story({
  render: () => (
    <div className="grid gap-3">
      <Input size="sm" aria-label="Search assemblies, small" placeholder="Search assemblies" />
      <Input size="md" aria-label="Search assemblies, medium" placeholder="Search assemblies" />
      <Input size="lg" aria-label="Search assemblies, large" placeholder="Search assemblies" />
    </div>
  ),
});

export const Code = meta.story({
  args: {
    'aria-label': 'Auth key',
    variant: 'code',
    defaultValue: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
    readOnly: true,
  },
});

export const Invalid = meta.story({
  args: { 'aria-label': 'Billing e-mail', invalid: true, defaultValue: 'billing@acme', type: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Billing e-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
});

export const Disabled = meta.story({
  args: { 'aria-label': 'Workspace slug', disabled: true, defaultValue: 'acme-video' },
});
