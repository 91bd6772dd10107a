import { Button, Dialog, DialogClose, Field, Input } from '@console/ui';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Rename template',
    description: 'Assemblies that use the template ID keep working; only the name changes.',
    trigger: <Button variant="secondary">Rename template</Button>,
    children: (
      <Field label="Template name">
        <Input defaultValue="encode-hls-1080p" />
      </Field>
    ),
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Save name</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
});

/** For stories open on load: inline on the docs page their overlay would cover the page, so there they get a frame. */
const inOwnFrame = (height: string) => ({ docs: { story: { inline: false, height } } });

export const Playground = meta.story({});

export const Open = meta.story({ args: { defaultOpen: true }, parameters: inOwnFrame('420px') });

export const FocusTrapAndEscape = meta.story({
  play: async ({ canvas }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Rename template' });
    await userEvent.click(trigger);

    const dialog = await page.findByRole('dialog', { name: 'Rename template' });
    await expect(dialog).toHaveAccessibleDescription(/only the name changes/);
    await waitFor(() => expect(page.getByRole('textbox', { name: 'Template name' })).toHaveFocus());

    // Input, Cancel, Save name, Close: six Tabs go all the way round and must never leave the dialog.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

export const CloseButton = meta.story({
  play: async ({ canvas }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Rename template' });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

export const Small = meta.story({
  parameters: inOwnFrame('360px'),
  args: {
    size: 'sm',
    defaultOpen: true,
    title: 'Auth key created',
    description: 'Copy the secret now: it is shown once.',
    children: <p className="font-mono text-sm break-all">c9f1e2d3b4a5968778695a4b3c2d1e0f</p>,
    footer: (
      <DialogClose asChild>
        <Button>Done</Button>
      </DialogClose>
    ),
  },
});

export const Large = meta.story({
  parameters: inOwnFrame('480px'),
  args: {
    size: 'lg',
    defaultOpen: true,
    title: 'Assembly 7f3a9c2e: notify payload',
    description: 'What we sent to https://api.acme.com/hooks/transloadit on completion.',
    children: (
      <pre className="overflow-x-auto rounded-md bg-surface-sunken p-4 font-mono text-xs">
        {`{
  "ok": "ASSEMBLY_COMPLETED",
  "assembly_id": "7f3a9c2e0b1d4e5f8a6b7c8d9e0f1a2b",
  "bytes_usage": 48213377,
  "execution_duration": 12.4
}`}
      </pre>
    ),
    footer: (
      <DialogClose asChild>
        <Button variant="secondary">Close</Button>
      </DialogClose>
    ),
  },
});

function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Show usage details
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Usage in January"
        description="48.2 GB processed across 1,204 assemblies."
        footer={
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        }
      />
    </>
  );
}

export const Controlled = meta.story({
  render: () => <OpenedFromCode />,
  play: async ({ canvas }) => {
    const page = within(document.body);
    const opener = canvas.getByRole('button', { name: 'Show usage details' });
    await userEvent.click(opener);
    await page.findByRole('dialog', { name: 'Usage in January' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
});
