import { getCurrentUser, setCsrfToken, TEMPLATE_MESSAGES } from '@console/api';
import { buildTemplate, MOCK_API_BASE_URL, presetTemplateId } from '@console/api/mocks';
import { href, patterns, TemplateEditorScreen, withBasename } from '@console/ui';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { getNeverAnswers, recordPosts } from '../account/mock-requests';
import { cursorLine, editorBackend, framesDrawn, lintSettled } from './editor-backend';
import { getUnavailableOnce } from './template-requests';

/** How long to wait for the mock server's answer and the editor's chunk; CI machines run many browsers at once. */
const reply = { timeout: 8000 };

/** Jane's encode-hls-ladder: four steps, no signature required, results kept a day, statuses 30 days. */
const LADDER = presetTemplateId(1);
const MIGRATING = 'The template store is being migrated. Try again shortly.';

const recordBodies = fn();

const meta = preview.meta({
  title: 'Screens/Templates/TemplateEditorScreen',
  component: TemplateEditorScreen,
  parameters: {
    layout: 'fullscreen',
    route: withBasename(href.template('acme-media', LADDER)),
    path: withBasename(patterns.template),
  },
  args: { workspace: 'acme-media', id: LADDER },
  // The app loads the current user (and with it the CSRF token writes need) before any workspace page.
  async beforeEach({ msw }) {
    recordBodies.mockClear();
    msw.use(recordPosts('/api/user/record-template-editor-assembly.json', recordBodies));
    await getCurrentUser();
    return () => setCsrfToken(null);
  },
});

type Canvas = ReturnType<typeof within>;

/** The editor once CodeMirror has loaded. */
const editor = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Template JSON' }, reply);

/** Replaces the whole JSON the way a person pastes a pipeline over it. */
async function pasteJson(canvas: Canvas, text: string) {
  const textbox = await editor(canvas);
  await userEvent.click(textbox);
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.paste(text);
  return textbox;
}

const problems = (canvas: Canvas) => canvas.getByRole('region', { name: 'Problems' });

/** Valid JSON, wrong pipeline: a cycle, a use of a step that is not there, an unknown robot, a step with none. */
const BROKEN_PIPELINE = JSON.stringify(
  {
    steps: {
      ':original': { robot: '/upload/handle' },
      thumbs: { use: 'encoded', robot: '/video/thumbs' },
      encoded: { use: 'thumbs', robot: '/video/encode' },
      watermarked: { use: 'resized', robot: '/image/watermark' },
      exported: { use: ':original' },
    },
  },
  null,
  2,
);

/** The ladder with the comma after its first step missing. */
const MISSING_COMMA = JSON.stringify(JSON.parse(buildTemplate({}, 1).json), null, 2).replace(
  '"robot": "/upload/handle"\n    },',
  '"robot": "/upload/handle"\n    }',
);

/** The template as it is saved: its JSON, checked clean, its steps, settings, id and how to use it. */
export const Populated = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'encode-hls-ladder' }, reply),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Templates' })).toHaveAttribute(
      'href',
      href.templates('acme-media'),
    );
    await expect(canvas.getByText(LADDER)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy template id' })).toBeVisible();

    const textbox = await editor(canvas);
    await expect(textbox).toHaveTextContent('"hls_1080p"');
    await expect(textbox).toHaveAccessibleDescription(/Tab moves on to the next control/);
    await expect(within(problems(canvas)).getByText('No problems found')).toBeVisible();
    const steps = within(canvas.getByRole('region', { name: 'Steps' })).getAllByRole('button');
    await expect(steps.map((step) => step.textContent)).toEqual([
      ':original/upload/handleline 3',
      'hls_1080p/video/encodeline 6',
      'hls_480p/video/encodeline 12',
      'exported/s3/storeline 18',
    ]);

    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByText('No changes to save.')).toBeVisible();
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();

    await expect(canvas.getByLabelText('Name')).toHaveValue('encode-hls-ladder');
    await expect(canvas.getByRole('switch', { name: 'Require a signature' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Keep result files' })).toHaveTextContent('1 day');
    await expect(canvas.getByRole('combobox', { name: 'Keep assembly status' })).toHaveTextContent('30 days');

    await expect(canvas.getByRole('button', { name: 'Run test' })).toBeEnabled();
    await expect(canvas.getByRole('tab', { name: 'Uppy', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Uppy' })).toHaveTextContent(
      `template_id: '${LADDER}'`,
    );
  },
});

/** The integration snippet's tabs work by keyboard; each names the template's id. */
export const IntegrationSnippets = meta.story({
  play: async ({ canvas }) => {
    const uppy = await canvas.findByRole('tab', { name: 'Uppy' }, reply);
    await userEvent.click(uppy);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const curl = canvas.getByRole('tab', { name: 'cURL' });
    await expect(curl).toHaveFocus();
    await expect(curl).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'cURL' })).toHaveTextContent(
      `"template_id":"${LADDER}"`,
    );
    await expect(canvas.getByRole('button', { name: 'Copy cURL example' })).toBeVisible();
  },
});

/** Settings spell out spec §9's retention choices. */
export const ExpiryChoices = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Keep assembly status' }, reply));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Don’t save', '1 day', '7 days', '30 days', '90 days']);
    await userEvent.click(within(listbox).getByRole('option', { name: '90 days' }));
    await expect(canvas.getByRole('combobox', { name: 'Keep assembly status' })).toHaveTextContent('90 days');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
});

/** A syntax error is marked in the JSON and listed with its line; saving and test runs wait for the fix. */
export const InvalidJson = meta.story({
  play: async ({ canvas }) => {
    const textbox = await pasteJson(canvas, MISSING_COMMA);
    await lintSettled(textbox, 1);
    // The linter marks the spot in the JSON itself, not only in the list.
    await expect(textbox.querySelector('.cm-lintRange-error')).not.toBeNull();
    const list = problems(canvas);
    const issue = await within(list).findByRole('button', {
      name: 'Error: Invalid JSON: expected a comma at line 6 line 6',
    });
    await expect(issue).toBeVisible();
    await expect(within(list).getByText('1 error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Fix the error in the JSON to save.',
    );
    await expect(canvas.getByRole('button', { name: 'Run test' })).toHaveAccessibleDescription(
      'Fix the error in the JSON to run a test.',
    );
  },
});

/** Structural problems, each a button that puts the cursor on its line in the editor. */
export const StructuralErrors = meta.story({
  play: async ({ canvas }) => {
    const textbox = await pasteJson(canvas, BROKEN_PIPELINE);
    await lintSettled(textbox, 4);
    const list = problems(canvas);
    await within(list).findByText('3 errors, 1 warning');
    const issues = within(list).getAllByRole('button');
    await expect(issues.map((issue) => issue.textContent)).toEqual([
      'Error: Steps thumbs → encoded → thumbs use each other in a cycleline 6',
      'Error: Step "watermarked" uses "resized", which is not a step of this templateline 15',
      'Warning: Step "watermarked" uses the unknown robot "/image/watermark"line 16',
      'Error: Step "exported" needs a "robot"line 18',
    ]);
    await userEvent.click(within(list).getByRole('button', { name: /Step "exported" needs a "robot"/ }));
    await expect(textbox).toHaveFocus();
    await expect(cursorLine(textbox)).toBe(18);
    await framesDrawn();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Fix the 3 errors in the JSON to save.',
    );
  },
});

/** Tab leaves the editor (it never indents), so the keyboard is never trapped in the JSON. */
export const TabLeavesTheEditor = meta.story({
  play: async ({ canvas }) => {
    const textbox = await editor(canvas);
    await userEvent.click(textbox);
    await userEvent.tab();
    await expect(textbox).not.toHaveFocus();
    await expect(textbox).toHaveTextContent('"hls_1080p"');
    await expect(canvas.getByRole('button', { name: /^:original/ })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(textbox).toHaveFocus();
  },
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

/** A template that requires signatures says so in every snippet, each in the terms of its tool. */
export const SignedSnippets = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Require a signature' }, reply));
    for (const [tab, note] of [
      ['Uppy', '// This template requires signed requests: get `params` and `signature` from your backend.'],
      ['Node SDK', '// This template requires signed requests: the SDK signs each one with authSecret.'],
      [
        'cURL',
        '# This template requires signed requests: add auth.expires to params and send a signature field, computed on your backend.',
      ],
    ] as const) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      await expect(canvas.getByRole('tabpanel', { name: tab })).toHaveTextContent(note);
    }
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

/**
 * A story on its own backend (editorBackend): the play function moves its clock or saves "elsewhere" into it.
 * The current user is read again from it, so writes carry that backend's CSRF token.
 */
function withBackend({
  parameters,
  play,
}: {
  parameters?: { visual?: { busy?: boolean } };
  play: (canvas: Canvas, backend: ReturnType<typeof editorBackend>) => Promise<void>;
}) {
  let backend = editorBackend();
  return {
    parameters,
    async beforeEach({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) {
      backend = editorBackend();
      // First listed, first asked: the recorder passes every request on to the backend.
      msw.use(
        recordPosts('/api/user/record-template-editor-assembly.json', recordBodies),
        ...backend.handlers,
      );
      await getCurrentUser();
    },
    play: async ({ canvas }: { canvas: Canvas }) => play(canvas, backend),
  };
}

/** Jane edits, someone else saves in between, Jane saves: refused with a choice, her edits kept. */
async function startConflict(canvas: Canvas, backend: ReturnType<typeof editorBackend>) {
  const name = await canvas.findByLabelText('Name', {}, reply);
  await editor(canvas);
  backend.saveElsewhere(LADDER, { name: 'encode-hls-ladder-prod' });
  await userEvent.clear(name);
  await userEvent.type(name, 'encode-hls-ladder-mine');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  return canvas.findByRole('alert', {}, reply);
}

/** The conflict as Jane meets it: the contract's message and the two ways on. */
export const SaveConflict = meta.story(
  withBackend({
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

async function leaveWithChanges(canvas: Canvas) {
  const name = await canvas.findByLabelText('Name', {}, reply);
  await editor(canvas);
  await userEvent.type(name, '-draft');
  await userEvent.click(canvas.getByRole('link', { name: 'Templates' }));
  return within(document.body).findByRole('dialog', { name: 'Leave without saving?' });
}

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
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Templates' })).toHaveFocus());
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
    await userEvent.click(canvas.getByRole('link', { name: 'Templates' }));
    await expect(await canvas.findByText(/^Navigated to/, {}, reply)).toHaveTextContent(
      'Navigated to /acme-media/templates',
    );
  },
});

/**
 * A test run of the editor's current (unsaved) JSON, captured while it executes: the backend's clock stands
 * 2.4 s after the start, so the run stays there however long the screenshot takes.
 */
export const RunningTest = meta.story(
  withBackend({
    parameters: { visual: { busy: true } },
    play: async (canvas, backend) => {
      const textbox = await pasteJson(
        canvas,
        JSON.stringify({ steps: { thumbs: { use: ':original', robot: '/video/thumbs' } } }, null, 2),
      );
      await lintSettled(textbox, 0);
      await expect(canvas.getByText('Unsaved changes')).toBeVisible();
      backend.startsAt(-2400);
      await userEvent.click(canvas.getByRole('button', { name: 'Run test' }));
      const run = await canvas.findByRole('region', { name: 'Test run' }, reply);
      await expect(run.querySelector('[data-slot="assembly-status-badge"]')).toHaveTextContent('Executing');
      // "Run test" waits for the run to finish, so its focus has moved on to the run.
      await waitFor(() => expect(run).toHaveFocus());
      await expect(within(run).getByText('Running for 2.4 s')).toBeVisible();
      await expect(within(run).getByRole('listitem', { current: 'step' })).toHaveTextContent('Executing');
      await expect(within(run).getByRole('link', { name: 'View assembly' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/acme-media\/assemblies\/[0-9a-f]{32}$/),
      );
      await expect(run).toHaveAttribute('aria-busy', 'true');
      await expect(canvas.getByRole('button', { name: 'Run test' })).toHaveAccessibleDescription(
        'Wait for the running test to finish.',
      );
      await waitFor(() =>
        expect(recordBodies).toHaveBeenCalledWith({ workspace_id: backend.workspaceId('acme-media') }),
      );
    },
  }),
);

/** The finished test run: how long each phase took, what came in and out, and the way to its detail. */
export const FinishedTest = meta.story(
  withBackend({
    play: async (canvas, backend) => {
      await editor(canvas);
      backend.startsAt(-60_000);
      await userEvent.click(canvas.getByRole('button', { name: 'Run test' }));
      const run = await canvas.findByRole('region', { name: 'Test run' }, reply);
      await expect(run.querySelector('[data-slot="assembly-status-badge"]')).toHaveTextContent('Completed');
      await expect(within(run).getByText('Finished in 4.0 s')).toBeVisible();
      await expect(within(run).getByRole('status')).toHaveTextContent('Test run: Completed');
      const facts = within(run)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
      await expect(facts).toEqual([
        'Input: 1 file, 46 MB',
        'Output: 3 files, 83 MB',
        'Upload: 1.0 s',
        'Queue: 0.1 s',
        'Execution: 2.9 s',
      ]);
      await expect(within(run).getByRole('link', { name: 'View assembly' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/acme-media\/assemblies\/[0-9a-f]{32}$/),
      );
      await expect(run).not.toHaveAttribute('aria-busy');
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Run test' })).toBeEnabled());
      await waitFor(() =>
        expect(recordBodies).toHaveBeenCalledWith({ workspace_id: backend.workspaceId('acme-media') }),
      );
    },
  }),
);

/** A test run on its own backend, started long enough ago (60 s) that it has ended by the time it is shown. */
async function runEndedTest(
  canvas: Canvas,
  backend: ReturnType<typeof editorBackend>,
  json: object,
  problems: number,
) {
  const textbox = await pasteJson(canvas, JSON.stringify(json, null, 2));
  await lintSettled(textbox, problems);
  backend.startsAt(-60_000);
  await userEvent.click(canvas.getByRole('button', { name: 'Run test' }));
  return canvas.findByRole('region', { name: 'Test run' }, reply);
}

/**
 * A robot the service does not have: it refuses the run as it is created, before anything is uploaded. The editor
 * only warns about such a robot, so the test is how Jane finds out; the service's reason says which step.
 */
export const TestRunRefused = meta.story(
  withBackend({
    play: async (canvas, backend) => {
      const run = await runEndedTest(
        canvas,
        backend,
        { steps: { sharpened: { use: ':original', robot: '/image/sharpen' } } },
        1,
      );
      const alert = await within(run).findByRole('alert', {}, reply);
      await expect(alert).toHaveTextContent('The test did not start');
      await waitFor(
        () =>
          expect(alert).toHaveTextContent(
            'Step "sharpened" uses the robot "/image/sharpen", which does not exist.',
          ),
        reply,
      );
      await expect(alert).toHaveTextContent('Error code ASSEMBLY_STEP_UNKNOWN_ROBOT');
      await expect(within(run).getByRole('status')).toHaveTextContent('Test run: Failed');
      await expect(within(run).getByText('Refused as it was created')).toBeVisible();
      // Nothing was uploaded or run, so there are no figures to show.
      await expect(within(run).queryByRole('term')).toBeNull();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Run test' })).toBeEnabled());
    },
  }),
);

/**
 * The S3 starter's placeholder credentials reach the store step unchanged: the run fails there, with the code and
 * the service's reason, after the steps before it ran.
 */
export const TestRunFailedAtStep = meta.story(
  withBackend({
    play: async (canvas, backend) => {
      const run = await runEndedTest(
        canvas,
        backend,
        {
          steps: {
            ':original': { robot: '/upload/handle' },
            resized: { use: ':original', robot: '/image/resize', width: 640 },
            exported: { use: 'resized', robot: '/s3/store', credentials: 'YOUR_S3_CREDENTIALS' },
          },
        },
        0,
      );
      await expect(run.querySelector('[data-slot="assembly-status-badge"]')).toHaveTextContent('Failed');
      await expect(within(run).getByText(/^Ended after \d+\.\d s$/)).toBeVisible();
      const alert = await within(run).findByRole('alert', {}, reply);
      await expect(alert).toHaveTextContent('The test failed with TEMPLATE_CREDENTIALS_INJECTION_ERROR');
      await waitFor(
        () =>
          expect(alert).toHaveTextContent(
            'Step "exported" names the Template Credentials "YOUR_S3_CREDENTIALS", which this workspace does not have.',
          ),
        reply,
      );
      await expect(within(run).getByRole('link', { name: 'View assembly' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/acme-media\/assemblies\/[0-9a-f]{32}$/),
      );
    },
  }),
);

/** A step on a stack the service is retiring: the run completes, and its warning is listed with its level. */
export const TestRunCompletedWithWarning = meta.story(
  withBackend({
    play: async (canvas, backend) => {
      const run = await runEndedTest(
        canvas,
        backend,
        {
          steps: {
            encoded: {
              use: ':original',
              robot: '/video/encode',
              preset: 'hls-1080p',
              ffmpeg_stack: 'v4.3.1',
            },
          },
        },
        0,
      );
      await expect(run.querySelector('[data-slot="assembly-status-badge"]')).toHaveTextContent('Completed');
      const warnings = await within(run).findByRole('region', { name: 'It raised 1 warning' }, reply);
      await expect(within(warnings).getByRole('listitem')).toHaveTextContent(
        'warningStep "encoded" runs on ffmpeg_stack v4.3.1, which is deprecated; move it to v6.0.0 before it is removed.',
      );
      await expect(within(run).queryByRole('alert')).toBeNull();
    },
  }),
);

/** An id the workspace has no template for: the workspace's not-found page, with the way back to the list. */
export const NotFound = meta.story({
  args: { id: 'f'.repeat(32) },
  parameters: { route: withBasename(href.template('acme-media', 'f'.repeat(32))) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, reply),
    ).toBeVisible();
    await expect(canvas.getByText(withBasename(href.template('acme-media', 'f'.repeat(32))))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to templates' })).toHaveAttribute(
      'href',
      href.templates('acme-media'),
    );
  },
});

/** Waiting for the template: placeholders in the shape of the editor and its panels. */
export const Loading = meta.story({
  parameters: { visual: { busy: true } },
  beforeEach({ msw }) {
    msw.use(getNeverAnswers(`/acme-media/api/templates/${LADDER}.json`));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading the template')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Templates' })).toBeVisible();
  },
});

/** The server fails with its own words; Try again loads the template once it answers. */
export const LoadError = meta.story({
  beforeEach({ msw }) {
    msw.use(getUnavailableOnce(`/acme-media/api/templates/${LADDER}.json`, MIGRATING));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, reply);
    await expect(alert).toHaveTextContent('This template could not be loaded');
    await expect(alert).toHaveTextContent(MIGRATING);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'encode-hls-ladder' }, reply),
    ).toBeVisible();
  },
});
