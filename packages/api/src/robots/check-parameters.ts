import type { Node } from 'jsonc-parser';
import type { RobotRules, RuleNode } from './rules';

/*
 * Checks a step's parameters against its robot's generated rules, on the JSON tree, so each problem points at the
 * exact key or value. Where the service interpolates (`${fields.size}` for a number) the value cannot be judged
 * before an assembly runs and is accepted, as the service accepts it.
 */

/** A parameter problem and the node (key or value) it is about. */
export interface ParameterProblem {
  message: string;
  node: Node;
}

/** The parameters the service never interpolates (the SDK's uninterpolatable keys). */
const LITERAL_KEYS = new Set(['interpolate', 'robot', 'use']);
const FULL_INTERPOLATION = /^\$\{.+\}$/;
const PARTIAL_INTERPOLATION = /\$\{.+\}/;
/** The service reads these strings as numbers and booleans (the SDK's interpolateRecursive). */
const NUMERIC_STRING = /^\d+(\.\d+)?$/;
const BOOLEAN_STRING = new Set(['true', 'false']);
/** Beyond this many values a message names the first few and says how many more. */
const LISTED_VALUES = 6;

type Rule<T extends RuleNode['type']> = Extract<RuleNode, { type: T }>;

/** How a JSON value reads in a message: `"wide"`, `42`, `an object`, `a list`. */
function shown(node: Node): string {
  if (node.type === 'object') return 'an object';
  if (node.type === 'array') return 'a list';
  return JSON.stringify(node.value ?? null);
}

function listed(values: readonly unknown[]): string {
  const named = values.slice(0, LISTED_VALUES).map((value) => JSON.stringify(value));
  const more = values.length - named.length;
  return more > 0 ? `${named.join(', ')} or ${more} more` : named.join(', ').replace(/, ([^,]*)$/, ' or $1');
}

/** What a rule asks for, as a noun phrase: "a whole number", "true or false", "one of …". */
export function expected(rule: RuleNode): string {
  switch (rule.type) {
    case 'any':
      return 'any value';
    case 'null':
      return 'null';
    case 'boolean':
      return 'true or false';
    case 'string':
      return rule.url ? 'a URL' : 'text';
    case 'number':
      return rule.integer ? 'a whole number' : 'a number';
    case 'literal':
      return JSON.stringify(rule.value);
    case 'enum':
      return `one of ${listed(rule.values)}`;
    case 'array':
    case 'tuple':
      return 'a list';
    case 'object':
    case 'record':
      return 'an object';
    case 'union': {
      const choices = rule.options.flatMap((option) =>
        option.type === 'enum' ? option.values : option.type === 'literal' ? [option.value] : null,
      );
      if (!choices.includes(null)) return `one of ${listed(choices)}`;
      return [...new Set(rule.options.map(expected))].join(' or ');
    }
  }
}

/** Whether a JSON node's type could be what the rule asks for, before its constraints. */
function sameKind(rule: RuleNode, node: Node): boolean {
  switch (rule.type) {
    case 'any':
      return true;
    case 'null':
      return node.type === 'null';
    case 'boolean':
      return node.type === 'boolean';
    case 'string':
      return node.type === 'string';
    case 'number':
      return node.type === 'number';
    case 'literal':
    case 'enum':
      return node.type === 'string' || node.type === 'number' || node.type === 'boolean';
    case 'array':
    case 'tuple':
      return node.type === 'array';
    case 'object':
    case 'record':
      return node.type === 'object';
    case 'union':
      return rule.options.some((option) => sameKind(option, node));
  }
}

class Checker {
  readonly problems: ParameterProblem[] = [];

  constructor(private readonly robot: string) {}

  private report(message: string, node: Node) {
    this.problems.push({ message, node });
  }

  /** A string the service replaces or converts before checking it: accepted as written. */
  private deferred(rule: RuleNode, node: Node, interpolated: boolean): boolean {
    if (node.type !== 'string') return false;
    const text = String(node.value);
    if (interpolated && FULL_INTERPOLATION.test(text)) return true;
    if (interpolated && rule.type === 'string' && PARTIAL_INTERPOLATION.test(text)) return true;
    if (interpolated && rule.type === 'number' && NUMERIC_STRING.test(text)) return true;
    if (interpolated && rule.type === 'boolean' && BOOLEAN_STRING.has(text)) return true;
    return rule.coerced === true && rule.type !== 'number';
  }

  check(rule: RuleNode, node: Node, label: string, interpolated = true): void {
    if (this.deferred(rule, node, interpolated)) return;
    if (rule.coerced && rule.type === 'number' && node.type === 'string') {
      const parsed = Number.parseInt(String(node.value), 10);
      if (Number.isNaN(parsed) || String(node.value).includes('x')) {
        this.report(`${label} must be ${expected(rule)}, not ${shown(node)}`, node);
      } else this.number(rule, { ...node, value: parsed }, label);
      return;
    }
    switch (rule.type) {
      case 'any':
        return;
      case 'union':
        this.union(rule, node, label, interpolated);
        return;
      case 'object':
        this.object(rule, node, label);
        return;
      case 'record':
        if (node.type !== 'object') break;
        for (const property of node.children ?? []) {
          const [key, value] = property.children ?? [];
          if (key && value) this.check(rule.values, value, `${label}.${key.value}`);
        }
        return;
      case 'array':
      case 'tuple':
        this.list(rule, node, label);
        return;
      case 'string':
        this.string(rule, node, label);
        return;
      case 'number':
        this.number(rule, node, label);
        return;
      case 'literal':
        if (node.value === rule.value && node.type !== 'object' && node.type !== 'array') return;
        break;
      case 'enum':
        if (rule.values.includes(node.value) && (node.type === 'string' || node.type === 'number')) return;
        break;
      default:
        if (sameKind(rule, node)) return;
    }
    this.report(`${label} must be ${expected(rule)}, not ${shown(node)}`, node);
  }

  private union(rule: Rule<'union'>, node: Node, label: string, interpolated: boolean) {
    const attempts = rule.options.map((option) => {
      const checker = new Checker(this.robot);
      checker.check(option, node, label, interpolated);
      return { option, problems: checker.problems };
    });
    if (attempts.some((attempt) => attempt.problems.length === 0)) return;
    // Only options of the value's own kind can say more than "must be X or Y": the fewest problems wins.
    const candidates = attempts.filter(
      (attempt) => attempt.option.type !== 'literal' && sameKind(attempt.option, node),
    );
    const enumLike = rule.options.every((option) => option.type === 'enum' || option.type === 'literal');
    if (candidates.length === 0 || enumLike) {
      this.report(`${label} must be ${expected(rule)}, not ${shown(node)}`, node);
      return;
    }
    const best = candidates.reduce((a, b) => (b.problems.length < a.problems.length ? b : a));
    this.problems.push(...best.problems);
  }

  object(rule: Rule<'object'>, node: Node, label: string, anchor: Node = node, top = false) {
    if (node.type !== 'object') {
      this.report(`${label} must be an object, not ${shown(node)}`, node);
      return;
    }
    const present = new Set<string>();
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (!key || !value) continue;
      const name = String(key.value);
      // validateTemplate has checked the robot itself.
      if (top && name === 'robot') continue;
      present.add(name);
      const known = rule.properties[name];
      const where = top ? `"${name}"` : `${label}.${name}`;
      if (known === undefined) {
        if (rule.unknownKeys === 'strict') {
          const owner = top ? this.robot : label;
          this.report(`${where} is not a parameter of ${owner}`, key);
        }
      } else if (!(top && name === 'use')) {
        this.check(known.rule, value, where, !(top && LITERAL_KEYS.has(name)));
      }
    }
    for (const [name, property] of Object.entries(rule.properties)) {
      if (property.required && !present.has(name)) {
        this.report(`${top ? this.robot : label} needs "${name}"`, anchor);
      }
    }
  }

  private list(rule: Rule<'array'> | Rule<'tuple'>, node: Node, label: string) {
    if (node.type !== 'array') {
      this.report(`${label} must be a list, not ${shown(node)}`, node);
      return;
    }
    const items = node.children ?? [];
    if (rule.type === 'array') {
      if (rule.minItems !== undefined && items.length < rule.minItems)
        this.report(`${label} needs at least ${rule.minItems} items`, node);
      if (rule.maxItems !== undefined && items.length > rule.maxItems)
        this.report(`${label} takes at most ${rule.maxItems} items`, node);
      items.forEach((item, index) => {
        this.check(rule.items, item, `${label}[${index}]`);
      });
      return;
    }
    if (items.length < rule.items.length || (rule.rest === undefined && items.length > rule.items.length))
      this.report(`${label} must be a list of ${rule.items.length} items`, node);
    items.forEach((item, index) => {
      const itemRule = rule.items[index] ?? rule.rest;
      if (itemRule) this.check(itemRule, item, `${label}[${index}]`);
    });
  }

  private string(rule: Rule<'string'>, node: Node, label: string) {
    if (node.type !== 'string') {
      this.report(`${label} must be ${expected(rule)}, not ${shown(node)}`, node);
      return;
    }
    const text = String(node.value);
    const own = rule.message === undefined ? '' : `: ${rule.message}`;
    if (rule.minLength !== undefined && text.length < rule.minLength)
      this.report(rule.minLength === 1 ? `${label} must not be empty` : `${label} is too short${own}`, node);
    else if (rule.maxLength !== undefined && text.length > rule.maxLength)
      this.report(`${label} must be at most ${rule.maxLength} characters${own}`, node);
    else if (rule.pattern !== undefined && !new RegExp(rule.pattern, rule.flags).test(text))
      this.report(`${label} has the wrong form${own || ` (expected /${rule.pattern}/)`}`, node);
    else if (rule.url && !URL.canParse(text)) this.report(`${label} must be a URL${own}`, node);
  }

  private number(rule: Rule<'number'>, node: Node, label: string) {
    const value = node.value;
    if (node.type !== 'number' && typeof value !== 'number') {
      this.report(`${label} must be ${expected(rule)}, not ${shown(node)}`, node);
      return;
    }
    const own = rule.message === undefined ? '' : ` (${rule.message})`;
    if (rule.integer && !Number.isInteger(value)) this.report(`${label} must be a whole number${own}`, node);
    else if (rule.minimum !== undefined && value < rule.minimum)
      this.report(`${label} must be at least ${rule.minimum}${own}`, node);
    else if (rule.maximum !== undefined && value > rule.maximum)
      this.report(`${label} must be at most ${rule.maximum}${own}`, node);
    else if (rule.exclusiveMinimum !== undefined && value <= rule.exclusiveMinimum)
      this.report(`${label} must be more than ${rule.exclusiveMinimum}${own}`, node);
    else if (rule.exclusiveMaximum !== undefined && value >= rule.exclusiveMaximum)
      this.report(`${label} must be less than ${rule.exclusiveMaximum}${own}`, node);
  }
}

/**
 * The problems of one step's parameters (the step's object node) against its robot's rules; a missing required
 * parameter is reported on `anchor`, the step's name.
 */
export function checkParameters(rules: RobotRules, step: Node, anchor: Node): ParameterProblem[] {
  const checker = new Checker(rules.name);
  checker.object(rules.parameters, step, rules.name, anchor, true);
  return checker.problems;
}
