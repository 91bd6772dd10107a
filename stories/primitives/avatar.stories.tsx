import { Avatar } from '@console/ui';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';

// A drawn portrait as a data URL: no network, and the same pixels on every run.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5b50e6"/><circle cx="32" cy="26" r="12" fill="#efeefd"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#efeefd"/></svg>',
)}`;

const meta = preview.meta({
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Kevin van Zonneveld' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
});

export const Playground = meta.story({});

export const Initials = meta.story({
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar name="Kevin van Zonneveld" />
      <Avatar name="Acme Video" />
      <Avatar name="transloadit" />
      <Avatar name="tim.koschuetzki@acme.com" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Kevin van Zonneveld' })).toHaveTextContent('KZ');
    await expect(canvas.getByRole('img', { name: 'Acme Video' })).toHaveTextContent('AV');
    await expect(canvas.getByRole('img', { name: 'transloadit' })).toHaveTextContent('TR');
    await expect(canvas.getByRole('img', { name: 'tim.koschuetzki@acme.com' })).toHaveTextContent('TK');
  },
});

export const Sizes = meta.story({
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar size="sm" name="Acme Video" />
      <Avatar size="md" name="Acme Video" />
      <Avatar size="lg" name="Acme Video" />
    </div>
  ),
});

export const WithImage = meta.story({
  args: { src: portrait, size: 'lg' },
  play: async ({ canvas }) => {
    // The initials show until the picture has loaded, then the picture replaces them.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Kevin van Zonneveld' })).toHaveAttribute('src', portrait),
    );
  },
});

export const Decorative = meta.story({
  render: () => (
    <p className="flex items-center gap-2 text-sm">
      <Avatar name="Kevin van Zonneveld" size="sm" decorative />
      Kevin van Zonneveld
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
});
