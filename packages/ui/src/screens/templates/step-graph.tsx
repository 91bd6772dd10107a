import { ORIGINAL_STEP, type TemplateIssue, type TemplateStepSummary } from '@console/api';
import { CircleExclamationPoint, TriangleExclamationPoint } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { type StepCategory, stepCategory, UPLOADS_CATEGORY } from './step-graph-category';
import { type GraphNode, layoutStepGraph } from './step-graph-layout';

const NODE_WIDTH = 176;
const NODE_HEIGHT = 48;
const COLUMN_GAP = 48;
const ROW_GAP = 12;
const PADDING = 16;

const left = (column: number) => PADDING + column * (NODE_WIDTH + COLUMN_GAP);
const top = (row: number) => PADDING + row * (NODE_HEIGHT + ROW_GAP);
const boxOf = (node: GraphNode) => ({
  left: left(node.column),
  top: top(node.row),
  width: NODE_WIDTH,
  height: NODE_HEIGHT,
});

/** From the right side of what is used to the left side of what uses it, leaving and arriving level. */
function forwardEdge(source: GraphNode, target: GraphNode): string {
  const x1 = left(source.column) + NODE_WIDTH;
  const y1 = top(source.row) + NODE_HEIGHT / 2;
  const x2 = left(target.column);
  const y2 = top(target.row) + NODE_HEIGHT / 2;
  const bend = (x2 - x1) / 2;
  return `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
}

/**
 * An edge of a cycle points back (or up its own column): it loops below the nodes, bottom to bottom, so it never
 * runs off the panel's left edge; it is dashed in the danger colour, as the cycle is an error.
 */
function backEdge(source: GraphNode, target: GraphNode): string {
  const x1 = left(source.column) + NODE_WIDTH / 2;
  const y1 = top(source.row) + NODE_HEIGHT;
  const x2 = left(target.column) + NODE_WIDTH / 2;
  const y2 = top(target.row) + NODE_HEIGHT;
  const below = Math.max(y1, y2) + ROW_GAP * 2;
  return `M${x1},${y1} C${x1},${below} ${x2},${below} ${x2},${y2}`;
}

const KIND_TONES: Record<StepCategory['kind'], string> = {
  import: 'bg-info-soft text-info-text',
  process: 'bg-surface-sunken text-fg-muted',
  export: 'bg-success-soft text-success-text',
};

export type StepGraphProps = {
  /** `templateSteps` of the JSON; null while it cannot be read. */
  steps: readonly TemplateStepSummary[] | null;
  /** `templateStepUses` of the same JSON: the edges. */
  uses: ReadonlyMap<string, readonly string[]>;
  /** `validateTemplate` of the same JSON: each step's problems are counted on its node. */
  issues: readonly TemplateIssue[];
  /** Moves the editor to the step. */
  onJump: (step: TemplateStepSummary) => void;
  className?: string;
};

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function inputName(name: string): string {
  return name === ORIGINAL_STEP ? 'the uploads' : name;
}

/** "uses the uploads and thumbs": a node's inputs as a screen reader announces them. */
function inputsText(inputs: readonly string[]): string {
  if (inputs.length === 0) return 'uses nothing';
  const names = inputs.map(inputName);
  const last = names.pop();
  return `uses ${names.length === 0 ? last : `${names.join(', ')} and ${last}`}`;
}

type Problems = { errors: number; warnings: number };

/** "1 error", or "3 problems: 1 error, 2 warnings". */
function problemsText({ errors, warnings }: Problems): string {
  if (errors + warnings === 0) return 'no problems';
  if (warnings === 0) return count(errors, 'error', 'errors');
  if (errors === 0) return count(warnings, 'warning', 'warnings');
  return `${errors + warnings} problems: ${count(errors, 'error', 'errors')}, ${count(warnings, 'warning', 'warnings')}`;
}

/** The neighbour a key moves to: up and down through the list, left and right to the nearest row of a column. */
function neighbour(nodes: readonly GraphNode[], from: GraphNode, key: string): GraphNode | undefined {
  const index = nodes.indexOf(from);
  const nearestIn = (column: number) =>
    nodes
      .filter((node) => node.column === column)
      .sort((a, b) => Math.abs(a.row - from.row) - Math.abs(b.row - from.row))[0];
  switch (key) {
    case 'ArrowDown':
      return nodes[index + 1];
    case 'ArrowUp':
      return nodes[index - 1];
    case 'ArrowRight':
      return nearestIn(from.column + 1);
    case 'ArrowLeft':
      return nearestIn(from.column - 1);
    case 'Home':
      return nodes[0];
    case 'End':
      return nodes.at(-1);
    default:
      return undefined;
  }
}

/**
 * The template's steps as a graph: `use` as edges from the uploads on the left to the exports on the right, each
 * step's problems counted on its node. The nodes are one list of buttons with a roving tab stop, column by
 * column, each announcing its robot, its inputs and its problems; Enter or a click moves the editor to the step.
 */
export function StepGraph({ steps, uses, issues, onJump, className }: StepGraphProps) {
  const hintId = useId();
  const markerId = `step-graph-arrow-${useId().replace(/[^\w-]/g, '')}`;
  const listRef = useRef<HTMLOListElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const layout = useMemo(() => layoutStepGraph(steps ?? [], uses), [steps, uses]);
  const problems = useMemo(() => {
    const byStep = new Map<string, Problems>();
    for (const issue of issues) {
      if (issue.step === null) continue;
      const tally = byStep.get(issue.step) ?? { errors: 0, warnings: 0 };
      if (issue.severity === 'error') tally.errors += 1;
      else tally.warnings += 1;
      byStep.set(issue.step, tally);
    }
    return byStep;
  }, [issues]);

  if (steps === null || steps.length === 0) {
    return (
      <div className={cn('grid place-items-center rounded-md border border-border p-4', className)}>
        <p className="text-center text-fg-muted text-sm">
          {steps === null ? 'The graph shows up here once the JSON can be read.' : 'No steps yet.'}
        </p>
      </div>
    );
  }

  const steppable = layout.nodes.filter((node) => node.line !== null);
  const current = steppable.find((node) => node.name === focused) ?? steppable[0];
  const position = new Map(layout.nodes.map((node) => [node.name, node]));
  const width = PADDING * 2 + layout.columns * NODE_WIDTH + (layout.columns - 1) * COLUMN_GAP;
  const height = PADDING * 2 + layout.rows * NODE_HEIGHT + (layout.rows - 1) * ROW_GAP;

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const from = steppable.find((node) => node.name === focused);
    const to = from === undefined ? undefined : neighbour(steppable, from, event.key);
    if (to === undefined) return;
    event.preventDefault();
    const button = listRef.current?.querySelector<HTMLElement>(`[data-step="${CSS.escape(to.name)}"]`);
    button?.focus();
  };

  return (
    <div className={cn('grid min-h-0 grid-rows-[minmax(0,1fr)_auto] gap-1.5', className)}>
      <div className="overflow-auto rounded-md border border-border bg-bg">
        <div className="relative" style={{ width, height }}>
          <svg aria-hidden width={width} height={height} className="absolute inset-0 overflow-visible">
            <defs>
              <marker
                id={markerId}
                viewBox="0 0 8 8"
                refX="8"
                refY="4"
                markerWidth="8"
                markerHeight="8"
                orient="auto"
              >
                {/* The arrowhead takes its edge's colour. */}
                <path d="M0,0 L8,4 L0,8 z" style={{ fill: 'context-stroke' }} />
              </marker>
            </defs>
            {layout.edges.map(({ from, to }) => {
              const source = position.get(from);
              const target = position.get(to);
              if (source === undefined || target === undefined) return null;
              const back = target.column <= source.column;
              return (
                <path
                  key={`${from}\u0000${to}`}
                  d={back ? backEdge(source, target) : forwardEdge(source, target)}
                  className={cn('fill-none', back ? 'stroke-danger' : 'stroke-border-strong')}
                  strokeWidth={1.5}
                  strokeDasharray={back ? '4 3' : undefined}
                  markerEnd={`url(#${markerId})`}
                />
              );
            })}
          </svg>
          {layout.nodes
            .filter((node) => node.line === null)
            .map((node) => (
              <div
                key={node.name}
                aria-hidden
                className="absolute flex items-center gap-2 rounded-md border border-border border-dashed bg-surface px-2"
                style={boxOf(node)}
              >
                <CategoryIcon category={UPLOADS_CATEGORY} />
                <span className="grid min-w-0">
                  <span className="truncate font-medium text-fg text-xs">Uploads</span>
                  <span className="truncate font-mono text-fg-muted text-xs">{ORIGINAL_STEP}</span>
                </span>
              </div>
            ))}
          <ol ref={listRef} aria-label="Steps in the graph" onKeyDown={onKeyDown}>
            {steppable.map((node) => {
              const tally = problems.get(node.name) ?? { errors: 0, warnings: 0 };
              const ProblemIcon = tally.errors > 0 ? CircleExclamationPoint : TriangleExclamationPoint;
              const robot = node.robot ?? 'no robot';
              return (
                <li key={node.name} className="absolute" style={boxOf(node)}>
                  <button
                    type="button"
                    data-step={node.name}
                    tabIndex={node === current ? 0 : -1}
                    title={node.name}
                    onFocus={() => setFocused(node.name)}
                    onClick={() => onJump({ name: node.name, robot: node.robot, line: node.line ?? 1 })}
                    className={cn(
                      'flex size-full items-center gap-2 rounded-md border bg-surface px-2 text-left',
                      'transition-colors duration-fast ease-standard hover:bg-surface-raised',
                      'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
                      tally.errors > 0
                        ? 'border-danger'
                        : tally.warnings > 0
                          ? 'border-warning'
                          : 'border-border-strong',
                    )}
                  >
                    <CategoryIcon category={stepCategory(node.robot)} />
                    {/* One sentence for screen readers; the boxes drawn for the eye would be read with stray pauses. */}
                    <span className="sr-only">{`${node.name}, ${robot}, ${problemsText(tally)}, ${inputsText(node.inputs)}`}</span>
                    <span aria-hidden className="grid min-w-0 flex-1">
                      <span className="truncate font-medium font-mono text-fg text-xs">{node.name}</span>
                      <span className="truncate font-mono text-fg-muted text-xs">{robot}</span>
                    </span>
                    {tally.errors + tally.warnings > 0 ? (
                      <span
                        aria-hidden
                        className={cn(
                          'flex shrink-0 items-center gap-0.5 font-medium text-xs tabular-nums',
                          tally.errors > 0 ? 'text-danger-text' : 'text-warning-text',
                        )}
                      >
                        <ProblemIcon className="size-3.5" />
                        {tally.errors + tally.warnings}
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      <p id={hintId} className="text-fg-muted text-xs">
        Arrow keys move between steps; Enter shows the step in the JSON.
      </p>
    </div>
  );
}

function CategoryIcon({ category }: { category: StepCategory }) {
  const { label, Icon, kind } = category;
  // The robot's path already names its family for a screen reader; the title names it for a pointer.
  return (
    <span
      title={label}
      className={cn('grid size-7 shrink-0 place-items-center rounded-sm', KIND_TONES[kind])}
    >
      <Icon aria-hidden className="size-4" />
    </span>
  );
}
