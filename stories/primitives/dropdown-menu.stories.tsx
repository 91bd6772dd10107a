import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@console/ui';
import { Copy, Pencil, Play, Trash } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

type TemplateActionsProps = {
  /** Called with the chosen action, so the story can assert which item ran. */
  onAction: (action: string) => void;
  defaultOpen?: boolean;
};

function TemplateActions({ onAction, defaultOpen }: TemplateActionsProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">Template actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>encode-hls-1080p</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => onAction('edit')}>
            <Pencil aria-hidden="true" />
            Edit template
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('duplicate')}>
            <Copy aria-hidden="true" />
            Duplicate
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('test')}>
            <Play aria-hidden="true" />
            Run test assembly
          </DropdownMenuItem>
          <DropdownMenuItem disabled>Export as Terraform</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={() => onAction('delete')}>
          <Trash aria-hidden="true" />
          Delete template
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = preview.meta({
  title: 'Primitives/DropdownMenu',
  component: TemplateActions,
  args: { onAction: fn() },
});

/** For stories open on load: inline on the docs page their overlay would cover the page, so there they get a frame. */
const inOwnFrame = (height: string) => ({ docs: { story: { inline: false, height } } });

export const Playground = meta.story({});

export const Open = meta.story({ args: { defaultOpen: true }, parameters: inOwnFrame('360px') });

export const KeyboardRunsItem = meta.story({
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Template actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit template' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('duplicate');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
});

export const DestructiveItem = meta.story({
  play: async ({ canvas, args }) => {
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Template actions' }));
    const item = await page.findByRole('menuitem', { name: 'Delete template' });
    await expect(item).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(item);
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
});
