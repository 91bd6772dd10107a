import { EditorView } from '@codemirror/view';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { RobotDocs } from '../../packages/ui/src/screens/templates/robot-docs';
import {
  TemplateCodeEditor,
  type TemplateCodeEditorHandle,
} from '../../packages/ui/src/screens/templates/template-code-editor';
import { lintSettled } from '../screens/templates/editor-backend';

/*
 * The template editor's knowledge of robots, on the editor alone: parameter marks, completion, the docs Alt+H
 * shows, and the robot docs panel. The editor screen's stories show them in place.
 */

const RESIZE = JSON.stringify(
  {
    steps: {
      resize: {
        use: ':original',
        robot: '/image/resize',
        width: 'wide',
        resize_strategy: 'squash',
        preset: 42,
      },
    },
  },
  null,
  2,
);

function Assist({ initial, docs = false }: { initial: string; docs?: boolean }) {
  const [value, setValue] = useState(initial);
  const [robot, setRobot] = useState<string | null>(null);
  const ref = useRef<TemplateCodeEditorHandle>(null);
  return (
    <div className="grid w-[44rem] gap-4">
      <TemplateCodeEditor
        ref={ref}
        // With the docs panel below, a shorter editor keeps the whole story within the viewport's picture.
        className={docs ? 'h-40' : 'h-80'}
        value={value}
        onChange={setValue}
        label="Template JSON"
        onRobotAtCursor={setRobot}
      />
      {docs ? (
        <RobotDocs robot={robot} onInsertExample={(rules) => ref.current?.insertExample(rules)} />
      ) : null}
    </div>
  );
}

const meta = preview.meta({
  title: 'Templates/RobotAssist',
  component: Assist,
  args: { initial: RESIZE },
});

type Canvas = ReturnType<typeof within>;

/**
 * Puts the cursor where a person would click, once the editor's robot knowledge has loaded (its lint has marked
 * the example's three problems: completion and docs come in the same chunk).
 */
async function cursorAfter(canvas: Canvas, fragment: string) {
  const textbox = await canvas.findByRole('textbox', { name: 'Template JSON' }, { timeout: 8000 });
  await lintSettled(textbox, 3);
  const view = EditorView.findFromDOM(textbox);
  if (!view) throw new Error('no editor view');
  const at = view.state.doc.toString().indexOf(fragment) + fragment.length;
  view.dispatch({ selection: { anchor: at } });
  view.focus();
  return textbox;
}

/** Each refused parameter marked on its key or value, in the robot's own terms. */
export const ParameterErrors = meta.story({
  play: async ({ canvas }) => {
    const textbox = await cursorAfter(canvas, '"robot": ');
    const marked = [...textbox.querySelectorAll('.cm-lintRange-error')].map((mark) => mark.textContent);
    await expect(marked).toEqual(['"wide"', '"squash"', '"preset"']);
  },
});

/** Ctrl+Space on a robot name: every robot, with its title and purpose. */
export const RobotCompletion = meta.story({
  play: async ({ canvas }) => {
    await cursorAfter(canvas, '"robot": "/image/re');
    await userEvent.keyboard('{Control>} {/Control}');
    const list = await canvas.findByRole('listbox', {}, { timeout: 8000 });
    await expect(within(list).getByRole('option', { name: /\/image\/resize/ })).toHaveAttribute(
      'aria-selected',
    );
  },
});

/** Alt+H on a parameter: its type, its default and the SDK's description, where the cursor is. */
export const ParameterDocs = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await cursorAfter(canvas, '"resize_str');
    await userEvent.keyboard('{Alt>}h{/Alt}');
    await waitFor(() =>
      expect(canvasElement.querySelector('.cm-robot-docs')?.textContent).toContain('default "fit"'),
    );
  },
});

/** The docs panel follows the cursor's robot; its example step goes into the template at a press. */
export const DocsPanel = meta.story({
  args: { docs: true },
  play: async ({ canvas }) => {
    await cursorAfter(canvas, '"robot": "/image/');
    await canvas.findByRole('article', { name: /\(\/image\/resize\)/ }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Insert example step' }));
    const textbox = canvas.getByRole('textbox', { name: 'Template JSON' });
    await waitFor(() => expect(textbox).toHaveTextContent('"resized": {'));
    await expect(textbox).toHaveFocus();
  },
});
