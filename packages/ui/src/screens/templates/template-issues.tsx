import type { TemplateIssue, TemplateStepSummary } from '@console/api';
import { CircleCheck, CircleExclamationPoint, TriangleExclamationPoint } from 'lucide-react';
import { memo, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

const lineButton = cn(
  'flex w-full min-w-0 items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm',
  'transition-colors duration-fast ease-standard hover:bg-surface-sunken',
  'focus-visible:outline-2 focus-visible:outline-focus focus-visible:-outline-offset-2',
);

function LineNumber({ line }: { line: number }) {
  return (
    <span className="ml-auto shrink-0 whitespace-nowrap pl-2 text-fg-muted text-xs tabular-nums">
      line {line}
    </span>
  );
}

/** A titled list in the editor's side panel (problems, steps): a group in the panel, not a page's card (Section). */
function PanelGroup({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="font-semibold text-fg text-sm">
          {title}
        </h2>
        {summary}
      </div>
      {children}
    </section>
  );
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "2 errors, 1 warning": what the JSON has, for the list's heading and the save button's reason. */
function issueSummary(issues: readonly TemplateIssue[]): string {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const warnings = issues.length - errors;
  const parts = [
    errors > 0 ? count(errors, 'error', 'errors') : null,
    warnings > 0 ? count(warnings, 'warning', 'warnings') : null,
  ];
  return parts.filter(Boolean).join(', ');
}

export type TemplateIssuesProps = {
  issues: readonly TemplateIssue[];
  /** Moves the editor's cursor to the offset and focuses the editor. */
  onJump: (offset: number) => void;
};

/** Whether two lists say the same: each keystroke checks the JSON again, and most change nothing they show. */
function sameList<T>(a: readonly T[] | null, b: readonly T[] | null, same: (x: T, y: T) => boolean): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((item, index) => same(item, b[index] as T));
}

const sameIssue = (a: TemplateIssue, b: TemplateIssue) =>
  a.from === b.from && a.line === b.line && a.severity === b.severity && a.message === b.message;

const sameStep = (a: TemplateStepSummary, b: TemplateStepSummary) =>
  a.name === b.name && a.robot === b.robot && a.line === b.line;

/*
 * Memoised on what they show: a keystroke in the template editor checks the JSON again and hands these lists new
 * arrays, which mostly say what the last ones said; drawing them again would be work in every keystroke's wake.
 */
/** The JSON's problems, each a button that takes the cursor to it; errors block saving and test runs. */
export const TemplateIssues = memo(
  function TemplateIssues({ issues, onJump }: TemplateIssuesProps) {
    return (
      <PanelGroup
        title="Problems"
        summary={
          issues.length > 0 ? <span className="text-fg-muted text-xs">{issueSummary(issues)}</span> : null
        }
      >
        {issues.length === 0 ? (
          <p className="flex items-center gap-2 px-2 py-1.5 text-sm text-success-text">
            <CircleCheck aria-hidden className="size-4 shrink-0" />
            No problems found
          </p>
        ) : (
          <ul className="grid gap-0.5">
            {issues.map((issue) => {
              const error = issue.severity === 'error';
              const Icon = error ? CircleExclamationPoint : TriangleExclamationPoint;
              return (
                <li key={`${issue.from}:${issue.message}`}>
                  <button type="button" className={lineButton} onClick={() => onJump(issue.from)}>
                    <Icon
                      aria-hidden
                      className={cn(
                        'mt-0.5 size-4 shrink-0',
                        error ? 'text-danger-text' : 'text-warning-text',
                      )}
                    />
                    <span className="sr-only">{error ? 'Error:' : 'Warning:'} </span>
                    <span className="min-w-0 break-words text-fg">{issue.message}</span>
                    <LineNumber line={issue.line} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PanelGroup>
    );
  },
  (a, b) => a.onJump === b.onJump && sameList(a.issues, b.issues, sameIssue),
);

export type TemplateOutlineProps = {
  /** `templateSteps` of the JSON; null while it cannot be read. */
  steps: readonly TemplateStepSummary[] | null;
  onJump: (line: number) => void;
};

/** The template's steps in order, each a way to its place in the JSON. */
export const TemplateOutline = memo(
  function TemplateOutline({ steps, onJump }: TemplateOutlineProps) {
    return (
      <PanelGroup title="Steps">
        {steps === null || steps.length === 0 ? (
          <p className="px-2 py-1.5 text-fg-muted text-sm">
            {steps === null ? 'The steps show up here once the JSON can be read.' : 'No steps yet.'}
          </p>
        ) : (
          <ol className="grid gap-0.5">
            {steps.map((step) => (
              <li key={step.name}>
                <button type="button" className={lineButton} onClick={() => onJump(step.line)}>
                  <span className="min-w-0 truncate font-medium font-mono text-fg text-xs">{step.name}</span>
                  <span className="min-w-0 truncate font-mono text-fg-muted text-xs">
                    {step.robot ?? 'no robot'}
                  </span>
                  <LineNumber line={step.line} />
                </button>
              </li>
            ))}
          </ol>
        )}
      </PanelGroup>
    );
  },
  (a, b) => a.onJump === b.onJump && sameList(a.steps, b.steps, sameStep),
);
