import { Button, PageHeader, StatusBadge } from '@console/ui';
import { Plus } from 'lucide-react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

function Breadcrumbs({ trail }: { trail: string[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex items-center gap-1.5">
        {trail.map((crumb, index) => (
          <li key={crumb} className="flex items-center gap-1.5">
            {index > 0 ? <span aria-hidden>/</span> : null}
            {index < trail.length - 1 ? (
              <a href={`#${crumb}`} className="hover:text-fg hover:underline">
                {crumb}
              </a>
            ) : (
              <span aria-current="page" className="text-fg">
                {crumb}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

const meta = preview.meta({
  title: 'Patterns/PageHeader',
  component: PageHeader,
  args: {
    title: 'Templates',
    description: 'Reusable assembly instructions. Your app refers to a template by its id.',
  },
});

export const Playground = meta.story({});

export const WithActions = meta.story({
  args: {
    actions: (
      <>
        <Button variant="secondary">Import JSON</Button>
        <Button>
          <Plus aria-hidden />
          Create template
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create template' })).toBeVisible();
  },
});

export const WithBreadcrumbs = meta.story({
  args: {
    title: 'encode-hls-1080p',
    description: 'Encodes uploads to HLS in three renditions and stores them in S3.',
    breadcrumbs: <Breadcrumbs trail={['Northwind Media', 'Templates', 'encode-hls-1080p']} />,
    actions: <Button variant="secondary">Edit template</Button>,
    divided: true,
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByText('encode-hls-1080p', { selector: '[aria-current="page"]' })).toBeVisible();
  },
});

export const WithStatus = meta.story({
  args: {
    title: 'Invoice INV-2025-12-00001',
    description: 'December 2025 · Startup plan',
    status: <StatusBadge tone="danger" label="Unpaid" />,
    actions: <Button>Pay now</Button>,
  },
});

export const LongTitle = meta.story({
  args: {
    title: 'Assembly 3f2a9c1e7b5d4a6f8e0c2b4d6f8a0c2e',
    description: 'Started 3 minutes ago from the Production uploads auth key.',
    actions: <Button variant="secondary">Replay assembly</Button>,
  },
});
