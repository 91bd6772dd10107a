import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Primitives/Card',
  component: Card,
  args: {
    className: 'max-w-md',
    children: (
      <>
        <CardHeader>
          <CardTitle>Usage this month</CardTitle>
          <CardDescription>1 – 15 January, on the Pro plan.</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-2xl font-semibold">48.2 GB</p>
          <p className="text-sm text-fg-muted">of 100 GB included</p>
        </CardContent>
        <CardFooter>
          <Button variant="secondary" size="sm">
            View invoices
          </Button>
        </CardFooter>
      </>
    ),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'interactive', 'flat'] } },
});

export const Playground = meta.story({});

export const ContentOnly = meta.story({
  args: {
    children: (
      <CardContent>
        <p className="text-sm">No assemblies yet. Upload a file with your first template to see it here.</p>
      </CardContent>
    ),
  },
});

export const Flat = meta.story({ args: { variant: 'flat' } });

export const AsLink = meta.story({
  args: {
    variant: 'interactive',
    asChild: true,
    children: (
      <a href="#templates/encode-hls-1080p">
        <CardHeader>
          <CardTitle>encode-hls-1080p</CardTitle>
          <CardDescription>Adaptive HLS in three renditions, last used 2 hours ago.</CardDescription>
        </CardHeader>
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /encode-hls-1080p/ })).toHaveAttribute('data-slot', 'card');
  },
});

export const CustomHeadingLevel = meta.story({
  args: {
    children: (
      <CardHeader>
        <CardTitle asChild>
          <h2>Danger zone</h2>
        </CardTitle>
        <CardDescription>
          Deleting the workspace removes its templates, keys and assembly history.
        </CardDescription>
      </CardHeader>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Danger zone' })).toBeVisible();
  },
});
