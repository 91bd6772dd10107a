import { findNodeAtLocation, getLocation, modify, type Node } from 'jsonc-parser';
import { lastParseOf } from '../template-tree';
import type { RobotRules, RuleNode, RuleProperty } from './rules';

/*
 * Where the cursor stands in a template, for the editor's completion and docs: in which step, on which parameter
 * key or value, and the rules there. Tolerant of the half-typed JSON the editor holds between keystrokes.
 */

export interface TemplateLocation {
  /** The step the cursor is in, null outside the steps. */
  step: string | null;
  /** The step's robot as written, null while it has none. */
  robot: string | null;
  /** Below the step: `['text', 0, 'size']`; empty on the step's own name. */
  path: (string | number)[];
  /** On a property name (the last of `path`) rather than a value. */
  atKey: boolean;
  /** The string, number or literal under the cursor, if any: what a completion replaces. */
  token: { from: number; to: number; text: string } | null;
  /** The keys the object around the cursor already has. */
  siblings: string[];
  /** Every step's name, in order. */
  stepNames: string[];
}

/** Read as it is being typed: a trailing comma or a comment does not hide the steps around it. */
const parseTolerant = lastParseOf({ allowTrailingComma: true, disallowComments: false });

function keysOf(object: Node | undefined): string[] {
  if (object?.type !== 'object') return [];
  return (object.children ?? []).map((property) => String(property.children?.[0]?.value ?? ''));
}

/** Where `offset` stands in the template `text`. */
export function locateInTemplate(text: string, offset: number): TemplateLocation {
  const location = getLocation(text, offset);
  const previous = location.previousNode;
  const token =
    previous && previous.type !== 'object' && previous.type !== 'array'
      ? {
          from: previous.offset,
          to: previous.offset + previous.length,
          text: text.slice(previous.offset, previous.offset + previous.length),
        }
      : null;
  // A half-typed key (`"qual` with no closing quote) would swallow the rest of its line, the step's robot with
  // it: the tree is read with the key blanked out.
  const readable =
    token && location.isAtPropertyKey
      ? text.slice(0, token.from) + ' '.repeat(token.to - token.from) + text.slice(token.to)
      : text;
  const { root } = parseTolerant(readable);
  const stepsNode = root ? findNodeAtLocation(root, ['steps']) : undefined;
  const stepNames = keysOf(stepsNode);
  const [top, stepName, ...path] = location.path;
  const inStep =
    top === 'steps' && typeof stepName === 'string' && (path.length > 0 || !location.isAtPropertyKey);
  const step = inStep ? stepName : null;
  const robotNode = step !== null && root ? findNodeAtLocation(root, ['steps', step, 'robot']) : undefined;
  const parent = root ? findNodeAtLocation(root, location.path.slice(0, -1)) : undefined;
  return {
    step,
    robot: robotNode?.type === 'string' ? String(robotNode.value) : null,
    path: step === null ? [] : path,
    atKey: location.isAtPropertyKey,
    token,
    siblings: keysOf(parent),
    stepNames,
  };
}

/** The options of a union that could hold `key` (object-like ones), or the rule itself. */
function objectLike(rule: RuleNode): RuleNode[] {
  return rule.type === 'union' ? rule.options.flatMap(objectLike) : [rule];
}

/** The rule and property a path below a step leads to in its robot's rules, if the rules know the path. */
export function ruleAt(
  rules: RobotRules,
  path: readonly (string | number)[],
): { rule: RuleNode; property?: RuleProperty } | undefined {
  let found: { rule: RuleNode; property?: RuleProperty } = { rule: rules.parameters };
  for (const segment of path) {
    let next: { rule: RuleNode; property?: RuleProperty } | undefined;
    for (const option of objectLike(found.rule)) {
      if (option.type === 'object' && typeof segment === 'string' && option.properties[segment]) {
        const property = option.properties[segment];
        next = { rule: property.rule, property };
      } else if (option.type === 'record' && typeof segment === 'string') next = { rule: option.values };
      else if (option.type === 'array' && typeof segment === 'number') next = { rule: option.items };
      else if (option.type === 'tuple' && typeof segment === 'number') {
        const item = option.items[segment] ?? option.rest;
        if (item) next = { rule: item };
      }
      if (next) break;
    }
    if (!next) return undefined;
    found = next;
  }
  return found;
}

/** The properties an object rule (or any object option of a union) offers. */
export function propertiesOf(rule: RuleNode): [string, RuleProperty][] {
  return objectLike(rule).flatMap((option) =>
    option.type === 'object' ? Object.entries(option.properties) : [],
  );
}

/** The values a rule takes from a fixed set (enums, literals, booleans, null), for completion. */
export function valuesOf(rule: RuleNode): unknown[] {
  switch (rule.type) {
    case 'enum':
      return rule.values;
    case 'literal':
      return [rule.value];
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'union':
      return [...new Set(rule.options.flatMap(valuesOf))];
    default:
      return [];
  }
}

/** The first sentence of a description: what completion shows beside a parameter. */
export function firstSentence(description: string | undefined): string {
  const paragraph =
    (description ?? '')
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  const end = paragraph.search(/[.!?](\s|$)/);
  return end === -1 ? paragraph : paragraph.slice(0, end + 1);
}

/** A text edit: replace `from`–`to` with `insert`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/**
 * The edits that add the robot's example step to a template under a name it does not use yet. A `use` naming a
 * step the template lacks is pointed at `:original`, the uploads, so the step is valid where it lands.
 */
export function insertExampleStep(text: string, rules: RobotRules): { edits: TextEdit[]; name: string } {
  const [exampleName, exampleStep] =
    Object.entries(rules.example.steps).find(([, step]) => step.robot === rules.name) ??
    Object.entries(rules.example.steps)[0] ??
    [];
  const { root } = parseTolerant(text);
  const names = new Set(keysOf(root ? findNodeAtLocation(root, ['steps']) : undefined));
  let name = exampleName ?? rules.name.slice(1).replace('/', '_');
  for (let n = 2; names.has(name); n++) name = `${exampleName}_${n}`;
  const step = { ...exampleStep };
  const uses = [step.use].flat().filter((used) => typeof used === 'string');
  if (uses.some((used) => used !== ':original' && !names.has(used))) step.use = ':original';
  if (root?.type !== 'object') {
    const whole = `${JSON.stringify({ steps: { [name]: step } }, null, 2)}\n`;
    return { name, edits: [{ from: 0, to: text.length, insert: whole }] };
  }
  const edits = modify(text, ['steps', name], step, {
    formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
  });
  return {
    name,
    edits: edits.map((edit) => ({ from: edit.offset, to: edit.offset + edit.length, insert: edit.content })),
  };
}
