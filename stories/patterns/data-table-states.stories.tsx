import { Button } from '@console/ui';
import { Plus } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';
import { onCreateTemplate, onRetry, sharedMeta } from './data-table-shared';

const meta = preview.meta({
  title: 'Patterns/DataTable/States',
  ...sharedMeta,
});

export const Loading = meta.story({
  args: { loading: true },
  parameters: { visual: { busy: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Assemblies' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('cell', { name: /eu-west-1|us-east-1|ap-southeast-1/ })).toBeNull();
  },
});

export const ErrorState = meta.story({
  args: { error: 'Could not load assemblies. The server did not answer in time.', onRetry },
  beforeEach: () => {
    onRetry.mockClear();
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load assemblies.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
});

export const Empty = meta.story({
  args: {
    data: [],
    empty: {
      title: 'No assemblies yet',
      description: 'Assemblies appear here as soon as your app sends its first files.',
      action: (
        <Button size="sm" onClick={onCreateTemplate}>
          <Plus aria-hidden />
          Create a template
        </Button>
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No assemblies yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create a template' }));
    await expect(onCreateTemplate).toHaveBeenCalled();
  },
});
