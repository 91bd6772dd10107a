import { Checkbox } from '@console/ui';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'E-mail me when assemblies fail', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
});

export const Playground = meta.story({});

export const WithDescription = meta.story({
  args: {
    label: 'Require signature authentication',
    description:
      'Requests without a valid signature are rejected, so nobody can run templates with your key alone.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Require signature authentication' }),
    ).toHaveAccessibleDescription(/rejected/);
  },
});

export const KeyboardToggle = meta.story({
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'E-mail me when assemblies fail' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
});

export const ClickLabel = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('E-mail me when assemblies fail'));
    await expect(canvas.getByRole('checkbox', { name: 'E-mail me when assemblies fail' })).toBeChecked();
  },
});

export const Checked = meta.story({ args: { defaultChecked: true } });

/** A larger box, for settings pages where the checkbox is the main control of its row. */
export const Medium = meta.story({
  args: { size: 'md', label: 'Send a weekly usage report to billing contacts', defaultChecked: true },
});

export const Indeterminate = meta.story({
  args: { label: 'Select all 24 assemblies', checked: 'indeterminate' },
});

export const Disabled = meta.story({
  args: { label: 'Save template in assembly JSON', disabled: true, defaultChecked: true },
});

export const WithoutLabel = meta.story({
  args: { label: undefined, 'aria-label': 'Select assembly 7f3a9c' },
});
