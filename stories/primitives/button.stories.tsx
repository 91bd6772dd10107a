import { Button, Field, IconButton, Input } from '@console/ui';
import { Copy, Pencil, Play, Trash } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save template', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
});

export const Playground = meta.story({});

export const Primary = meta.story({ args: { variant: 'primary', children: 'Create template' } });

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Cancel' } });

export const Danger = meta.story({ args: { variant: 'danger', children: 'Delete template' } });

export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Show raw JSON' } });

export const Link = meta.story({ args: { variant: 'link', children: 'View invoice' } });

export const Sizes = meta.story({
  render: () => (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm">Replay assembly</Button>
      <Button size="md">Replay assembly</Button>
      <Button size="lg">Replay assembly</Button>
    </div>
  ),
});

export const WithIcon = meta.story({
  args: {
    children: (
      <>
        <Play aria-hidden="true" />
        Run test assembly
      </>
    ),
  },
});

export const Disabled = meta.story({
  args: { disabled: true, children: 'Create auth key' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Create auth key' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
});

export const Loading = meta.story({
  args: { loading: true, children: 'Saving template' },
  parameters: { visual: { busy: true } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving template' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Still focusable: when the action ends, focus is on the button the user pressed, not lost to the page.
    await expect(button).toHaveFocus();
  },
});

const formSubmitted = fn();

/** Enter in a field of a form whose submit button is pending does not send the form a second time. */
export const LoadingInAForm = meta.story({
  parameters: { visual: { busy: true } },
  render: () => (
    <form
      className="flex items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        formSubmitted();
      }}
    >
      <Field label="Template name">
        <Input defaultValue="encode-hls" />
      </Field>
      <Button type="submit" loading>
        Save template
      </Button>
    </form>
  ),
  play: async ({ canvas }) => {
    formSubmitted.mockClear();
    await userEvent.type(canvas.getByLabelText('Template name'), '{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
    await expect(formSubmitted).not.toHaveBeenCalled();
  },
});

export const LoadingKeepsWidth = meta.story({
  parameters: { visual: { busy: true } },
  render: () => (
    <div className="flex items-center gap-3">
      <Button>Save template</Button>
      <Button loading>Save template</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [idle, loading] = canvas.getAllByRole('button', { name: 'Save template' });
    if (!idle || !loading) throw new Error('Expected two buttons');
    await expect(loading.getBoundingClientRect().width).toBe(idle.getBoundingClientRect().width);
  },
});

export const AsLink = meta.story({
  args: { asChild: true, variant: 'secondary', children: <a href="#invoices">Download invoice PDF</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download invoice PDF' })).toHaveAttribute(
      'data-slot',
      'button',
    );
  },
});

export const IconButtons = meta.story({
  render: () => (
    <div className="flex items-center gap-2">
      <IconButton label="Copy auth key">
        <Copy />
      </IconButton>
      <IconButton label="Edit template" variant="secondary">
        <Pencil />
      </IconButton>
      <IconButton label="Delete template" variant="danger">
        <Trash />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    const copy = canvas.getByRole('button', { name: 'Copy auth key' });
    await userEvent.tab();
    await expect(copy).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Copy auth key');
  },
});
