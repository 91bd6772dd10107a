import { Switch } from '@console/ui';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Replay crashed assemblies automatically', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
});

export const Playground = meta.story({});

export const WithDescription = meta.story({
  args: {
    label: 'Stop processing at the bill limit',
    description: 'New assemblies are refused once this month’s bill reaches your limit.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'Stop processing at the bill limit' }),
    ).toHaveAccessibleDescription(/refused/);
  },
});

export const KeyboardToggle = meta.story({
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Replay crashed assemblies automatically' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
});

export const On = meta.story({ args: { defaultChecked: true } });

export const Small = meta.story({ args: { size: 'sm', label: 'Send newsletters' } });

export const Disabled = meta.story({ args: { disabled: true, label: 'Allow for Smart CDN' } });
