import { ORIGINAL_STEP, type TemplateStepSummary } from '@console/api';

/*
 * Layered layout of a template's steps: a step's column is the longest path to it from the steps that use nothing
 * (the uploads among them), so every edge points right; within a column, steps sit near the average row of what they
 * use, which keeps most edges short and uncrossed. Hand-written because it is this short: a layout library would
 * cost the editor's chunk more than it saves.
 */

export type GraphNode = {
  name: string;
  robot: string | null;
  /** 1-based line of the step in the JSON; null for the uploads when no step of the template is named `:original`. */
  line: number | null;
  /** The nodes this one uses, as drawn: names that are not steps are left out. */
  inputs: string[];
  column: number;
  row: number;
};

export type GraphEdge = { from: string; to: string };

export type StepGraphLayout = {
  /** Column by column, top to bottom: the order the keyboard and a screen reader meet them in. */
  nodes: GraphNode[];
  edges: GraphEdge[];
  columns: number;
  rows: number;
};

export function layoutStepGraph(
  steps: readonly TemplateStepSummary[],
  uses: ReadonlyMap<string, readonly string[]>,
): StepGraphLayout {
  const names = new Set(steps.map((step) => step.name));
  const usesUploads = steps.some((step) => uses.get(step.name)?.includes(ORIGINAL_STEP));
  // Every step may use the uploads, whether or not the template names a step `:original`.
  const uploads: TemplateStepSummary[] =
    usesUploads && !names.has(ORIGINAL_STEP) ? [{ name: ORIGINAL_STEP, robot: null, line: 0 }] : [];
  const all = [...uploads, ...steps];
  const known = new Set(all.map((step) => step.name));
  const inputsOf = new Map(
    all.map((step) => [
      step.name,
      (uses.get(step.name) ?? []).filter((input) => known.has(input) && input !== step.name),
    ]),
  );

  const column = longestPaths(all, inputsOf);
  const rowOf = new Map<string, number>();
  const byColumn: TemplateStepSummary[][] = [];
  for (const step of all) {
    const index = column.get(step.name) ?? 0;
    byColumn[index] = [...(byColumn[index] ?? []), step];
  }
  const nodes: GraphNode[] = [];
  for (const [index, members = []] of byColumn.entries()) {
    const placed = members
      .map((step, order) => ({ step, order, weight: meanRow(inputsOf.get(step.name) ?? [], rowOf) ?? order }))
      .sort((a, b) => a.weight - b.weight || a.order - b.order);
    for (const [row, { step }] of placed.entries()) {
      rowOf.set(step.name, row);
      nodes.push({
        name: step.name,
        robot: step.robot,
        line: uploads.includes(step) ? null : step.line,
        inputs: inputsOf.get(step.name) ?? [],
        column: index,
        row,
      });
    }
  }
  return {
    nodes,
    edges: nodes.flatMap((node) => node.inputs.map((from) => ({ from, to: node.name }))),
    columns: byColumn.length,
    rows: Math.max(0, ...byColumn.map((members = []) => members.length)),
  };
}

/** The mean row of the inputs already placed (those in earlier columns), or null when none is. */
function meanRow(inputs: readonly string[], rowOf: ReadonlyMap<string, number>): number | null {
  const rows = inputs.flatMap((input) => {
    const row = rowOf.get(input);
    return row === undefined ? [] : [row];
  });
  return rows.length === 0 ? null : rows.reduce((sum, row) => sum + row, 0) / rows.length;
}

/**
 * Each step's longest path from a step that uses nothing, by Kahn's algorithm (iterative, so a long chain cannot
 * overflow the stack). Steps in a cycle never come free; they go one column after what they use that is placed.
 */
function longestPaths(
  steps: readonly TemplateStepSummary[],
  inputsOf: ReadonlyMap<string, readonly string[]>,
): Map<string, number> {
  const consumers = new Map<string, string[]>();
  const waiting = new Map<string, number>();
  for (const step of steps) {
    const inputs = inputsOf.get(step.name) ?? [];
    waiting.set(step.name, inputs.length);
    for (const input of inputs) consumers.set(input, [...(consumers.get(input) ?? []), step.name]);
  }
  const depth = new Map<string, number>();
  const ready = steps.filter((step) => waiting.get(step.name) === 0).map((step) => step.name);
  for (const name of ready) depth.set(name, 0);
  // The queue only grows; reading it by index keeps the walk linear.
  for (const next of ready) {
    for (const consumer of consumers.get(next) ?? []) {
      depth.set(consumer, Math.max(depth.get(consumer) ?? 0, (depth.get(next) ?? 0) + 1));
      const left = (waiting.get(consumer) ?? 0) - 1;
      waiting.set(consumer, left);
      if (left === 0) ready.push(consumer);
    }
  }
  for (const step of steps) {
    if ((waiting.get(step.name) ?? 0) <= 0) continue;
    const placed = (inputsOf.get(step.name) ?? []).map((input) => depth.get(input));
    depth.set(step.name, Math.max(-1, ...placed.filter((value) => value !== undefined)) + 1);
  }
  return depth;
}
