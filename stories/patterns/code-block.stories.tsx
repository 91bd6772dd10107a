import { CodeBlock, JsonViewer } from '@console/ui';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { clipboardMock, stubClipboard } from './clipboard-stub';

const templateSteps = {
  steps: {
    ':original': { robot: '/upload/handle' },
    encode_hls: {
      use: ':original',
      robot: '/video/adaptive',
      technique: 'hls',
      playlist_name: 'playlist.m3u8',
      presets: ['hls-1080p', 'hls-720p', 'hls-360p'],
      ffmpeg_stack: 'v6.0.0',
    },
    thumbnails: { use: ':original', robot: '/video/thumbs', count: 8, width: 640, height: 360 },
    exported: {
      use: ['encode_hls', 'thumbnails'],
      robot: '/s3/store',
      credentials: 'northwind_s3',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the service's own placeholders, filled in per file.
      path: '${file.meta.id}/${file.name}',
      acl: 'private',
    },
  },
  notify_url: null,
  allow_steps_override: false,
};

const templateJson = JSON.stringify(templateSteps, null, 2);

const curlExample = `curl https://api2.transloadit.com/assemblies \\
  -F 'params={"auth":{"key":"c0ffee5e4b1d4f3a9e8d7c6b5a493827"},"template_id":"encode-hls-1080p"}' \\
  -F file=@./keynote-2026.mp4`;

const writeText = clipboardMock();

const meta = preview.meta({
  title: 'Patterns/CodeBlock',
  component: CodeBlock,
  args: { code: templateJson, language: 'json' as const, label: 'Template JSON' },
  argTypes: {
    language: { control: 'inline-radio', options: ['json', 'text'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    height: { control: 'inline-radio', options: ['auto', 'limited'] },
  },
  beforeEach: () => {
    writeText.mockClear();
  },
});

export const Playground = meta.story({ beforeEach: stubClipboard(writeText) });

export const CopiesExactText = meta.story({
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Template JSON' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(templateJson);
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
  },
});

export const LineNumbers = meta.story({
  args: { lineNumbers: true, height: 'limited' },
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    // Line numbers are decoration: copying still yields the JSON alone.
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Template JSON' }));
    await expect(writeText).toHaveBeenCalledWith(templateJson);
  },
});

export const PlainText = meta.story({
  args: { code: curlExample, language: 'text', label: 'Create an assembly with cURL' },
});

export const Wrapped = meta.story({
  args: { code: curlExample, language: 'text', label: 'Create an assembly with cURL', wrap: true },
});

export const WithoutCaption = meta.story({
  args: {
    code: '{ "ok": "ASSEMBLY_COMPLETED", "assembly_id": "3f2a9c1e7b5d4a6f8e0c2b4d6f8a0c2e" }',
    label: undefined,
  },
});

export const JsonViewerStory = meta.story({
  name: 'JsonViewer',
  render: () => <JsonViewer value={templateSteps} label="Template JSON" />,
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Template JSON' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(templateJson);
  },
});

export const CollapsibleJson = meta.story({
  render: () => (
    <JsonViewer value={templateSteps} label="Assembly status" collapsible defaultExpandDepth={2} />
  ),
  beforeEach: stubClipboard(writeText),
  play: async ({ canvas }) => {
    const block = within(canvas.getByRole('figure'));
    // Two levels start open: the steps are listed, each step folded to a summary.
    await expect(block.getByRole('button', { name: 'Collapse steps' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const unfold = block.getByRole('button', { name: 'Expand encode_hls' });
    await expect(unfold).toHaveAttribute('aria-expanded', 'false');
    await expect(block.getByText(/6 keys/)).toBeVisible();
    await expect(block.queryByText('"/video/adaptive"')).toBeNull();

    await userEvent.click(unfold);
    await expect(block.getByText('"/video/adaptive"')).toBeVisible();
    await userEvent.click(block.getByRole('button', { name: 'Collapse encode_hls' }));
    await expect(block.queryByText('"/video/adaptive"')).toBeNull();

    // Folding changes the view, never what is copied.
    await userEvent.click(block.getByRole('button', { name: 'Copy Assembly status' }));
    await expect(writeText).toHaveBeenCalledOnce();
    await expect(writeText).toHaveBeenCalledWith(templateJson);
  },
});
