import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { lintSettled } from './editor-backend';
import {
  editor,
  pasteJson,
  recordBodies,
  reply,
  runEndedTest,
  sharedMeta,
  withBackend,
} from './template-editor-screen-shared';

const meta = preview.meta({
  title: 'Screens/Templates/TemplateEditorScreen/TestRun',
  ...sharedMeta,
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
    parameters: { visual: { dark: true } },
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
              ffmpeg_stack: 'v5.1.1',
            },
          },
        },
        0,
      );
      await expect(run.querySelector('[data-slot="assembly-status-badge"]')).toHaveTextContent('Completed');
      const warnings = await within(run).findByRole('region', { name: 'It raised 1 warning' }, reply);
      await expect(within(warnings).getByRole('listitem')).toHaveTextContent(
        'warningStep "encoded" runs on ffmpeg_stack v5.1.1, which is deprecated; move it to v6.0.0 before it is removed.',
      );
      await expect(within(run).queryByRole('alert')).toBeNull();
    },
  }),
);
