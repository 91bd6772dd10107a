import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { type Diagnostic, linter, lintGutter, lintKeymap } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { RobotRules } from '@console/api';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { cn } from '../../lib/cn';
import { templateIssues } from './use-template-issues';

/*
 * The CodeMirror 6 editor of the template editor. Only `template-editor-screen.tsx` loads this module, through
 * React.lazy, so CodeMirror (about 150 KB) is a chunk of its own and never part of the route's chunk.
 */

/** What the editor screen can do to the editor from outside: the issue list jumps to a problem with it. */
export type TemplateCodeEditorHandle = {
  /** Puts the cursor at a document offset, scrolls it into view and focuses the editor. */
  focusAt: (offset: number) => void;
  /** The same for the start of a 1-based line. */
  focusLine: (line: number) => void;
  /** Focuses the editor where its cursor already is. */
  focus: () => void;
  /** Adds the robot's example step to the steps, selects its name and focuses the editor. */
  insertExample: (rules: RobotRules) => void;
};

export type TemplateCodeEditorProps = {
  /** The template JSON; a value that differs from what the editor holds replaces its text (loading another version). */
  value: string;
  /** Called with the whole text after every edit. */
  onChange: (value: string) => void;
  /** The editor's accessible name ("Template JSON"). */
  label: string;
  /** Ids of elements that describe the editor, e.g. the keyboard hint under it. */
  describedBy?: string;
  /** Told the robot of the step the cursor is in (null outside a step or without a robot), after it settles. */
  onRobotAtCursor?: (robot: string | null) => void;
  className?: string;
  ref?: Ref<TemplateCodeEditorHandle>;
};

type Highlighter = Parameters<typeof syntaxHighlighting>[0];
type HighlightTag = Parameters<Highlighter['style']>[0][number];

/**
 * The JSON grammar's tags by name, mapped to classes the theme colours with design tokens. A highlighter of our
 * own (rather than a HighlightStyle over `@lezer/highlight`'s tags) keeps that package an indirect dependency;
 * `tag.set` lists the tag and its parents, so `definition(propertyName)` still finds `propertyName`.
 */
const TOKEN_CLASSES: Record<string, string> = {
  propertyName: 'cm-json-key',
  string: 'cm-json-string',
  number: 'cm-json-number',
  bool: 'cm-json-literal',
  null: 'cm-json-literal',
  brace: 'cm-json-punctuation',
  squareBracket: 'cm-json-punctuation',
  separator: 'cm-json-punctuation',
  punctuation: 'cm-json-punctuation',
};

const tokenHighlighter: Highlighter = {
  style(tags: readonly HighlightTag[]) {
    for (const tag of tags) {
      for (const candidate of tag.set) {
        const className = TOKEN_CLASSES[String(candidate)];
        if (className) return className;
      }
    }
    return null;
  },
};

/** Colours, fonts and focus ring from the design tokens, so the editor follows the light and dark themes. */
const tokenTheme = EditorView.theme({
  '&': {
    height: '100%',
    backgroundColor: 'var(--surface)',
    color: 'var(--fg)',
    fontSize: 'var(--font-size-sm)',
  },
  // The frame around the editor draws the focus ring; CodeMirror's own dotted outline would sit inside it.
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-family-mono)', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--fg)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--fg)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
    { backgroundColor: 'var(--primary-soft)' },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--surface-sunken) 70%, transparent)' },
  '.cm-gutters': {
    backgroundColor: 'var(--surface-sunken)',
    color: 'var(--fg-muted)',
    borderRight: '1px solid var(--border)',
  },
  '.cm-activeLineGutter': { backgroundColor: 'var(--border)', color: 'var(--fg)' },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: 'var(--primary-soft)',
    outline: '1px solid var(--primary)',
  },
  '&.cm-focused .cm-nonmatchingBracket': { backgroundColor: 'var(--danger-soft)' },
  '.cm-lintRange-error': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--danger)',
    textDecorationSkipInk: 'none',
  },
  '.cm-lintRange-warning': {
    backgroundImage: 'none',
    textDecoration: 'underline wavy var(--warning)',
    textDecorationSkipInk: 'none',
  },
  '.cm-tooltip': {
    backgroundColor: 'var(--surface-raised)',
    color: 'var(--fg)',
    border: '1px solid var(--border)',
    borderRadius: 'var(--corner-md)',
  },
  '.cm-diagnostic': { fontFamily: 'var(--font-family-sans)' },
  '.cm-diagnostic-error': { borderLeftColor: 'var(--danger)' },
  '.cm-diagnostic-warning': { borderLeftColor: 'var(--warning)' },
  '.cm-panels': { backgroundColor: 'var(--surface-raised)', color: 'var(--fg)' },
  '.cm-json-key': { color: 'var(--primary-text)' },
  '.cm-json-string': { color: 'var(--success-text)' },
  '.cm-json-number': { color: 'var(--info-text)' },
  '.cm-json-literal': { color: 'var(--warning-text)' },
  '.cm-json-punctuation': { color: 'var(--fg-muted)' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul': { fontFamily: 'var(--font-family-mono)', maxHeight: '16rem' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li': { padding: '0.125rem 0.5rem' },
  '.cm-tooltip.cm-tooltip-autocomplete > ul > li[aria-selected]': {
    backgroundColor: 'var(--primary-soft)',
    color: 'var(--fg)',
  },
  '.cm-completionDetail': { color: 'var(--fg-muted)', fontStyle: 'normal', marginLeft: '0.75rem' },
  '.cm-completionMatchedText': { textDecoration: 'none', fontWeight: '600' },
  '.cm-tooltip.cm-completionInfo': {
    fontFamily: 'var(--font-family-sans)',
    maxWidth: '24rem',
    padding: '0.5rem',
  },
  '.cm-robot-docs': {
    fontFamily: 'var(--font-family-sans)',
    maxWidth: '28rem',
    maxHeight: '16rem',
    overflowY: 'auto',
    padding: '0.5rem 0.75rem',
    display: 'grid',
    gap: '0.375rem',
  },
  '.cm-robot-docs-heading': { fontFamily: 'var(--font-family-mono)', fontWeight: '600' },
  '.cm-robot-docs-kind': { color: 'var(--fg-muted)', fontSize: 'var(--font-size-xs)' },
  '.cm-robot-docs-text': { whiteSpace: 'pre-line' },
});

/**
 * What the editor knows of robots (parameter checks, completion, docs) is a chunk of its own, loaded as soon as an
 * editor mounts: the editor shows and checks the JSON's structure without waiting for it.
 */
const loadAssist = () => import('./template-robot-assist');
const assist = new Compartment();

/**
 * validateTemplate's issues inline, parameters included once the named robots' rules have loaded; the same list
 * the screen shows beside the editor.
 */
async function templateDiagnostics(view: EditorView): Promise<Diagnostic[]> {
  const text = view.state.doc.toString();
  const { checkLoadedParameters, loadedRobotCount, loadRobotRules, robotsToLoad } = await loadAssist();
  await Promise.all(robotsToLoad(text).map(loadRobotRules));
  const length = view.state.doc.length;
  return templateIssues(text, { parameters: checkLoadedParameters, loaded: loadedRobotCount() }).map(
    (issue) => {
      const from = Math.min(issue.from, length);
      return {
        from,
        to: Math.min(Math.max(issue.to, from), length),
        severity: issue.severity,
        message: issue.message,
      };
    },
  );
}

/**
 * A JSON editor for template instructions: line numbers, bracket matching, undo history, inline validation.
 * Tab is left to the browser (no `indentWithTab`), so keyboard users can always leave the editor; Enter keeps
 * the indentation and Ctrl+] / Ctrl+[ (Cmd on macOS) indent and outdent.
 */
export function TemplateCodeEditor({
  value,
  onChange,
  label,
  describedBy,
  onRobotAtCursor,
  className,
  ref,
}: TemplateCodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // The listener is installed once; it reads the latest callback through the ref.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Seeds a new view with the current text; later values arrive through the effect below.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onRobotRef = useRef(onRobotAtCursor);
  onRobotRef.current = onRobotAtCursor;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // CodeMirror mounts its theme as a <style> element, which the production build's Content Security Policy only
    // allows with the nonce the build publishes in this <meta>.
    const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
    // Where the cursor's robot is read once the cursor rests, not on every keystroke.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const tellRobot = (state: EditorState) => {
      clearTimeout(settle);
      settle = setTimeout(async () => {
        const { locateInTemplate } = await loadAssist();
        onRobotRef.current?.(locateInTemplate(state.doc.toString(), state.selection.main.head).robot);
      }, 200);
    };
    const view = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: valueRef.current,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          EditorState.tabSize.of(2),
          indentUnit.of('  '),
          keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
          json(),
          syntaxHighlighting(tokenHighlighter),
          linter(templateDiagnostics, { delay: 300 }),
          lintGutter(),
          assist.of([]),
          tokenTheme,
          ...(styleNonce ? [EditorView.cspNonce.of(styleNonce)] : []),
          EditorView.contentAttributes.of({
            'aria-label': label,
            // A contenteditable is focusable anyway; saying so lets checkers see the scroll area is reachable.
            tabindex: '0',
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
            if (update.docChanged || update.selectionSet) tellRobot(update.state);
          }),
        ],
      }),
    });
    viewRef.current = view;
    void loadAssist().then(({ robotAssist }) => {
      if (viewRef.current === view) view.dispatch({ effects: assist.reconfigure(robotAssist()) });
    });
    return () => {
      clearTimeout(settle);
      view.destroy();
      viewRef.current = null;
    };
  }, [label, describedBy]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === value) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
  }, [value]);

  useImperativeHandle(ref, () => {
    const focusAt = (offset: number) => {
      const view = viewRef.current;
      if (!view) return;
      const anchor = Math.max(0, Math.min(offset, view.state.doc.length));
      view.dispatch({ selection: { anchor }, effects: EditorView.scrollIntoView(anchor, { y: 'center' }) });
      view.focus();
    };
    return {
      focusAt,
      focus: () => viewRef.current?.focus(),
      async insertExample(rules) {
        const { insertExampleStep } = await loadAssist();
        const view = viewRef.current;
        if (!view) return;
        const { edits, name } = insertExampleStep(view.state.doc.toString(), rules);
        view.dispatch({ changes: edits });
        const at = view.state.doc.toString().lastIndexOf(`"${name}": `);
        if (at !== -1) {
          view.dispatch({
            selection: { anchor: at + 1, head: at + 1 + name.length },
            effects: EditorView.scrollIntoView(at, { y: 'center' }),
          });
        }
        view.focus();
      },
      focusLine(line) {
        const doc = viewRef.current?.state.doc;
        if (doc) focusAt(doc.line(Math.max(1, Math.min(line, doc.lines))).from);
      },
    };
  }, []);

  return (
    <div
      ref={hostRef}
      data-slot="template-code-editor"
      className={cn(
        'overflow-hidden rounded-md border border-border-strong',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus',
        className,
      )}
    />
  );
}
