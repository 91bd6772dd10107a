import { Button, ConfirmDialog } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete template encode-hls-1080p?',
    description:
      'Assemblies that reference this template by ID will fail with TEMPLATE_NOT_FOUND. This cannot be undone.',
    confirmLabel: 'Delete template',
    confirmText: 'encode-hls-1080p',
    onConfirm: fn(),
    trigger: <Button variant="danger">Delete template</Button>,
  },
  argTypes: { intent: { control: 'inline-radio', options: ['danger', 'primary'] } },
});

/** For stories open on load: inline on the docs page their overlay would cover the page, so there they get a frame. */
const inOwnFrame = (height: string) => ({ docs: { story: { inline: false, height } } });

export const Playground = meta.story({});

export const Open = meta.story({ args: { defaultOpen: true }, parameters: inOwnFrame('420px') });

export const TypeNameToConfirm = meta.story({
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete template' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete template encode-hls-1080p?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete template' });
    const input = within(dialog).getByRole('textbox', { name: /type encode-hls-1080p to confirm/i });

    await expect(confirm).toBeDisabled();
    await userEvent.type(input, 'encode-hls-1080');
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, 'P');
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, '{Backspace}p');
    await expect(confirm).toBeEnabled();

    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
});

export const FailedConfirm = meta.story({
  args: {
    title: 'Delete workspace acme-video?',
    description: 'Templates, auth keys and assembly history are deleted. Invoices are kept for your records.',
    confirmLabel: 'Delete workspace',
    confirmText: 'acme-video',
    trigger: <Button variant="danger">Delete workspace</Button>,
    onConfirm: fn(async () => {
      throw new Error('The workspace has an unpaid invoice. Pay invoice 2026-0012 before deleting it.');
    }),
  },
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete workspace' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete workspace acme-video?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'acme-video');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(/unpaid invoice/);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(page.getByRole('dialog', { name: 'Delete workspace acme-video?' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Delete workspace' })).toBeEnabled();
  },
});

export const Pending = meta.story({
  parameters: { visual: { busy: true }, ...inOwnFrame('360px') },
  args: {
    defaultOpen: true,
    confirmText: undefined,
    title: 'Revoke auth key 3f9e…a1c2?',
    description: 'Integrations that sign requests with this key stop working at once.',
    confirmLabel: 'Revoke key',
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Revoke key' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
});

export const PlainConfirm = meta.story({
  args: {
    intent: 'primary',
    confirmText: undefined,
    title: 'Replay assembly 7f3a9c2e?',
    description: 'It runs again with the same template and input files, and is billed again.',
    confirmLabel: 'Replay assembly',
    trigger: <Button variant="secondary">Replay</Button>,
  },
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Replay' }));
    await userEvent.click(await page.findByRole('button', { name: 'Replay assembly' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
});
