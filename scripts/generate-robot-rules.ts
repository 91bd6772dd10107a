// Writes the robot rules the template editor and the mock backend check steps against, from the official Node SDK
// (@transloadit/node): one JSON module per robot (its parameters as a compact schema, its title, purpose and
// example) and an index of every robot. Run `npm run generate:robots` after upgrading the SDK; the
// generated-files test fails while the committed files differ from what this would write.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RobotRules, RuleNode, RuleProperty } from '../packages/api/src/robots/rules.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = join(ROOT, 'packages', 'api', 'src', 'robots', 'generated');

/** The SDK's package directory; its `exports` hide the schema modules, so they are imported by file. */
function sdkDirectory(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@transloadit/node/package.json'));
}

// The SDK's schemas are zod 3; only the parts of their definitions read here are typed.
interface ZodCheck {
  kind: string;
  value?: number;
  inclusive?: boolean;
  regex?: RegExp;
  message?: string;
}
interface ZodDef {
  typeName: string;
  description?: string;
  innerType?: Zod;
  type?: Zod;
  schema?: Zod;
  options?: Zod[];
  items?: Zod[];
  rest?: Zod | null;
  valueType?: Zod;
  values?: (string | number)[];
  value?: string | number | boolean | null;
  checks?: ZodCheck[];
  unknownKeys?: 'strict' | 'strip' | 'passthrough';
  effect?: { type: string };
  minLength?: { value: number } | null;
  maxLength?: { value: number } | null;
  exactLength?: { value: number } | null;
  shape?: () => Record<string, Zod>;
  defaultValue?: () => unknown;
}
interface Zod {
  _def: ZodDef;
}

/** Markdown as plain text for a tooltip: links keep their text, surrounding blank lines go. */
function plain(markdown: string): string {
  return markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').trim();
}

function withDescription(rule: RuleNode, description: string | undefined): RuleNode {
  return description ? { ...rule, description: plain(description) } : rule;
}

function stringRule(def: ZodDef): RuleNode {
  const rule: Extract<RuleNode, { type: 'string' }> = { type: 'string' };
  for (const check of def.checks ?? []) {
    if (check.kind === 'min') rule.minLength = check.value;
    else if (check.kind === 'max') rule.maxLength = check.value;
    else if (check.kind === 'url') rule.url = true;
    else if (check.kind === 'regex' && check.regex) {
      rule.pattern = check.regex.source;
      if (check.regex.flags) rule.flags = check.regex.flags;
    }
    if (check.message) rule.message = check.message;
  }
  return rule;
}

function numberRule(def: ZodDef): RuleNode {
  const rule: Extract<RuleNode, { type: 'number' }> = { type: 'number' };
  for (const check of def.checks ?? []) {
    if (check.kind === 'int') rule.integer = true;
    else if (check.kind === 'min') rule[check.inclusive ? 'minimum' : 'exclusiveMinimum'] = check.value;
    else if (check.kind === 'max') rule[check.inclusive ? 'maximum' : 'exclusiveMaximum'] = check.value;
    if (check.message) rule.message = check.message;
  }
  return rule;
}

/** Whether leaving the property out is fine: an optional or default anywhere among its wrappers. */
function optional(schema: Zod): boolean {
  const def = schema._def;
  switch (def.typeName) {
    case 'ZodOptional':
    case 'ZodDefault':
      return true;
    case 'ZodNullable':
    case 'ZodCatch':
    case 'ZodReadonly':
    case 'ZodBranded':
      return optional(def.innerType ?? (def.type as Zod));
    case 'ZodEffects':
      return optional(def.schema as Zod);
    default:
      return false;
  }
}

/** A property: the outermost description wins; a default is kept for the docs. */
function property(schema: Zod): RuleProperty {
  let description: string | undefined;
  let fallback: unknown;
  for (let current: Zod | undefined = schema; current; ) {
    const def: ZodDef = current._def;
    description ??= def.description;
    if (def.typeName === 'ZodDefault' && def.defaultValue) fallback ??= def.defaultValue();
    current = ['ZodOptional', 'ZodDefault', 'ZodNullable'].includes(def.typeName) ? def.innerType : undefined;
  }
  const result: RuleProperty = { rule: withDescription(convert(schema), description) };
  if (!optional(schema)) result.required = true;
  if (fallback !== undefined) result.default = fallback;
  return result;
}

/**
 * The example without the documentation site's own placeholders (`{{ stacks.ffmpeg.recommended_version }}`),
 * which the site fills in and the service would refuse: the parameter is left out, so the service's default applies.
 */
function withoutPlaceholders(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPlaceholders);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, nested]) => !(typeof nested === 'string' && /^\{\{.*\}\}$/.test(nested)))
      .map(([key, nested]) => [key, withoutPlaceholders(nested)]),
  );
}

function objectRule(def: ZodDef, strict = false): Extract<RuleNode, { type: 'object' }> {
  const properties: Record<string, RuleProperty> = {};
  for (const [key, value] of Object.entries(def.shape?.() ?? {})) {
    if (key !== 'robot') properties[key] = property(value);
  }
  return { type: 'object', properties, unknownKeys: strict ? 'strict' : (def.unknownKeys ?? 'strip') };
}

/** A zod 3 schema as a RuleNode; what cannot be judged from the JSON alone (preprocessing, lazy values) is `any`. */
export function convert(schema: Zod): RuleNode {
  const def = schema._def;
  const own = (rule: RuleNode) => withDescription(rule, def.description);
  switch (def.typeName) {
    case 'ZodString':
      return own(stringRule(def));
    case 'ZodNumber':
      return own(numberRule(def));
    case 'ZodBoolean':
      return own({ type: 'boolean' });
    case 'ZodNull':
      return own({ type: 'null' });
    case 'ZodLiteral':
      return own({ type: 'literal', value: def.value ?? null });
    case 'ZodEnum':
      return own({ type: 'enum', values: def.values ?? [] });
    case 'ZodArray': {
      const rule: Extract<RuleNode, { type: 'array' }> = { type: 'array', items: convert(def.type as Zod) };
      const min = def.exactLength?.value ?? def.minLength?.value;
      const max = def.exactLength?.value ?? def.maxLength?.value;
      if (min !== undefined) rule.minItems = min;
      if (max !== undefined) rule.maxItems = max;
      return own(rule);
    }
    case 'ZodTuple':
      return own({
        type: 'tuple',
        items: (def.items ?? []).map(convert),
        ...(def.rest ? { rest: convert(def.rest) } : {}),
      });
    case 'ZodObject':
      return own(objectRule(def));
    case 'ZodRecord':
      return own({ type: 'record', values: convert(def.valueType as Zod) });
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return own({ type: 'union', options: (def.options ?? []).map(convert) });
    case 'ZodOptional':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
    case 'ZodBranded':
      return withDescription(convert((def.innerType ?? def.type) as Zod), def.description);
    case 'ZodNullable':
      return own({ type: 'union', options: [convert(def.innerType as Zod), { type: 'null' }] });
    case 'ZodEffects':
      // A refinement or transform checks its input against the inner schema first; a preprocess rewrites the
      // input before any check: a string it may turn into what the inner schema wants is accepted as written.
      return def.effect?.type === 'preprocess'
        ? withDescription({ ...convert(def.schema as Zod), coerced: true }, def.description)
        : withDescription(convert(def.schema as Zod), def.description);
    default:
      return own({ type: 'any' });
  }
}

interface RobotModule {
  meta: {
    title: string;
    purpose_sentence?: string;
    purpose_words?: string;
    service_slug: string;
    example_code: RobotRules['example'];
    example_code_description?: string;
  };
  [name: string]: unknown;
}

/** The robots' rules by robot path, sorted, read from the SDK's per-robot schema modules. */
export async function readRobotRules(): Promise<RobotRules[]> {
  const directory = join(sdkDirectory(), 'dist', 'alphalib', 'types', 'robots');
  const files = readdirSync(directory).filter((file) => file.endsWith('.js') && !file.startsWith('_'));
  const robots: RobotRules[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(directory, file)).href)) as RobotModule;
    const name = Object.keys(module).find((key) => /^robot\w+InstructionsSchema$/.test(key));
    if (!name || !module.meta) throw new Error(`${file}: no robot…InstructionsSchema or meta`);
    const schema = module[name] as Zod;
    const robot = schema._def.shape?.().robot?._def.value;
    if (typeof robot !== 'string') throw new Error(`${file}: the schema has no robot literal`);
    const { meta } = module;
    robots.push({
      name: robot,
      title: meta.title,
      purpose: meta.purpose_sentence ?? meta.purpose_words ?? meta.title,
      category: meta.service_slug,
      // The service parses every step strictly (the SDK's interpolateRobot): a parameter it does not know is refused.
      parameters: objectRule(schema._def, true),
      example: withoutPlaceholders(meta.example_code) as RobotRules['example'],
      exampleDescription: plain(meta.example_code_description ?? '').replace(/:$/, '.'),
    });
  }
  return robots.sort((a, b) => a.name.localeCompare(b.name));
}

/** `/image/resize` → `image-resize`: the robot's module name. */
export const moduleName = (robot: string) => robot.slice(1).replaceAll('/', '-');

/** Every generated file, by path relative to OUTPUT, as this script writes it. */
export async function generatedFiles(): Promise<Map<string, string>> {
  const robots = await readRobotRules();
  const { version } = createRequire(import.meta.url)(join(sdkDirectory(), 'package.json')) as {
    version: string;
  };
  const files = new Map<string, string>();
  for (const robot of robots) files.set(`rules/${moduleName(robot.name)}.json`, `${JSON.stringify(robot)}\n`);
  const summaries = robots.map(({ name, title, purpose, category }) => ({ name, title, purpose, category }));
  const lines = [
    `// Generated by scripts/generate-robot-rules.ts from @transloadit/node ${version}. Do not edit: run`,
    '// `npm run generate:robots` to regenerate.',
    '',
    '/** Every robot the SDK describes, sorted. */',
    'export const ROBOT_NAMES = [',
    ...robots.map((robot) => `  '${robot.name}',`),
    '] as const;',
    '',
    'export type KnownRobot = (typeof ROBOT_NAMES)[number];',
    '',
  ];
  files.set('names.ts', lines.join('\n'));
  // The loaders apart from the names: the structural checks need the names only, and load with every editor page.
  const loaders = [
    lines[0],
    lines[1],
    "import type { KnownRobot } from './names';",
    '',
    "/** Each robot's rules module, loaded on demand: a chunk of its own in the build. */",
    'export const ROBOT_RULES: Record<KnownRobot, () => Promise<{ default: unknown }>> = {',
    ...robots.map((robot) => `  '${robot.name}': () => import('./rules/${moduleName(robot.name)}.json'),`),
    '};',
    '',
  ];
  files.set('loaders.ts', loaders.join('\n'));
  // Titles and purposes are what completion and docs show: loaded with them, not with every check.
  files.set('summaries.json', `${JSON.stringify(summaries)}\n`);
  return files;
}

async function main() {
  const files = await generatedFiles();
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(join(OUTPUT, 'rules'), { recursive: true });
  for (const [path, content] of files) writeFileSync(join(OUTPUT, path), content);
  console.log(`Wrote ${files.size} files to ${OUTPUT}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
