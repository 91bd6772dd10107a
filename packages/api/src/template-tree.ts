import { type Node, type ParseError, type ParseOptions, parseTree } from 'jsonc-parser';

/*
 * Reading a template's JSON tree as the server reads the parsed object: line numbers, a property's last value,
 * the steps in JSON.parse's order, the step names a `use` gives, repeated keys and cycles between steps.
 */

export interface StepNode {
  name: string;
  key: Node;
  value: Node;
}

/** A text's tree and its syntax errors, as `parseTree` gives them. Shared: nobody may change it. */
export type ParsedTemplate = { readonly root: Node | undefined; readonly errors: readonly ParseError[] };

/**
 * `parseTree` that keeps its last answer for each set of options. The editor reads the same text several times a
 * keystroke (its robot at the cursor, the outline, the robots whose rules to load, the checks); parsed by each
 * reader, a 300-line template was parsed five times a key, two fifths of what a key allocated.
 */
export function lastParseOf(options: ParseOptions): (text: string) => ParsedTemplate {
  let last: { text: string; parsed: ParsedTemplate } | undefined;
  return (text) => {
    if (last?.text !== text) {
      const errors: ParseError[] = [];
      last = { text, parsed: { root: parseTree(text, errors, options), errors } };
    }
    return last.parsed;
  };
}

/** Finds lines by offset; built once per text. */
export class Lines {
  private readonly starts = [0];

  constructor(text: string) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
      this.starts.push(index + 1);
    }
  }

  /** The 1-based line holding `offset`. */
  of(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((this.starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }
}

/** The value of an object node's property, the last one when the key repeats (as JSON.parse does). */
export function propertyValue(object: Node, key: string): Node | undefined {
  let found: Node | undefined;
  for (const property of object.children ?? []) {
    if (property.children?.[0]?.value === key) found = property.children[1];
  }
  return found;
}

/** The steps in the order JSON.parse sees them: a repeated name keeps its first place and its last value. */
export function stepsOf(steps: Node): StepNode[] {
  const byName = new Map<string, StepNode>();
  for (const property of steps.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key?.type === 'string' && value)
      byName.set(String(key.value), { name: String(key.value), key, value });
  }
  return [...byName.values()];
}

/** How a value the template got wrong reads in a message: `5`, `null`, `an object`, `a list`. */
export function shown(node: Node): string {
  if (node.type === 'object') return 'an object';
  if (node.type === 'array') return 'a list';
  return JSON.stringify(node.value ?? null);
}

/** Reports a part of a step's `use` that cannot name a step. */
export type UseProblem = (message: string, node: Node) => void;

/**
 * The string nodes naming the steps a step uses: a name, a list of names or `{ name }`s, or `{ steps: … }` holding
 * either. Anything else in `use` would make the service refuse the step, so it is reported rather than skipped.
 */
export function namesInUse(use: Node, problem: UseProblem): Node[] {
  switch (use.type) {
    case 'string':
      return [use];
    case 'array':
      return namesInList(use, problem);
    case 'object': {
      const steps = propertyValue(use, 'steps');
      if (steps === undefined) {
        problem('"use" needs "steps" when it is an object', use);
        return [];
      }
      if (steps.type === 'string') return [steps];
      if (steps.type === 'array') return namesInList(steps, problem);
      problem(`"steps" in "use" must be a step name or a list of steps, not ${shown(steps)}`, steps);
      return [];
    }
    default:
      problem(`"use" must be a step name, a list of steps or { "steps": … }, not ${shown(use)}`, use);
      return [];
  }
}

export function namesInList(list: Node, problem: UseProblem): Node[] {
  return (list.children ?? []).flatMap((item) => {
    if (item.type === 'string') return [item];
    if (item.type !== 'object') {
      problem(`each step in "use" must be a name or { "name": … }, not ${shown(item)}`, item);
      return [];
    }
    const name = propertyValue(item, 'name');
    if (name?.type === 'string') return [name];
    if (name === undefined) problem('{ "name": … } in "use" needs a "name"', item);
    else problem(`"name" in "use" must be a step name, not ${shown(name)}`, name);
    return [];
  });
}

/** The name of the step whose definition holds `offset`, or null outside every step. */
export function stepAround(stepsNode: Node, offset: number): string | null {
  const property = (stepsNode.children ?? []).find(
    (candidate) => candidate.offset <= offset && offset < candidate.offset + candidate.length,
  );
  const key = property?.children?.[0];
  return key === undefined ? null : String(key.value);
}

/** Keys that repeat within one object, each later occurrence with the object holding it, in text order. */
export function repeatedKeys(root: Node): { key: Node; object: Node }[] {
  const repeated: { key: Node; object: Node }[] = [];
  // Iterative, like findCycles, so deeply nested JSON cannot overflow the stack.
  const pending = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const seen = new Set<unknown>();
    for (const child of node.children ?? []) {
      const [key, value] = node.type === 'object' ? (child.children ?? []) : [undefined, child];
      if (key !== undefined) {
        if (seen.has(key.value)) repeated.push({ key, object: node });
        seen.add(key.value);
      }
      if (value?.type === 'object' || value?.type === 'array') pending.push(value);
    }
  }
  return repeated.sort((a, b) => a.key.offset - b.key.offset);
}

/**
 * One cycle per back edge of a depth-first walk in document order, each starting at its step that comes first
 * in the text and reported once. The walk is iterative so a long chain of steps cannot overflow the stack.
 */
export function findCycles(
  order: readonly string[],
  uses: ReadonlyMap<string, readonly string[]>,
): string[][] {
  const position = new Map(order.map((name, index) => [name, index]));
  const state = new Map<string, 'open' | 'done'>();
  const cycles = new Map<string, string[]>();
  for (const start of order) {
    if (state.has(start)) continue;
    const path = [start];
    const next = [0];
    state.set(start, 'open');
    while (path.length > 0) {
      const depth = path.length - 1;
      const name = path[depth] ?? '';
      const edge = next[depth] ?? 0;
      next[depth] = edge + 1;
      const target = uses.get(name)?.[edge];
      if (target === undefined) {
        state.set(name, 'done');
        path.pop();
        next.pop();
      } else if (!state.has(target)) {
        state.set(target, 'open');
        path.push(target);
        next.push(0);
      } else if (state.get(target) === 'open') {
        const cycle = path.slice(path.indexOf(target));
        const first = cycle.reduce(
          (best, step, index) =>
            (position.get(step) ?? 0) < (position.get(cycle[best] ?? '') ?? 0) ? index : best,
          0,
        );
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.set(rotated.join('\u0000'), rotated);
      }
    }
  }
  return [...cycles.values()];
}
