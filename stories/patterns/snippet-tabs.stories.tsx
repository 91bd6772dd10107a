import { SnippetTabs } from '@console/ui';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Patterns/SnippetTabs',
  component: SnippetTabs,
  args: {
    items: [
      {
        id: 'curl',
        title: 'cURL',
        code: "curl https://api2.transloadit.com/assemblies \\\n  -F 'params={...}'",
      },
      {
        id: 'node',
        title: 'Node',
        code: "await fetch('https://api2.transloadit.com/assemblies', { method: 'POST' })",
      },
    ],
  },
});

/** One tab per example, each with its own copy button. */
export const Playground = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Node' }));
    await expect(canvas.getByRole('button', { name: 'Copy Node example' })).toBeVisible();
  },
});
