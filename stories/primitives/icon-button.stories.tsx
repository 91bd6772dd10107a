import { IconButton } from '@console/ui';
import { Copy, Pencil, Play, RefreshCw, Trash } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Copy auth key', children: <Copy />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
});

export const Playground = meta.story({});

/** The default: quiet, for actions that repeat on every row or panel (copy, more actions). */
export const Ghost = meta.story({
  args: { variant: 'ghost' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy auth key' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
});

export const Primary = meta.story({
  args: { variant: 'primary', label: 'Run test assembly', children: <Play /> },
});

export const Secondary = meta.story({
  args: { variant: 'secondary', label: 'Edit template', children: <Pencil /> },
});

export const Danger = meta.story({
  args: { variant: 'danger', label: 'Delete template', children: <Trash /> },
});

export const Sizes = meta.story({
  render: () => (
    <div className="flex items-center gap-3">
      <IconButton label="Refresh assemblies" variant="secondary" size="sm">
        <RefreshCw />
      </IconButton>
      <IconButton label="Refresh templates" variant="secondary" size="md">
        <RefreshCw />
      </IconButton>
      <IconButton label="Refresh invoices" variant="secondary" size="lg">
        <RefreshCw />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Refresh assemblies', 'Refresh templates', 'Refresh invoices'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([32, 36, 44]);
  },
});

export const Disabled = meta.story({
  args: { disabled: true, variant: 'secondary', label: 'Delete template', children: <Trash /> },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete template' });
    await expect(button).toBeDisabled();
    // Not a stop for keyboard users. (No pointer here: hovering would open the tooltip after a delay, which the
    // screenshot would race.)
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
});

/** The icon alone says little, so the label is the button's name and shows as a tooltip on keyboard focus. */
export const TooltipOnFocus = meta.story({
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy auth key' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy auth key');
  },
});
