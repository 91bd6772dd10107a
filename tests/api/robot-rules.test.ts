import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkLoadedParameters,
  loadRobotRules,
  loadRobotSummaries,
  ONBOARDING_FILE_TYPE_INFO,
  ONBOARDING_FILE_TYPES,
  type RobotRules,
  TEMPLATE_STARTERS,
  validateTemplate,
  validateTemplateForSave,
} from '../../packages/api/src';
import { generatedFiles, moduleName, OUTPUT } from '../../scripts/generate-robot-rules';

const summaries = await loadRobotSummaries();
const robots = (await Promise.all(summaries.map((robot) => loadRobotRules(robot.name)))) as RobotRules[];

/** The SDK's own (interpolatable) zod schema of a robot: what the service parses a step with. */
const sdk = join(dirname(createRequire(import.meta.url).resolve('@transloadit/node/package.json')), 'dist');
type Parser = { safeParse: (value: unknown) => { success: boolean } };
async function serviceSchema(robot: string): Promise<Parser> {
  const file = join(sdk, 'alphalib', 'types', 'robots', `${moduleName(robot)}.js`);
  const module = (await import(pathToFileURL(file).href)) as Record<string, Parser>;
  const name = Object.keys(module).find((key) => /^interpolatableRobot\w+InstructionsSchema$/.test(key));
  if (!name) throw new Error(`no interpolatable schema for ${robot}`);
  return module[name] as Parser;
}

const errorsOf = (text: string) =>
  validateTemplate(text, checkLoadedParameters).filter((issue) => issue.severity === 'error');

describe('generated robot rules', () => {
  it('are what scripts/generate-robot-rules.ts writes from the installed SDK (else: npm run generate:robots)', async () => {
    for (const [path, content] of await generatedFiles()) {
      expect(readFileSync(join(OUTPUT, path), 'utf8'), path).toBe(content);
    }
  });

  it('cover every robot of the index, each with an example', () => {
    expect(robots.length).toBe(summaries.length);
    for (const rules of robots) expect(Object.keys(rules.example.steps).length).toBeGreaterThan(0);
  });
});

describe('the starter templates a person can begin from', () => {
  const starters = [
    ...TEMPLATE_STARTERS,
    ...ONBOARDING_FILE_TYPES.flatMap((type) => ONBOARDING_FILE_TYPE_INFO[type].starters),
  ];
  it.each(starters.map((starter) => [starter.id, starter.json]))('%s saves without an error', (_id, json) => {
    expect(validateTemplateForSave(json).filter((issue) => issue.severity === 'error')).toEqual([]);
  });
});

describe('the SDK examples', () => {
  it.each(robots.map((rules) => [rules.name, rules]))(
    '%s: its example has no error',
    async (_name, rules) => {
      const text = JSON.stringify(rules.example, null, 2);
      expect(validateTemplateForSave(text)).toEqual([]);
    },
  );

  /** Wrong values to try, in turn, until the service's own schema refuses one. */
  const WRONG = [12345, 'no-such-value', true, { unexpected: 1 }, [], -1, 0.5, 99999999];

  it('each broken in one parameter the service refuses: at least 95 in 100 are flagged', async () => {
    let broken = 0;
    const missed: string[] = [];
    for (const rules of robots) {
      const schema = await serviceSchema(rules.name);
      const [stepName, step] =
        Object.entries(rules.example.steps).find(([, s]) => s.robot === rules.name) ?? [];
      if (!stepName || !step) continue;
      const parameters = Object.keys(rules.parameters.properties).filter((key) => key !== 'use');
      // Prefer a parameter the example sets, then any other the robot takes.
      parameters.sort((a, b) => Number(b in step) - Number(a in step));
      let breaking: Record<string, unknown> | undefined;
      for (const key of parameters) {
        const value = WRONG.find((candidate) => !schema.safeParse({ ...step, [key]: candidate }).success);
        if (value !== undefined) {
          breaking = { ...step, [key]: value };
          break;
        }
      }
      if (!breaking) continue;
      broken += 1;
      const text = JSON.stringify({ steps: { ...rules.example.steps, [stepName]: breaking } }, null, 2);
      if (errorsOf(text).length === 0) missed.push(`${rules.name}: ${JSON.stringify(breaking)}`);
    }
    expect(broken).toBeGreaterThanOrEqual(90);
    expect(missed.length / broken, missed.join('\n')).toBeLessThanOrEqual(0.05);
  });
});

describe('parameter checks', () => {
  const resize = (parameters: Record<string, unknown>) =>
    JSON.stringify(
      { steps: { resize: { use: ':original', robot: '/image/resize', ...parameters } } },
      null,
      2,
    );

  it('mark a wrong type on the value, with the parameter named', () => {
    const text = resize({ width: 'wide', preset: 42 });
    expect(errorsOf(text).map((issue) => [issue.message, text.slice(issue.from, issue.to)])).toEqual([
      ['Step "resize": "width" must be a whole number, not "wide"', '"wide"'],
      ['Step "resize": "preset" is not a parameter of /image/resize', '"preset"'],
    ]);
  });

  it('mark a value outside an enum or a range', () => {
    const text = resize({ resize_strategy: 'squash', quality: 500 });
    expect(errorsOf(text).map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^Step "resize": "resize_strategy" must be one of "crop", .*not "squash"$/),
      'Step "resize": "quality" must be at most 100',
    ]);
  });

  it('accept interpolations where the value is only known when an assembly runs', () => {
    const interpolated = { width: '$' + '{fields.width}', quality: '$' + '{fields.q}', strip: 'true' };
    expect(errorsOf(resize(interpolated))).toEqual([]);
  });

  it('mark a missing required parameter on the step name', () => {
    const text = JSON.stringify({ steps: { fetch: { robot: '/http/import' } } }, null, 2);
    const [issue] = errorsOf(text);
    expect(issue?.message).toBe('Step "fetch": /http/import needs "url"');
    expect(text.slice(issue?.from, issue?.to)).toBe('"fetch"');
  });
});
