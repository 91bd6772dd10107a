import { getCurrentUser, setCsrfToken } from '@console/api';
import { buildTemplate, presetTemplateId } from '@console/mock-api';
import { href, patterns, TEMPLATE_VIEW_STORAGE_KEY, TemplateEditorScreen, withBasename } from '@console/ui';
import type { RequestHandler } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import { recordPosts } from '../account/mock-requests';
import { editorBackend, lintSettled } from './editor-backend';

/** How long to wait for the mock server's answer and the editor's chunk; CI machines run many browsers at once. */
export const reply = { timeout: 8000 };

/** Jane's encode-hls-ladder: four steps, no signature required, results kept a day, statuses 30 days. */
export const LADDER = presetTemplateId(1);

export const MIGRATING = 'The template store is being migrated. Try again shortly.';

export const recordBodies = fn();

export type Canvas = ReturnType<typeof within>;

/** The editor once CodeMirror has loaded. */
export const editor = (canvas: Canvas) => canvas.findByRole('textbox', { name: 'Template JSON' }, reply);

/** Replaces the whole JSON the way a person pastes a pipeline over it. */
export async function pasteJson(canvas: Canvas, text: string) {
  const textbox = await editor(canvas);
  await userEvent.click(textbox);
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.paste(text);
  return textbox;
}

export const problems = (canvas: Canvas) => canvas.getByRole('region', { name: 'Problems' });

/** Valid JSON, wrong pipeline: a cycle, a use of a step that is not there, an unknown robot, a step with none. */
export const BROKEN_PIPELINE = JSON.stringify(
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
export const MISSING_COMMA = JSON.stringify(JSON.parse(buildTemplate({}, 1).json), null, 2).replace(
  '"robot": "/upload/handle"\n    },',
  '"robot": "/upload/handle"\n    }',
);

/**
 * A story on its own backend (editorBackend): the play function moves its clock or saves "elsewhere" into it.
 * The current user is read again from it, so writes carry that backend's CSRF token.
 */
export function withBackend({
  parameters,
  play,
}: {
  parameters?: { visual?: { busy?: boolean; dark?: boolean } };
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
export async function startConflict(canvas: Canvas, backend: ReturnType<typeof editorBackend>) {
  const name = await canvas.findByLabelText('Name', {}, reply);
  await editor(canvas);
  backend.saveElsewhere(LADDER, { name: 'encode-hls-ladder-prod' });
  await userEvent.clear(name);
  await userEvent.type(name, 'encode-hls-ladder-mine');
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  return canvas.findByRole('alert', {}, reply);
}

export async function leaveWithChanges(canvas: Canvas) {
  const name = await canvas.findByLabelText('Name', {}, reply);
  await editor(canvas);
  await userEvent.type(name, '-draft');
  await userEvent.click(within(canvas.getByRole('main')).getByRole('link', { name: 'Templates' }));
  return within(document.body).findByRole('dialog', { name: 'Leave without saving?' });
}

/** A test run on its own backend, started long enough ago (60 s) that it has ended by the time it is shown. */
export async function runEndedTest(
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

/** What every story file of Screens/Templates/TemplateEditorScreen shares: the component and its arguments. */
export const sharedMeta = {
  component: TemplateEditorScreen,
  parameters: {
    layout: 'fullscreen' as const,
    route: withBasename(href.template('acme-media', LADDER)),
    path: withBasename(patterns.template),
  },
  args: { workspace: 'acme-media', id: LADDER },
  // The app loads the current user (and with it the CSRF token writes need) before any workspace page.
  async beforeEach({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) {
    recordBodies.mockClear();
    msw.use(recordPosts('/api/user/record-template-editor-assembly.json', recordBodies));
    await getCurrentUser();
    // The choice of JSON, graph or both is kept in localStorage; one story's choice must not open the next.
    localStorage.removeItem(TEMPLATE_VIEW_STORAGE_KEY);
    return () => {
      setCsrfToken(null);
      localStorage.removeItem(TEMPLATE_VIEW_STORAGE_KEY);
    };
  },
};
