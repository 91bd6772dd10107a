import { EditorView } from '@codemirror/view';
import { presetTemplateId } from '@console/mock-api';
import { TEMPLATE_VIEW_STORAGE_KEY } from '@console/ui';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderConsole, serveScenario, testConsoleWide } from './render-console';

/** A lazy route chunk, CodeMirror's chunk and the mock server's answers can be slow on a loaded CI machine. */
const loaded = { timeout: 30_000 };

/** Jane's encode-hls-ladder: the uploads, two renditions, stored on S3. */
const LADDER_PATH = `/acme-media/templates/${presetTemplateId(1)}`;

testConsoleWide();

async function openEditor() {
  serveScenario('member');
  await renderConsole(LADDER_PATH);
  // Hidden, not gone, while the graph is shown on its own: the editor keeps its state behind it.
  const textbox = page.getByRole('textbox', { name: 'Template JSON', includeHidden: true });
  await expect.element(textbox, loaded).toBeInTheDocument();
  return textbox.element();
}

const graph = () => page.getByRole('region', { name: 'Step graph' });
const node = (name: string) => graph().getByRole('button', { name: new RegExp(`^${name},`) });
const view = (name: string) => page.getByRole('radio', { name });

/** The editor's view of its text, to change it the way typing does and to read where the cursor is. */
function editorView(textbox: Element): EditorView {
  const found = EditorView.findFromDOM(textbox as HTMLElement);
  if (found === null) throw new Error('The textbox is not a CodeMirror editor');
  return found;
}

const cursorLine = (textbox: Element) => {
  const { state } = editorView(textbox);
  return state.doc.lineAt(state.selection.main.head).number;
};

const lineOf = (textbox: Element, fragment: string) => {
  const text = editorView(textbox).state.doc.toString();
  return text.slice(0, text.indexOf(fragment)).split('\n').length;
};

describe('the template editor’s step graph', { timeout: 60_000 }, () => {
  it('draws the steps as nodes and each use as an edge, from the uploads to the store', async () => {
    await openEditor();
    await userEvent.click(view('Step graph'));
    await expect
      .element(node('exported'))
      .toHaveAccessibleName('exported, /s3/store, no problems, uses hls_1080p and hls_480p');
    await expect
      .element(node('hls_1080p'))
      .toHaveAccessibleName('hls_1080p, /video/encode, no problems, uses the uploads');
    expect(graph().getByRole('button').elements()).toHaveLength(4);
    // Two renditions from the uploads, both into the store.
    expect(graph().element().querySelectorAll('svg path[marker-end]')).toHaveLength(4);
    await expect
      .element(page.getByRole('textbox', { name: 'Template JSON', includeHidden: true }))
      .not.toBeVisible();
  });

  it('marks a step’s problems on its node as they are typed', async () => {
    const textbox = await openEditor();
    await userEvent.click(view('Side by side'));
    await expect.element(node('exported')).toBeVisible();
    const editor = editorView(textbox);
    const text = editor.state.doc.toString();
    const robot = text.indexOf('"/s3/store"');
    editor.dispatch({ changes: { from: robot, to: robot + '"/s3/store"'.length, insert: '"/s3/stash"' } });
    await expect
      .element(node('exported'))
      .toHaveAccessibleName('exported, /s3/stash, 1 warning, uses hls_1080p and hls_480p');
    await expect
      .element(node('hls_480p'))
      .toHaveAccessibleName('hls_480p, /video/encode, no problems, uses the uploads');
  });

  it('moves the editor to a step on Enter, from the graph on its own, and on a click side by side', async () => {
    const textbox = await openEditor();
    await userEvent.click(view('Step graph'));
    node('hls_480p').element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement === textbox).toBe(true);
    expect(cursorLine(textbox)).toBe(lineOf(textbox, '"hls_480p"'));
    await expect.element(view('JSON')).toBeChecked();

    await userEvent.click(view('Side by side'));
    await userEvent.click(node('exported'));
    await expect.poll(() => document.activeElement === textbox).toBe(true);
    expect(cursorLine(textbox)).toBe(lineOf(textbox, '"exported"'));
    await expect.element(graph()).toBeVisible();
  });

  it('opens with the view last chosen, as a reload would', async () => {
    // The editor is left and opened again (a new TemplateEditor, reading the stored choice as a reload does):
    // rendering the console a second time in one test page is not something its session layer supports.
    const reopen = async (router: Awaited<ReturnType<typeof renderConsole>>) => {
      await router.navigate('/acme-media/templates');
      await expect.element(page.getByRole('heading', { level: 1, name: 'Templates' }), loaded).toBeVisible();
      await router.navigate(LADDER_PATH);
      await expect.element(view('JSON'), loaded).toBeVisible();
    };
    serveScenario('member');
    const router = await renderConsole(LADDER_PATH);
    await expect.element(view('JSON'), loaded).toBeChecked();
    await userEvent.click(view('Side by side'));
    expect(localStorage.getItem(TEMPLATE_VIEW_STORAGE_KEY)).toBe('split');
    await reopen(router);
    await expect.element(view('Side by side')).toBeChecked();
    await expect.element(node('exported')).toBeVisible();

    // A jump from the graph on its own shows the JSON for the moment; the choice kept is still the graph.
    await userEvent.click(view('Step graph'));
    await userEvent.click(node('exported'));
    await expect.element(view('JSON')).toBeChecked();
    await reopen(router);
    await expect.element(view('Step graph')).toBeChecked();
    await expect.element(node('exported')).toBeVisible();
  });
});
