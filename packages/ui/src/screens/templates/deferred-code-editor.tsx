import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../../lib/after-paint';
import type { TemplateCodeEditorProps } from './template-code-editor';
import { EditorSkeleton } from './template-editor-parts';

// CodeMirror is loaded only when an editor is on screen, as a chunk of its own beside the route's.
const TemplateCodeEditor = lazy(async () => ({
  default: (await import('./template-code-editor')).TemplateCodeEditor,
}));

/**
 * The template's code editor, asked for once the page has painted: on a phone the page's largest paint is its
 * title, and CodeMirror asked for as the page mounted went out before it and counted in it (docs/first-paint.md).
 * The placeholder has the editor's height, so nothing moves when it arrives.
 */
export function DeferredCodeEditor(props: TemplateCodeEditorProps) {
  const painted = useAfterFirstPaint();
  return (
    <Suspense fallback={<EditorSkeleton />}>
      {painted ? <TemplateCodeEditor {...props} /> : <EditorSkeleton />}
    </Suspense>
  );
}
