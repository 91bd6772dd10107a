import {
  autocompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
  completionKeymap,
} from '@codemirror/autocomplete';
import { type EditorState, type Extension, StateEffect, StateField } from '@codemirror/state';
import { type Command, hoverTooltip, keymap, showTooltip, type Tooltip } from '@codemirror/view';
import {
  expectedValue,
  firstSentence,
  loadRobotRules,
  loadRobotSummaries,
  locateInTemplate,
  propertiesOf,
  type RuleProperty,
  ruleAt,
  type TemplateLocation,
  valuesOf,
} from '@console/api';

/*
 * What the template editor knows of robots, as CodeMirror extensions: completion of robot names, parameters, enum
 * values and step names; docs of the robot or parameter under the pointer (hover) or the cursor (Alt+H).
 */

// What the editor uses of the robots' rules, loaded with this chunk rather than with the editor's.
export {
  checkLoadedParameters,
  insertExampleStep,
  loadedRobotCount,
  loadRobotRules,
  locateInTemplate,
  robotsToLoad,
} from '@console/api';

/** The key that shows the docs of what is under the cursor, the keyboard's hover. */
const DOCS_KEY = 'Alt-h';

const quoted = (value: unknown) => JSON.stringify(value);

/** The token under the cursor when the cursor is inside or at the end of it. */
function tokenAt(where: TemplateLocation, pos: number) {
  const token = where.token;
  return token && token.from <= pos && pos <= token.to ? token : null;
}

async function robotOptions(): Promise<Completion[]> {
  return (await loadRobotSummaries()).map((robot) => ({
    label: quoted(robot.name),
    displayLabel: robot.name,
    detail: robot.title,
    info: robot.purpose,
    type: 'constant',
  }));
}

function stepOptions(where: TemplateLocation): Completion[] {
  const names = [':original', ...where.stepNames.filter((name) => name !== where.step)];
  return names.map((name) => ({
    label: quoted(name),
    displayLabel: name,
    detail: name === ':original' ? 'the uploaded files' : 'step',
    type: 'variable',
  }));
}

function parameterOptions(entries: [string, RuleProperty][], where: TemplateLocation, colon: boolean) {
  const typed = where.path[where.path.length - 1];
  return entries
    .filter(([key]) => key === typed || !where.siblings.includes(key))
    .map(
      ([key, property]): Completion => ({
        label: quoted(key),
        displayLabel: key,
        apply: colon ? quoted(key) : `${quoted(key)}: `,
        detail: `${expectedValue(property.rule).slice(0, 40)}${property.required ? ', required' : ''}`,
        info: firstSentence(property.rule.description),
        type: 'property',
        boost: property.required ? 1 : 0,
      }),
    );
}

/** Completions for the step's robot, its parameters, their fixed values and `use`. */
async function templateCompletions(context: CompletionContext): Promise<CompletionResult | null> {
  const options = await completionOptions(context);
  if (!options) return null;
  // The result replaces the whole token under the cursor (`"fit"` in `"f|it"`), which CodeMirror would also filter
  // by; what counts is what was typed before the cursor, so the options are filtered here.
  const { from, to } = options;
  const typed = context.state.sliceDoc(from, context.pos).toLowerCase();
  const matching = options.options.filter((option) => option.label.toLowerCase().startsWith(typed));
  return matching.length === 0 ? null : { from, to, options: matching, filter: false };
}

async function completionOptions(context: CompletionContext): Promise<CompletionResult | null> {
  const text = context.state.doc.toString();
  const where = locateInTemplate(text, context.pos);
  if (where.step === null) return null;
  const token = tokenAt(where, context.pos);
  if (!token && !context.explicit) return null;
  const range = { from: token?.from ?? context.pos, to: token?.to ?? context.pos };
  const [first] = where.path;
  if (where.atKey) {
    const colon = /^\s*:/.test(text.slice(token?.to ?? context.pos));
    const rules = where.robot === null ? undefined : await loadRobotRules(where.robot);
    if (!rules) {
      const basics: [string, RuleProperty][] = [
        [
          'robot',
          { rule: { type: 'string', description: 'The robot that runs this step.' }, required: true },
        ],
        ['use', { rule: { type: 'string', description: 'The steps whose results this step works on.' } }],
      ];
      return { ...range, options: parameterOptions(basics, where, colon) };
    }
    const holder = where.path.length <= 1 ? rules.parameters : ruleAt(rules, where.path.slice(0, -1))?.rule;
    if (!holder) return null;
    return { ...range, options: parameterOptions(propertiesOf(holder), where, colon) };
  }
  if (first === 'robot' && where.path.length === 1) return { ...range, options: await robotOptions() };
  if (first === 'use') return { ...range, options: stepOptions(where) };
  const rules = where.robot === null ? undefined : await loadRobotRules(where.robot);
  const found = rules ? ruleAt(rules, where.path) : undefined;
  const values = found ? valuesOf(found.rule) : [];
  if (values.length === 0) return null;
  return { ...range, options: values.map((value) => ({ label: quoted(value), type: 'enum' })) };
}

function element(tag: string, className: string, text: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** The docs tooltip: a heading line, what it takes, and the SDK's description. */
function docsDom(heading: string, kind: string, description: string | undefined): HTMLElement {
  const dom = element('div', 'cm-robot-docs', '');
  // Read out when it appears: Alt+H opens it without moving focus.
  dom.setAttribute('aria-live', 'polite');
  dom.append(element('p', 'cm-robot-docs-heading', heading), element('p', 'cm-robot-docs-kind', kind));
  for (const paragraph of (description ?? '').split(/\n\s*\n/).filter(Boolean)) {
    dom.append(element('p', 'cm-robot-docs-text', paragraph.trim()));
  }
  return dom;
}

/** The docs of the robot or parameter at `pos`, or null where there is nothing to explain. */
async function docsAt(state: EditorState, pos: number): Promise<Tooltip | null> {
  const where = locateInTemplate(state.doc.toString(), pos);
  const token = tokenAt(where, pos);
  if (where.step === null || !token || where.path.length === 0) return null;
  const span = { pos: token.from, end: token.to, above: false };
  if (!where.atKey && where.path.length === 1 && where.path[0] === 'robot') {
    const robot = (await loadRobotSummaries()).find((candidate) => candidate.name === where.robot);
    if (!robot) return null;
    return { ...span, create: () => ({ dom: docsDom(robot.title, robot.name, robot.purpose) }) };
  }
  const rules = where.robot === null ? undefined : await loadRobotRules(where.robot);
  // A value's docs are its parameter's: the path ends at the key that holds it.
  const path = where.atKey ? where.path : where.path.filter((segment) => typeof segment === 'string');
  const found = rules ? ruleAt(rules, path) : undefined;
  if (!found || typeof path[path.length - 1] !== 'string') return null;
  const property = found.property;
  const facts = [
    expectedValue(found.rule),
    property?.required ? 'required' : null,
    property?.default !== undefined ? `default ${quoted(property.default)}` : null,
  ];
  const heading = path.join('.');
  const kind = facts.filter(Boolean).join(' · ');
  return { ...span, create: () => ({ dom: docsDom(heading, kind, found.rule.description) }) };
}

const setDocs = StateEffect.define<Tooltip | null>();

/** The docs Alt+H opened; gone with the next edit, cursor move or Escape. */
const keyboardDocs = StateField.define<Tooltip | null>({
  create: () => null,
  update(value, transaction) {
    for (const effect of transaction.effects) if (effect.is(setDocs)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : value;
  },
  provide: (field) => showTooltip.from(field),
});

const showDocs: Command = (view) => {
  const pos = view.state.selection.main.head;
  void docsAt(view.state, pos).then((tooltip) => {
    if (view.state.selection.main.head === pos) view.dispatch({ effects: setDocs.of(tooltip) });
  });
  return true;
};

const hideDocs: Command = (view) => {
  if (view.state.field(keyboardDocs) === null) return false;
  view.dispatch({ effects: setDocs.of(null) });
  return true;
};

/** Completion, hover docs and the keyboard's docs, for the template editor. */
export function robotAssist(): Extension {
  return [
    autocompletion({ override: [templateCompletions], icons: false }),
    keymap.of([...completionKeymap, { key: DOCS_KEY, run: showDocs }, { key: 'Escape', run: hideDocs }]),
    hoverTooltip((view, pos) => docsAt(view.state, pos), { hoverTime: 400 }),
    keyboardDocs,
  ];
}
