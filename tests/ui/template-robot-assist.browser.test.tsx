import { EditorView } from '@codemirror/view';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RobotDocs } from '../../packages/ui/src/screens/templates/robot-docs';
import {
  TemplateCodeEditor,
  type TemplateCodeEditorHandle,
} from '../../packages/ui/src/screens/templates/template-code-editor';

const RESIZE = JSON.stringify(
  { steps: { resize: { use: ':original', robot: '/image/resize', width: 'wide', resize_strategy: 'fit' } } },
  null,
  2,
);

/**
 * A robot's rules load as a chunk of their own and the linter runs after a pause in typing: on a loaded CI machine
 * that takes longer than a poll's default second.
 */
const LINTED = { timeout: 10_000 };

/** The editor and the docs panel as the editor screen wires them. */
function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const [robot, setRobot] = useState<string | null>(null);
  const ref = useRef<TemplateCodeEditorHandle>(null);
  return (
    <div style={{ display: 'grid', gap: 16, width: 900 }}>
      <TemplateCodeEditor
        ref={ref}
        value={value}
        onChange={setValue}
        label="Template JSON"
        onRobotAtCursor={setRobot}
      />
      <output data-testid="value">{value}</output>
      <RobotDocs robot={robot} onInsertExample={(rules) => ref.current?.insertExample(rules)} />
    </div>
  );
}

/**
 * Puts the cursor right after `fragment` once the editor's robot knowledge has loaded (its lint has marked the
 * refused width: completion and docs come in the same chunk), and focuses the editor.
 */
async function cursorAfter(fragment: string) {
  await expect.poll(() => document.querySelector('.cm-lintRange-error'), LINTED).not.toBeNull();
  const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement);
  if (!view) throw new Error('no editor');
  const at = view.state.doc.toString().indexOf(fragment) + fragment.length;
  view.dispatch({ selection: { anchor: at } });
  view.focus();
}

const completions = () => document.querySelector('.cm-tooltip-autocomplete')?.textContent;
const completionShows = (text: string) => expect.poll(completions, LINTED).toContain(text);

describe('the template editor and the robots', () => {
  it('marks a parameter its robot refuses on its value', async () => {
    await render(<Editor initial={RESIZE} />);
    await expect
      .poll(() => document.querySelector('.cm-lintRange-error')?.textContent, LINTED)
      .toBe('"wide"');
  });

  it('completes robot names with their title, parameters with their type, and enum values', async () => {
    await render(<Editor initial={RESIZE} />);
    await expect.poll(() => document.querySelector('.cm-lintRange-error'), LINTED).not.toBeNull();

    await cursorAfter('"robot": "/image/re');
    await userEvent.keyboard('{Control>} {/Control}');
    await completionShows('/image/resize');
    expect(completions()).toContain('Convert, resize, or watermark images');
    await userEvent.keyboard('{Escape}');

    await cursorAfter('"resize_strategy": "');
    await userEvent.keyboard('{Control>} {/Control}');
    await completionShows('"crop"');
    await userEvent.keyboard('{Escape}');

    await cursorAfter('"use": ":original",');
    await userEvent.keyboard('{Enter}"qual');
    await completionShows('quality');
    // CodeMirror takes no completion in the first 75 ms of its popup (interactionDelay), so that an Enter pressed as
    // it opens still starts a new line; a person's next key comes later than that, the test's at once.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => document.querySelector('[data-testid="value"]')?.textContent)
      .toContain('"quality": ');
  });

  it('shows the docs of the parameter under the cursor with Alt+H, and hides them with Escape', async () => {
    await render(<Editor initial={RESIZE} />);
    await cursorAfter('"resize_str');
    await userEvent.keyboard('{Alt>}h{/Alt}');
    await expect
      .poll(() => document.querySelector('.cm-robot-docs')?.textContent)
      .toContain('resize_strategy');
    expect(document.querySelector('.cm-robot-docs')?.textContent).toContain('one of "crop"');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('.cm-robot-docs')).toBeNull();
  });

  it('shows the docs of the robot under the pointer', async () => {
    await render(<Editor initial={RESIZE} />);
    await expect.poll(() => document.querySelector('.cm-lintRange-error'), LINTED).not.toBeNull();
    const robot = [...document.querySelectorAll('.cm-line span')].find(
      (span) => span.textContent === '"/image/resize"',
    );
    await userEvent.hover(robot as HTMLElement);
    await expect
      .poll(() => document.querySelector('.cm-robot-docs')?.textContent, { timeout: 3000 })
      .toContain('Convert, resize, or watermark images');
  });

  it('follows the cursor robot in the docs panel and inserts its example step', async () => {
    const screen = await render(<Editor initial={RESIZE} />);
    await cursorAfter('"robot": "/image/');
    await expect.element(screen.getByRole('article', { name: /\(\/image\/resize\)/ })).toBeVisible();
    await screen.getByRole('button', { name: 'Insert example step' }).click();
    await expect
      .poll(() => JSON.parse(document.querySelector('[data-testid="value"]')?.textContent ?? '{}'))
      .toEqual({
        steps: {
          resize: { use: ':original', robot: '/image/resize', width: 'wide', resize_strategy: 'fit' },
          resized: { robot: '/image/resize', use: ':original', width: 200 },
        },
      });
  });
});
