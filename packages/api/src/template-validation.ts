import { type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { type KnownRobot, ROBOT_NAMES } from './robots/generated/names';

/*
 * Checks of a template's JSON, run on every keystroke in the editor and again by the server before a save: its
 * structure, and each step's parameters against its robot's rules (generated from the SDK) once those have loaded.
 * Pure: text in, issues out, each with the span it is about, so the editor can mark it and jump to it.
 */

/** A problem in a template's JSON text: errors block a save, warnings do not. */
export interface TemplateIssue {
  severity: 'error' | 'warning';
  message: string;
  /** Character offsets of the text the issue is about, `to` exclusive. */
  from: number;
  to: number;
  /** 1-based line of `from`. */
  line: number;
  /** The step the issue is about, or null for the template as a whole. */
  step: string | null;
}

/** A step as the editor's outline lists it. */
export interface TemplateStepSummary {
  name: string;
  /** Null while the step has no robot (or is not an object yet). */
  robot: string | null;
  /** 1-based line of the step's name. */
  line: number;
}

/** The uploaded files: every step may use them, whether or not the template names a step so (for /upload/handle). */
export const ORIGINAL_STEP = ':original';

/** The robots the SDK describes, sorted; a step naming another is warned about, not refused. */
export const KNOWN_ROBOTS: readonly KnownRobot[] = ROBOT_NAMES;
export type { KnownRobot };

const KNOWN = new Set<string>(KNOWN_ROBOTS);

/**
 * Checks one step's parameters against its robot's rules (robots/check-parameters.ts, given the rules by its
 * caller, so this module stays light for the pages that load it): each problem with the node it is about. Empty
 * when the robot's rules are not at hand.
 */
export type ParameterCheck = (robot: string, step: Node, key: Node) => { message: string; node: Node }[];

/** The server reads templates with a strict JSON parser: no comments, no trailing commas. */
const PARSE_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

const SYNTAX_PROBLEMS: Record<ReturnType<typeof printParseErrorCode>, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon',
  CommaExpected: 'expected a comma',
  CloseBraceExpected: 'expected a closing brace',
  CloseBracketExpected: 'expected a closing bracket',
  EndOfFileExpected: 'expected the end of the text',
  InvalidCommentToken: 'comments are not allowed',
  UnexpectedEndOfComment: 'unfinished comment',
  UnexpectedEndOfString: 'unfinished string',
  UnexpectedEndOfNumber: 'unfinished number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string',
  '<unknown ParseErrorCode>': 'unexpected input',
};

interface StepNode {
  name: string;
  key: Node;
  value: Node;
}

/** Finds lines by offset; built once per text. */
class Lines {
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
function propertyValue(object: Node, key: string): Node | undefined {
  let found: Node | undefined;
  for (const property of object.children ?? []) {
    if (property.children?.[0]?.value === key) found = property.children[1];
  }
  return found;
}

/** The steps in the order JSON.parse sees them: a repeated name keeps its first place and its last value. */
function stepsOf(steps: Node): StepNode[] {
  const byName = new Map<string, StepNode>();
  for (const property of steps.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key?.type === 'string' && value)
      byName.set(String(key.value), { name: String(key.value), key, value });
  }
  return [...byName.values()];
}

/** How a value the template got wrong reads in a message: `5`, `null`, `an object`, `a list`. */
function shown(node: Node): string {
  if (node.type === 'object') return 'an object';
  if (node.type === 'array') return 'a list';
  return JSON.stringify(node.value ?? null);
}

/** Reports a part of a step's `use` that cannot name a step. */
type UseProblem = (message: string, node: Node) => void;

/**
 * The string nodes naming the steps a step uses: a name, a list of names or `{ name }`s, or `{ steps: … }` holding
 * either. Anything else in `use` would make the service refuse the step, so it is reported rather than skipped.
 */
function namesInUse(use: Node, problem: UseProblem): Node[] {
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

function namesInList(list: Node, problem: UseProblem): Node[] {
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
function stepAround(stepsNode: Node, offset: number): string | null {
  const property = (stepsNode.children ?? []).find(
    (candidate) => candidate.offset <= offset && offset < candidate.offset + candidate.length,
  );
  const key = property?.children?.[0];
  return key === undefined ? null : String(key.value);
}

/** Keys that repeat within one object, each later occurrence with the object holding it, in text order. */
function repeatedKeys(root: Node): { key: Node; object: Node }[] {
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
function findCycles(order: readonly string[], uses: ReadonlyMap<string, readonly string[]>): string[][] {
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

/**
 * Every problem of a template's JSON text, in the order they appear in it. Parameters are checked for the steps
 * with `checkParameters`; without it, structure only.
 */
export function validateTemplate(text: string, checkParameters?: ParameterCheck): TemplateIssue[] {
  const lines = new Lines(text);
  const at = (
    severity: TemplateIssue['severity'],
    message: string,
    node: { offset: number; length: number },
    step: string | null = null,
  ): TemplateIssue => ({
    severity,
    message,
    from: node.offset,
    to: node.offset + node.length,
    line: lines.of(node.offset),
    step,
  });

  const syntax: ParseError[] = [];
  const root = parseTree(text, syntax, PARSE_OPTIONS);
  // Only the first syntax error: the parser's later ones mostly follow from it.
  const broken = syntax[0];
  if (broken) {
    const what = SYNTAX_PROBLEMS[printParseErrorCode(broken.error)];
    return [at('error', `Invalid JSON: ${what} at line ${lines.of(broken.offset)}`, broken)];
  }
  if (root?.type !== 'object') {
    return [at('error', 'The template must be a JSON object', root ?? { offset: 0, length: text.length })];
  }
  const stepsNode = propertyValue(root, 'steps');
  if (stepsNode?.type !== 'object') {
    return [
      at('error', 'The template needs a "steps" object', stepsNode ?? { offset: root.offset, length: 1 }),
    ];
  }

  const steps = stepsOf(stepsNode);
  const names = new Set(steps.map((step) => step.name));
  const issues: TemplateIssue[] = [];
  if (steps.length === 0) {
    issues.push(at('warning', 'This template has no steps yet; a test run would do nothing', stepsNode));
  }
  // JSON.parse, and so the service, keeps the last of two equal keys without a word: the first is lost silently.
  for (const { key, object } of repeatedKeys(root)) {
    const name = String(key.value);
    if (object === stepsNode) {
      issues.push(
        at('error', `Step "${name}" is defined more than once; only the last one would be kept`, key, name),
      );
      continue;
    }
    const step = stepAround(stepsNode, key.offset);
    const where = step === null ? 'the template' : `step "${step}"`;
    issues.push(
      at('error', `"${name}" appears more than once in ${where}; only the last one would be kept`, key, step),
    );
  }
  const uses = new Map<string, string[]>();
  for (const { name, key, value } of steps) {
    if (value.type !== 'object') {
      issues.push(at('error', `Step "${name}" must be an object`, value, name));
      continue;
    }
    const robot = propertyValue(value, 'robot');
    if (robot?.type !== 'string' || robot.value === '') {
      issues.push(at('error', `Step "${name}" needs a "robot"`, robot ?? key, name));
    } else if (!KNOWN.has(robot.value)) {
      issues.push(at('warning', `Step "${name}" uses the unknown robot "${robot.value}"`, robot, name));
    } else {
      for (const problem of checkParameters?.(robot.value, value, key) ?? []) {
        issues.push(at('error', `Step "${name}": ${problem.message}`, problem.node, name));
      }
    }
    const use = propertyValue(value, 'use');
    const problem: UseProblem = (message, node) =>
      issues.push(at('error', `Step "${name}": ${message}`, node, name));
    const used: string[] = [];
    for (const node of use === undefined ? [] : namesInUse(use, problem)) {
      const target = String(node.value);
      if (target === ORIGINAL_STEP) continue;
      if (names.has(target)) used.push(target);
      else
        issues.push(
          at('error', `Step "${name}" uses "${target}", which is not a step of this template`, node, name),
        );
    }
    uses.set(name, used);
  }

  const keys = new Map(steps.map((step) => [step.name, step.key]));
  for (const cycle of findCycles([...uses.keys()], uses)) {
    const first = cycle[0] ?? '';
    const key = keys.get(first) ?? stepsNode;
    issues.push(at('error', `Steps ${[...cycle, first].join(' → ')} use each other in a cycle`, key, first));
  }
  return issues.sort((a, b) => a.from - b.from);
}

/** The steps for the editor's outline, or null while the text has no "steps" object to list. */
export function templateSteps(text: string): TemplateStepSummary[] | null {
  const root = parseTree(text, [], PARSE_OPTIONS);
  const stepsNode = root?.type === 'object' ? propertyValue(root, 'steps') : undefined;
  if (stepsNode?.type !== 'object') return null;
  const lines = new Lines(text);
  return stepsOf(stepsNode).map(({ name, key, value }) => {
    const robot = value.type === 'object' ? propertyValue(value, 'robot') : undefined;
    return {
      name,
      robot: robot?.type === 'string' ? String(robot.value) : null,
      line: lines.of(key.offset),
    };
  });
}
