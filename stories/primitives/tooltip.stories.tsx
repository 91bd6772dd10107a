import { Button, Tooltip, TooltipProvider } from '@console/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Assemblies over 30 days old are no longer replayable.',
    children: <Button variant="ghost">Why can't I replay?</Button>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  parameters: { layout: 'centered' },
});

/** For tooltips open on load: inline on the docs page they would float over other stories, so there they get a frame. */
const inOwnFrame = (height: string) => ({ docs: { story: { inline: false, height } } });

export const Playground = meta.story({});

export const Open = meta.story({ args: { open: true }, parameters: inOwnFrame('160px') });

export const AppearsOnFocus = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: "Why can't I replay?" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Assemblies over 30 days old are no longer replayable.');
    await expect(trigger).toHaveAccessibleDescription(
      'Assemblies over 30 days old are no longer replayable.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
});

export const Medium = meta.story({
  args: { size: 'md', open: true, side: 'right' },
  parameters: inOwnFrame('160px'),
});

export const SharedProvider = meta.story({
  render: () => (
    <TooltipProvider>
      <div className="flex gap-2">
        <Tooltip content="Billed per GB of input and output">
          <Button variant="ghost">Usage</Button>
        </Tooltip>
        <Tooltip content="Concurrent assemblies allowed on your plan">
          <Button variant="ghost">Limits</Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Billed per GB');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Limits' })).toHaveFocus();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Concurrent assemblies allowed'),
    );
  },
});
