import { type TemplateStepSummary, templateStepUses } from '@console/api';
import { Braces, Columns2, Workflow } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../primitives/skeleton';
import { useTemplateAnalysis } from './template-editor-state';

// The graph is loaded when first shown, as a chunk of its own: most visits never open it, and the page's own
// download stays within its budget.
const StepGraph = lazy(async () => ({ default: (await import('./step-graph')).StepGraph }));

/** Which of the template's views the editor shows: the JSON, its step graph, or both side by side. */
export type TemplateView = 'json' | 'graph' | 'split';

/** Where the person's choice of view is kept, so the editor opens the way they left it. */
export const TEMPLATE_VIEW_STORAGE_KEY = 'console-template-view';

const VIEWS = [
  { value: 'json', label: 'JSON', Icon: Braces },
  { value: 'graph', label: 'Step graph', Icon: Workflow },
  { value: 'split', label: 'Side by side', Icon: Columns2 },
] as const;

function isTemplateView(value: unknown): value is TemplateView {
  return VIEWS.some((view) => view.value === value);
}

function readStoredView(): TemplateView {
  try {
    const stored = window.localStorage.getItem(TEMPLATE_VIEW_STORAGE_KEY);
    return isTemplateView(stored) ? stored : 'json';
  } catch {
    // Storage can be disabled (private mode, blocked cookies); the choice then lasts for the page only.
    return 'json';
  }
}

function writeStoredView(view: TemplateView): void {
  try {
    window.localStorage.setItem(TEMPLATE_VIEW_STORAGE_KEY, view);
  } catch {
    // See readStoredView.
  }
}

/**
 * The view the editor shows, starting from the person's last choice: `choose` is their choice and is kept, `show`
 * is the screen's own move (back to the JSON for a jump) and is not.
 */
export function useTemplateView() {
  const [view, setView] = useState(readStoredView);
  const choose = (next: TemplateView) => {
    setView(next);
    writeStoredView(next);
  };
  return { view, choose, show: setView };
}

export type TemplateJsonViewsProps = {
  /** From useTemplateView, which the screen holds: side by side, the JSON and the graph take the page's width. */
  view: ReturnType<typeof useTemplateView>;
  /** The JSON editor with its hint; it stays mounted while hidden, so its undo history survives a switch. */
  editor: ReactNode;
  /** Moves the editor's cursor to the start of a 1-based line and focuses it. */
  focusLine: (line: number) => void;
  /** The height the editor and the graph share. */
  paneClassName: string;
};

/** The template's JSON and its step graph, one at a time or side by side, as the person last chose. */
export function TemplateJsonViews({
  view: { view, choose, show },
  editor,
  focusLine,
  paneClassName,
}: TemplateJsonViewsProps) {
  const group = useId();
  const jump = (step: TemplateStepSummary) => {
    // The editor must be on screen before it can take focus; the choice stored stays the person's own.
    if (view === 'graph') flushSync(() => show('json'));
    focusLine(step.line);
  };

  return (
    <div className="@container grid gap-2">
      {/* Native radios: arrow keys, the checked state and its announcement come with them, at no download. */}
      <div
        role="radiogroup"
        aria-label="View"
        className="inline-flex w-fit items-center gap-0.5 rounded-md border border-border bg-surface-sunken p-0.5"
      >
        {VIEWS.map(({ value, label, Icon }) => (
          <label
            key={value}
            className={cn(
              'relative inline-flex h-7 cursor-pointer items-center gap-1.5 rounded-sm px-2 font-medium text-fg-muted text-sm',
              'transition-colors duration-fast ease-standard hover:text-fg',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              'has-[:checked]:bg-surface has-[:checked]:text-fg has-[:checked]:shadow-sm',
            )}
          >
            <input
              type="radio"
              name={group}
              value={value}
              checked={view === value}
              onChange={() => choose(value)}
              // Over the whole label, invisible: the label draws the choice, the input takes the click and the focus.
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            <Icon aria-hidden className="size-4" />
            {label}
          </label>
        ))}
      </div>
      <div className={cn('grid grid-cols-[minmax(0,1fr)] gap-4', view === 'split' && '@3xl:grid-cols-2')}>
        <div hidden={view === 'graph'} className="grid min-w-0 gap-1.5">
          {editor}
        </div>
        {/* Drawn only while shown, for the same reason. */}
        {view === 'json' ? null : (
          <section aria-label="Step graph" className="min-w-0">
            <Suspense
              fallback={
                <div aria-busy="true" className={paneClassName}>
                  <span className="sr-only">Loading the step graph</span>
                  <Skeleton shape="block" className="h-full" />
                </div>
              }
            >
              <TemplateStepGraph onJump={jump} className={paneClassName} />
            </Suspense>
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * The graph of the JSON as validated, which trails the editor while the person types: its parse and layout run in
 * React's deferred render, not in a keystroke's task. Mounted only while shown, so a hidden graph costs no parse.
 */
function TemplateStepGraph({
  onJump,
  className,
}: {
  onJump: (step: TemplateStepSummary) => void;
  className: string;
}) {
  const { json, steps, issues } = useTemplateAnalysis();
  const uses = useMemo(() => templateStepUses(json), [json]);
  return <StepGraph steps={steps} uses={uses} issues={issues} onJump={onJump} className={className} />;
}
