import { buildTemplate } from '@console/mock-api';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../../.storybook/preview';
import { cursorLine, framesDrawn, lintSettled } from './editor-backend';
import {
  BROKEN_PIPELINE,
  type Canvas,
  editor,
  pasteJson,
  reply,
  sharedMeta,
} from './template-editor-screen-shared';

const meta = preview.meta({
  title: 'Screens/Templates/TemplateEditorScreen/Graph',
  ...sharedMeta,
});

/** The line of a step's name in the ladder as the editor first shows it. */
function ladderLine(step: string): number {
  const json = buildTemplate({}, 1).json;
  return json.slice(0, json.indexOf(`"${step}"`)).split('\n').length;
}

const graph = (canvas: Canvas) => canvas.findByRole('region', { name: 'Step graph' }, reply);

/** The graph on its own; Enter on a step brings the JSON back with the cursor on that step. */
export const GraphJumpsToStep = meta.story({
  play: async ({ canvas }) => {
    const textbox = await editor(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Step graph' }));
    const region = await graph(canvas);
    await expect(textbox).not.toBeVisible();
    // The graph's own chunk arrives after the region does.
    const step = await within(region).findByRole('button', { name: /^hls_480p,/ }, reply);
    await expect(within(region).getAllByRole('button')).toHaveLength(4);
    step.focus();
    await userEvent.keyboard('{Enter}');
    await expect(textbox).toHaveFocus();
    await expect(cursorLine(textbox)).toBe(ladderLine('hls_480p'));
    await expect(canvas.getByRole('radio', { name: 'JSON' })).toBeChecked();
    await expect(canvas.queryByRole('region', { name: 'Step graph' })).toBeNull();
    await framesDrawn();
  },
});

/** JSON and graph side by side: the graph follows the edits, problems on their nodes, a click jumps to a step. */
export const SideBySide = meta.story({
  play: async ({ canvas }) => {
    await editor(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Side by side' }));
    const textbox = await pasteJson(canvas, BROKEN_PIPELINE);
    await lintSettled(textbox, 4);
    const region = await graph(canvas);
    const exported = await within(region).findByRole('button', { name: /^exported,/ }, reply);
    await expect(exported).toHaveAccessibleName('exported, no robot, 1 error, uses the uploads');
    await userEvent.click(within(region).getByRole('button', { name: /^watermarked,/ }));
    await expect(textbox).toHaveFocus();
    await expect(cursorLine(textbox)).toBe(14);
    await expect(region).toBeVisible();
    await framesDrawn();
  },
});
