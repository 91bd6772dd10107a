import { Tabs, TabsContent, TabsList, TabsTrigger } from '@console/ui';
import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

type AssemblyTabsProps = {
  /** Passed to Tabs, so stories can assert the switch. */
  onValueChange?: (value: string) => void;
  /** Trigger size. */
  size?: 'sm' | 'md';
};

function AssemblyTabs({ onValueChange, size }: AssemblyTabsProps) {
  return (
    <Tabs defaultValue="overview" onValueChange={onValueChange}>
      <TabsList aria-label="Assembly 7f3a9c2e">
        <TabsTrigger size={size} value="overview">
          Overview
        </TabsTrigger>
        <TabsTrigger size={size} value="files">
          Files (12)
        </TabsTrigger>
        <TabsTrigger size={size} value="json">
          Status JSON
        </TabsTrigger>
        <TabsTrigger size={size} value="logs" disabled>
          Logs
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        Completed in 12.4 s with template encode-hls-1080p, 48.2 MB processed.
      </TabsContent>
      <TabsContent value="files">3 uploads, 9 results stored in s3://acme-media/outputs/.</TabsContent>
      <TabsContent value="json">The full status JSON, as returned by the API.</TabsContent>
    </Tabs>
  );
}

const meta = preview.meta({
  title: 'Primitives/Tabs',
  component: AssemblyTabs,
  args: { onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
});

export const Playground = meta.story({});

export const Small = meta.story({ args: { size: 'sm' } });

export const ArrowKeys = meta.story({
  play: async ({ canvas, args }) => {
    const overview = canvas.getByRole('tab', { name: 'Overview' });
    const files = canvas.getByRole('tab', { name: 'Files (12)' });
    await userEvent.tab();
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(files).toHaveFocus();
    await expect(files).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('files');
    await expect(canvas.getByRole('tabpanel', { name: 'Files (12)' })).toHaveTextContent(/9 results/);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
  },
});
