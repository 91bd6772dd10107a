import { Button, EmptyState } from '@console/ui';
import { FileCode, KeyRound, Plus, Receipt } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Patterns/EmptyState',
  component: EmptyState,
  args: {
    icon: <FileCode />,
    title: 'No templates yet',
    description:
      'Templates hold the steps of an assembly, so your app only sends a template id and the files.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
});

export const Playground = meta.story({});

const onCreate = fn();

export const WithAction = meta.story({
  args: {
    action: (
      <Button onClick={onCreate}>
        <Plus aria-hidden />
        Create template
      </Button>
    ),
    secondaryAction: (
      <Button variant="link" asChild>
        <a href="https://transloadit.com/docs/topics/templates/">Read about templates</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onCreate.mockClear();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No templates yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create template' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
});

export const Framed = meta.story({
  args: {
    framed: true,
    icon: <KeyRound />,
    title: 'No auth keys',
    description: 'Create an auth key to sign API requests from your backend.',
    action: <Button>Create auth key</Button>,
  },
});

export const Small = meta.story({
  args: {
    size: 'sm',
    headingLevel: 3,
    icon: <Receipt />,
    title: 'No invoices yet',
    description: 'Your first invoice appears here at the end of your first paid month.',
  },
});
