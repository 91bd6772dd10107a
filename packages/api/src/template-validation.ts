import { type Node, printParseErrorCode } from 'jsonc-parser';
import { type KnownRobot, ROBOT_NAMES } from './robots/generated/names';
import {
  findCycles,
  Lines,
  lastParseOf,
  namesInUse,
  propertyValue,
  repeatedKeys,
  stepAround,
  stepsOf,
  type UseProblem,
} from './template-tree';

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
const parseStrict = lastParseOf({
  disallowComments: true,
  allowTrailingComma: false,
  allowEmptyContent: false,
});

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

  const { root, errors } = parseStrict(text);
  // Only the first syntax error: the parser's later ones mostly follow from it.
  const broken = errors[0];
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
  const { root } = parseStrict(text);
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
