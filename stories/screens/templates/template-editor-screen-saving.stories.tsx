import { TEMPLATE_MESSAGES } from '@console/api';
import { MOCK_API_BASE_URL } from '@console/mock-api';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import {
  editor,
  LADDER,
  leaveWithChanges,
  MIGRATING,
  reply,
  sharedMeta,
  startConflict,
  withBackend,
} from './template-editor-screen-shared';

const meta = preview.meta({
  title: 'Screens/Templates/TemplateEditorScreen/Saving',
  ...sharedMeta,
});

/** Edits are saved with a toast; the page then has nothing left to save. */
export const SaveSuccess = meta.story({
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name', {}, reply);
    await userEvent.clear(name);
    await userEvent.type(name, 'encode-hls-ladder-v2');
    await userEvent.click(canvas.getByRole('switch', { name: 'Require a signature' }));
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    const page = within(document.body);
    await expect(await page.findByText('Template saved', {}, reply)).toBeVisible();
    await expect(page.getByText('“encode-hls-ladder-v2” is up to date.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'encode-hls-ladder-v2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByText('No changes to save.')).toBeVisible();
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
    await expect(canvas.getByRole('tabpanel', { name: 'Uppy' })).toHaveTextContent(
      'This template requires signed requests: get `params` and `signature` from your backend.',
    );
  },
});

/** A name another template has: the server's words beside the Name field, as on the New screen; what was typed stays. */
export const SaveRefused = meta.story({
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name', {}, reply);
    await userEvent.clear(name);
    await userEvent.type(name, 'resize-avatars');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), reply);
    await expect(name).toHaveAccessibleDescription(TEMPLATE_MESSAGES.nameTaken('resize-avatars'));
    await expect(name).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(name).toHaveValue('resize-avatars');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
});

/** A refusal the form cannot place beside a field is shown above the editor in the server's words; edits stay. */
export const SaveFails = meta.story({
  beforeEach({ msw }) {
    msw.use(
      http.post(`${MOCK_API_BASE_URL}/acme-media/api/templates/${LADDER}.json`, () =>
        HttpResponse.json({ meta: { status: 'error', message: MIGRATING } }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name', {}, reply);
    await userEvent.type(name, '-v2');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent(MIGRATING);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(name).toHaveValue('encode-hls-ladder-v2');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
});

/** The conflict as Jane meets it: the contract's message and the two ways on. */
export const SaveConflict = meta.story(
  withBackend({
    parameters: { visual: { dark: true } },
    play: async (canvas, backend) => {
      const alert = await startConflict(canvas, backend);
      await expect(alert).toHaveTextContent(TEMPLATE_MESSAGES.conflict);
      await waitFor(() => expect(alert).toHaveFocus());
      await expect(within(alert).getByRole('button', { name: 'Load their version' })).toBeEnabled();
      await expect(within(alert).getByRole('button', { name: 'Keep mine and save' })).toBeEnabled();
      await expect(canvas.getByLabelText('Name')).toHaveValue('encode-hls-ladder-mine');
      await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    },
  }),
);

/** "Load their version" asks first, then shows what was saved elsewhere; Jane's edits are gone. */
export const ConflictLoadTheirs = meta.story(
  withBackend({
    play: async (canvas, backend) => {
      const alert = await startConflict(canvas, backend);
      await userEvent.click(within(alert).getByRole('button', { name: 'Load their version' }));
      const dialog = await within(document.body).findByRole('dialog', { name: 'Discard your changes?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Discard and load theirs' }));

      await expect(
        await within(document.body).findByText('Their version is loaded', {}, reply),
      ).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 1, name: 'encode-hls-ladder-prod' })).toBeVisible();
      await expect(canvas.getByLabelText('Name')).toHaveValue('encode-hls-ladder-prod');
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(canvas.getByText('No changes to save.')).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Template JSON' })).toHaveFocus());
    },
  }),
);

/**
 * "Load their version" asks the server afresh; when that fails, nothing is discarded: the dialog says why, and
 * Jane's edits and the conflict's choices stay.
 */
export const ConflictLoadTheirsFails = meta.story(
  withBackend({
    play: async (canvas, backend) => {
      const alert = await startConflict(canvas, backend);
      await userEvent.click(within(alert).getByRole('button', { name: 'Load their version' }));
      const dialog = await within(document.body).findByRole('dialog', { name: 'Discard your changes?' });
      backend.failNextGet(`/acme-media/api/templates/${LADDER}.json`, MIGRATING);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Discard and load theirs' }));

      await expect(await within(dialog).findByRole('alert', {}, reply)).toHaveTextContent(
        `Their version could not be loaded, so your changes are still here. ${MIGRATING}`,
      );
      await expect(within(document.body).queryByText('Their version is loaded')).toBeNull();
      await expect(within(dialog).getByRole('button', { name: 'Discard and load theirs' })).toBeEnabled();
      // Behind the open dialog (hidden from the accessibility tree meanwhile) nothing has moved.
      await expect(canvas.getByLabelText('Name')).toHaveValue('encode-hls-ladder-mine');
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'encode-hls-ladder', hidden: true }),
      ).toBeVisible();
      await expect(canvas.getByText('Unsaved changes')).toBeVisible();
      await expect(canvas.getByRole('alert', { hidden: true })).toHaveTextContent(TEMPLATE_MESSAGES.conflict);
    },
  }),
);

/** "Keep mine and save" saves Jane's edits over the other version. */
export const ConflictKeepMine = meta.story(
  withBackend({
    play: async (canvas, backend) => {
      const alert = await startConflict(canvas, backend);
      await userEvent.click(within(alert).getByRole('button', { name: 'Keep mine and save' }));
      await expect(await within(document.body).findByText('Template saved', {}, reply)).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 1, name: 'encode-hls-ladder-mine' })).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(backend.backend.state.templates.find((t) => t.id === LADDER)?.name).toBe(
        'encode-hls-ladder-mine',
      );
      await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Template JSON' })).toHaveFocus());
    },
  }),
);

/** Leaving with unsaved changes asks first. */
export const UnsavedChangesGuard = meta.story({
  play: async ({ canvas }) => {
    const dialog = await leaveWithChanges(canvas);
    await expect(dialog).toHaveTextContent('Your changes to “encode-hls-ladder” have not been saved.');
    await expect(within(dialog).getByRole('button', { name: 'Leave without saving' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toBeVisible();
  },
});

/** Staying keeps the page and the edits; focus goes back to the link that was followed. */
export const UnsavedChangesStay = meta.story({
  play: async ({ canvas }) => {
    const dialog = await leaveWithChanges(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('main')).getByRole('link', { name: 'Templates' })).toHaveFocus(),
    );
    await expect(canvas.getByLabelText('Name')).toHaveValue('encode-hls-ladder-draft');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
});

/** Leaving anyway goes where the link pointed. */
export const UnsavedChangesLeave = meta.story({
  play: async ({ canvas }) => {
    const dialog = await leaveWithChanges(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    await expect(await canvas.findByRole('status', {}, reply)).toHaveTextContent(
      'Navigated to /acme-media/templates',
    );
  },
});

/** Nothing changed: links leave without a question. */
export const LeavesWhenSaved = meta.story({
  play: async ({ canvas }) => {
    await editor(canvas);
    await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: 'Templates' }));
    await expect(await canvas.findByText(/^Navigated to/, {}, reply)).toHaveTextContent(
      'Navigated to /acme-media/templates',
    );
  },
});
