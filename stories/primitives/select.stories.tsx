import { Select, SelectGroup, SelectItem, SelectLabel, SelectSeparator } from '@console/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const expiryOptions = [
  { value: 'NoSave', label: 'Do not keep' },
  { value: '1day', label: '1 day' },
  { value: '7days', label: '7 days' },
  { value: '30days', label: '30 days' },
  { value: '90days', label: '90 days' },
];

const meta = preview.meta({
  title: 'Primitives/Select',
  component: Select,
  args: {
    'aria-label': 'Keep assembly status for',
    options: expiryOptions,
    placeholder: 'Choose how long',
    onValueChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({});

export const WithValue = meta.story({ args: { defaultValue: '30days' } });

/** For toolbars and table pagers, beside small buttons. */
export const Small = meta.story({ args: { size: 'sm', defaultValue: '7days' } });

/** For a form's one prominent choice, beside large buttons. */
export const Large = meta.story({ args: { size: 'lg', defaultValue: '7days' } });

export const KeyboardPick = meta.story({
  args: { defaultValue: '1day' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Keep assembly status for' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '1 day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: '7 days' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('7days');
    await expect(trigger).toHaveTextContent('7 days');
    await expect(trigger).toHaveFocus();
  },
});

export const Grouped = meta.story({
  args: { 'aria-label': 'Region', options: undefined, placeholder: 'Choose a region' },
  render: (args) => (
    <Select {...args}>
      <SelectGroup>
        <SelectLabel>Europe</SelectLabel>
        <SelectItem value="eu-west-1">Ireland (eu-west-1)</SelectItem>
        <SelectItem value="eu-central-1">Frankfurt (eu-central-1)</SelectItem>
      </SelectGroup>
      <SelectSeparator />
      <SelectGroup>
        <SelectLabel>United States</SelectLabel>
        <SelectItem value="us-east-1">Virginia (us-east-1)</SelectItem>
        <SelectItem value="us-west-2" disabled>
          Oregon (us-west-2), not on your plan
        </SelectItem>
      </SelectGroup>
    </Select>
  ),
});

export const Invalid = meta.story({ args: { invalid: true } });

export const Disabled = meta.story({ args: { disabled: true, defaultValue: '7days' } });
