import { Field, Input, RadioGroup, Select, Textarea } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Workspace name',
    hint: 'Shown to collaborators and on invoices.',
    children: <Input defaultValue="Acme Video" />,
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

/** Less space between label, hint and control, for dense settings panels and dialogs. */
export const Compact = meta.story({ args: { density: 'compact' } });

export const Required = meta.story({
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /workspace name/i });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
});

export const WithError = meta.story({
  args: {
    label: 'Workspace slug',
    hint: 'Lower-case letters, digits and dashes.',
    error: 'That slug is already taken. Try acme-video-2.',
    required: true,
    children: <Input defaultValue="acme-video" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /workspace slug/i });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Lower-case letters, digits and dashes\./);
    await expect(input).toHaveAccessibleDescription(/That slug is already taken/);
  },
});

export const WithTextarea = meta.story({
  args: {
    label: 'Notify URL payload note',
    hint: 'Kept with the template; collaborators see it in the editor.',
    children: <Textarea rows={3} />,
  },
});

export const WithSelect = meta.story({
  args: {
    label: 'Keep assembly status for',
    hint: 'After this, the status JSON is deleted and replays are no longer possible.',
    children: (
      <Select
        defaultValue="7days"
        options={[
          { value: 'NoSave', label: 'Do not keep' },
          { value: '7days', label: '7 days' },
          { value: '30days', label: '30 days' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Keep assembly status for' }),
    ).toHaveAccessibleDescription(/status JSON is deleted/);
  },
});

export const WithRadioGroup = meta.story({
  args: {
    label: 'Transcoding result expiry',
    hint: 'Applies to assemblies created from now on.',
    error: 'Choose how long to keep results.',
    children: (
      <RadioGroup
        items={[
          { value: 'NoSave', label: 'Do not keep results' },
          { value: '1day', label: 'Keep for 1 day' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Transcoding result expiry' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      'Applies to assemblies created from now on. Choose how long to keep results.',
    );
  },
});
