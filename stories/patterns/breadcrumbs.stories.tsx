import { Breadcrumbs, href } from '@console/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';

const meta = preview.meta({
  title: 'Patterns/Breadcrumbs',
  component: Breadcrumbs,
  args: { parent: { to: href.templates('acme-media'), label: 'Templates' }, current: 'encode-hls-ladder' },
});

/** The list a page sits under, then the page itself. */
export const Playground = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(canvas.getByText('encode-hls-ladder')).toHaveAttribute('aria-current', 'page');
  },
});
