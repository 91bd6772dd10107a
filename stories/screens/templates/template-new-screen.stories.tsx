import { getCurrentUser, setCsrfToken } from '@console/api';
import { href, patterns, TemplateNewScreen, withBasename } from '@console/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { postNetworkError, recordPosts } from '../account/mock-requests';

/** How long to wait for the mock server's answer; generous, since CI machines run many browsers at once. */
const reply = { timeout: 5000 };

const createBodies = fn();

const meta = preview.meta({
  title: 'Screens/Templates/TemplateNewScreen',
  component: TemplateNewScreen,
  parameters: {
    route: withBasename(href.templateNew('acme-media')),
    path: withBasename(patterns.templateNew),
  },
  args: { workspace: 'acme-media' },
  // The app loads the current user (and with it the CSRF token writes need) before any workspace page.
  async beforeEach({ msw }) {
    createBodies.mockClear();
    msw.use(recordPosts('/acme-media/api/templates/create.json', createBodies));
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

const starters = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('radiogroup', { name: 'Start from' });

/** A blank template is picked at first, named as its starter suggests. */
export const Blank = meta.story({
  parameters: { visual: { dark: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New template' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'href',
      href.templates('acme-media'),
    );
    const group = starters(canvas);
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(within(group).getByRole('radio', { name: 'Blank template' })).toBeChecked();
    await expect(canvas.getByLabelText('Name')).toHaveValue('my-template');
    await expect(canvas.getByText('Steps of “Blank template”')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      href.templates('acme-media'),
    );
  },
});

/** The starters are one radio group: arrow keys pick, and the name follows the pick until someone types one. */
export const StarterPicked = meta.story({
  play: async ({ canvas }) => {
    const group = starters(canvas);
    await userEvent.click(within(group).getByRole('radio', { name: 'Blank template' }));
    const video = within(group).getByRole('radio', { name: 'Encode video for the web' });
    // Held, then released, like a real key press: Radix checks the radio that an arrow key moves focus to.
    for (const _ of [1, 2]) {
      await userEvent.keyboard('{ArrowDown>}');
      await userEvent.keyboard('{/ArrowDown}');
    }
    await waitFor(() => expect(video).toBeChecked());
    await expect(video).toHaveFocus();
    await expect(video).toHaveAccessibleDescription(/MP4 \(H\.264\) and WebM \(VP9\)/);
    await expect(canvas.getByLabelText('Name')).toHaveValue('encode-video-for-web');
    const preview = canvas.getByText('Steps of “Encode video for the web”').closest('figure');
    await expect(preview).toHaveTextContent('"robot": "/video/encode"');
  },
});

/** A name someone typed stays when they pick another starter. */
export const OwnName = meta.story({
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'catalog-webp');
    await userEvent.click(within(starters(canvas)).getByRole('radio', { name: 'Resize images' }));
    await expect(name).toHaveValue('catalog-webp');
  },
});

/** Creating opens the new template in the editor. */
export const Created = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(within(starters(canvas)).getByRole('radio', { name: 'Make video thumbnails' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create template' }));
    await expect(await canvas.findByRole('status', {}, reply)).toHaveTextContent(
      /^Navigated to \/acme-media\/templates\/[0-9a-f]{32}$/,
    );
    await expect(createBodies).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'make-video-thumbnails',
        require_signature_auth: false,
        json: expect.stringContaining('"robot": "/video/thumbs"'),
      }),
    );
  },
});

/** A name already used in the workspace: the server's words beside the field, the caret back in it. */
export const NameTaken = meta.story({
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'encode-hls-ladder');
    await userEvent.click(canvas.getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), reply);
    await expect(name).toHaveAccessibleDescription(
      /A template named "encode-hls-ladder" already exists in this workspace/,
    );
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('encode-hls-ladder');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** No name at all is caught before any request. */
export const NameMissing = meta.story({
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Create template' }));
    await expect(await canvas.findByText('Give the template a name')).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(createBodies).not.toHaveBeenCalled();
  },
});

/** No connection: the spec's network text above the form, and nothing picked or typed is lost. */
export const NetworkFailure = meta.story({
  beforeEach({ msw }) {
    msw.use(postNetworkError('/acme-media/api/templates/create.json'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(within(starters(canvas)).getByRole('radio', { name: 'Store uploads in S3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create template' }));
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent(
      /Network error while doing a POST request to .*templates\/create\.json/,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(within(starters(canvas)).getByRole('radio', { name: 'Store uploads in S3' })).toBeChecked();
    await expect(canvas.getByLabelText('Name')).toHaveValue('store-uploads-in-s3');
  },
});
