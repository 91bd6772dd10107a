import { diagnosticCount, forceLinting } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import {
  createHandlers,
  createScenario,
  FIXTURE_NOW,
  MOCK_API_BASE_URL,
  setAssemblyClock,
} from '@console/mock-api';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';

/**
 * Jane's 'member' backend with a clock the story moves by hand, so a test run stands exactly where the story
 * puts it (uploading, executing, completed) whenever the screenshot is taken, however slow the machine.
 */
export function editorBackend() {
  const { backend } = createScenario('member');
  const fixtureNow = Date.parse(FIXTURE_NOW);
  let nextStart: number | null = null;
  // The first reading after startsAt() is when the next assembly starts; every later one is `now`.
  setAssemblyClock(backend, () => {
    const reading = nextStart ?? fixtureNow;
    nextStart = null;
    return reading;
  });
  // GETs the story has made fail once, by path, with the server's words.
  const outages = new Map<string, string>();
  const outage = http.get(`${MOCK_API_BASE_URL}/*`, ({ request }) => {
    const path = new URL(request.url).pathname;
    const message = outages.get(path);
    if (message === undefined) return undefined;
    outages.delete(path);
    return HttpResponse.json({ meta: { status: 'error', message } }, { status: 503 });
  });
  return {
    backend,
    handlers: [outage, ...createHandlers(backend)],
    /** The next GET of `path` fails with a 503 and `message`; the ones after reach the backend again. */
    failNextGet(path: string, message: string) {
      outages.set(path, message);
    },
    /**
     * The next assembly started through a call (a test run) starts `offsetMs` from FIXTURE_NOW (negative:
     * before it), while the clock otherwise stands still at FIXTURE_NOW: the run is as far along as that says.
     */
    startsAt(offsetMs: number) {
      nextStart = fixtureNow + offsetMs;
    },
    /** Someone else saves the template in another tab: new content and a later `modified`. */
    saveElsewhere(id: string, changes: { name?: string; json?: string }) {
      const template = backend.state.templates.find((stored) => stored.id === id);
      if (!template) throw new Error(`No template ${id} in the story's backend`);
      Object.assign(template, changes, {
        modified: new Date(Date.parse(template.modified) + 60_000).toISOString(),
      });
    },
    /** The workspace's id, which the editor reports test runs with. */
    workspaceId(slug: string) {
      const workspace = backend.state.workspaces.find((stored) => stored.slug === slug);
      if (!workspace) throw new Error(`No workspace ${slug} in the story's backend`);
      return workspace.id;
    },
  };
}

/** The CodeMirror view behind the "Template JSON" textbox, to read where its cursor is. */
export function editorViewOf(textbox: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(textbox);
  if (!view) throw new Error('The textbox is not a CodeMirror editor');
  return view;
}

/** The 1-based line the editor's cursor is on. */
export function cursorLine(textbox: HTMLElement): number {
  const { state } = editorViewOf(textbox);
  return state.doc.lineAt(state.selection.main.head).number;
}

/**
 * Waits until the editor's linter has marked `count` problems and CodeMirror has drawn them, so the accessibility
 * check after the play function never meets the editor in the middle of redrawing.
 */
export async function lintSettled(textbox: HTMLElement, count: number) {
  const view = editorViewOf(textbox);
  // Runs the linter's pending pass now rather than after its delay.
  forceLinting(view);
  await waitFor(() => expect(diagnosticCount(view.state)).toBe(count));
  await framesDrawn();
}

/** Resolves once the browser has drawn twice, after CodeMirror's measure-and-draw pass of the last change. */
export function framesDrawn(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
