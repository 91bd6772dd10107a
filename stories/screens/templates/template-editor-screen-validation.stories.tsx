import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { cursorLine, framesDrawn, lintSettled } from './editor-backend';
import {
  BROKEN_PIPELINE,
  editor,
  MISSING_COMMA,
  pasteJson,
  problems,
  sharedMeta,
} from './template-editor-screen-shared';

const meta = preview.meta({
  title: 'Screens/Templates/TemplateEditorScreen/Validation',
  ...sharedMeta,
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
  parameters: { visual: { dark: true } },
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
