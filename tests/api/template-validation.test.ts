import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KNOWN_ROBOTS,
  TEMPLATE_STARTERS,
  type TemplateIssue,
  templateSteps,
  validateTemplate,
} from '../../packages/api/src';
import { buildTemplate } from '../../packages/mock-api/src';

/** Where `fragment` stands in `text` (its `nth` occurrence): the span and 1-based line an issue should carry. */
function at(text: string, fragment: string, nth = 0) {
  let from = -1;
  for (let seen = 0; seen <= nth; seen++) from = text.indexOf(fragment, from + 1);
  if (from === -1) throw new Error(`${fragment} is not in the text`);
  return { from, to: from + fragment.length, line: text.slice(0, from).split('\n').length };
}

const error = (message: string, where: ReturnType<typeof at>, step: string | null = null): TemplateIssue => ({
  severity: 'error',
  message,
  ...where,
  step,
});

/** A template's text as the editor shows it. */
const template = (steps: unknown) => JSON.stringify({ steps }, null, 2);

describe('validateTemplate: syntax', () => {
  it('names what the parser expected and the line, and marks the spot', () => {
    const text =
      '{\n  "steps": {\n    "a": { "robot": "/image/resize" }\n    "b": { "robot": "/s3/store" }\n  }\n}';
    expect(validateTemplate(text)).toEqual([
      error('Invalid JSON: expected a comma at line 4', at(text, '"b"')),
    ]);
  });

  it.each([
    ['{ "steps": {}, }', 'expected a property name in double quotes', '}', 1],
    ['{ "steps": {} // resize later\n}', 'comments are not allowed', '// resize later', 0],
    ['{ "steps": [1,] }', 'expected a value', ']', 0],
    ['{ "steps": { "a": "x } }', 'unfinished string', '"x } }', 0],
    ["{ 'steps': {} }", 'unexpected character', "'steps'", 0],
    ['{ "steps": {} } x', 'unexpected character', 'x', 0],
    ['{ "a": "\\q" }', 'invalid escape character', '"\\q"', 0],
  ])('refuses %j: %s', (text, what, fragment, nth) => {
    expect(validateTemplate(text)).toEqual([
      error(`Invalid JSON: ${what} at line 1`, at(text, fragment, nth)),
    ]);
  });

  it('refuses an empty text at its start', () => {
    expect(validateTemplate('')).toEqual([
      {
        severity: 'error',
        message: 'Invalid JSON: expected a value at line 1',
        from: 0,
        to: 0,
        line: 1,
        step: null,
      },
    ]);
  });

  it('reports only the first syntax error, since the later ones mostly follow from it', () => {
    const text = '{\n  "steps": {\n    "a": {} "b": {}\n    "c" {}\n  }\n}';
    const issues = validateTemplate(text);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe('Invalid JSON: expected a comma at line 3');
  });
});

describe('validateTemplate: the template and its steps object', () => {
  it.each(['[]', '"steps"', 'null', '42', 'true'])('wants an object, not %s', (text) => {
    expect(validateTemplate(text)).toEqual([
      error('The template must be a JSON object', { from: 0, to: text.length, line: 1 }),
    ]);
  });

  it('marks the opening brace of a template without steps', () => {
    expect(validateTemplate('\n{ "name": "resize" }')).toEqual([
      error('The template needs a "steps" object', { from: 1, to: 2, line: 2 }),
    ]);
  });

  it.each(['[]', '"resize"', 'null', '1'])('marks steps that are %s', (value) => {
    const text = `{ "steps": ${value} }`;
    expect(validateTemplate(text)).toEqual([error('The template needs a "steps" object', at(text, value))]);
  });

  it('warns, without blocking, that an empty pipeline would do nothing', () => {
    const text = '{ "steps": {} }';
    expect(validateTemplate(text)).toEqual([
      {
        severity: 'warning',
        message: 'This template has no steps yet; a test run would do nothing',
        ...at(text, '{}'),
        step: null,
      },
    ]);
  });
});

describe('validateTemplate: steps', () => {
  it('wants every step to be an object', () => {
    const text = template({ resized: '/image/resize', listed: [] });
    expect(validateTemplate(text)).toEqual([
      error('Step "resized" must be an object', at(text, '"/image/resize"'), 'resized'),
      error('Step "listed" must be an object', at(text, '[]'), 'listed'),
    ]);
  });

  it('wants a robot in every step: marks the step name when it is missing, the value when it is not a name', () => {
    const text = template({
      missing: { use: ':original', width: 100 },
      empty: { robot: '' },
      number: { robot: 42 },
    });
    expect(validateTemplate(text)).toEqual([
      error('Step "missing" needs a "robot"', at(text, '"missing"'), 'missing'),
      error('Step "empty" needs a "robot"', at(text, '""'), 'empty'),
      error('Step "number" needs a "robot"', at(text, '42'), 'number'),
    ]);
  });

  it('warns about a robot it does not know, without blocking', () => {
    const text = template({ resized: { use: ':original', robot: '/image/resise' } });
    expect(validateTemplate(text)).toEqual([
      {
        severity: 'warning',
        message: 'Step "resized" uses the unknown robot "/image/resise"',
        ...at(text, '"/image/resise"'),
        step: 'resized',
      },
    ]);
  });

  it('refuses a step name given twice, which JSON would silently keep only the last of, and judges that last one', () => {
    const text = '{ "steps": { "a": { "robot": "/image/resize" }, "a": { "width": 10 } } }';
    expect(validateTemplate(text)).toEqual([
      error('Step "a" is defined more than once; only the last one would be kept', at(text, '"a"', 1), 'a'),
      error('Step "a" needs a "robot"', at(text, '"a"', 1), 'a'),
    ]);
  });

  it('refuses any other key given twice, in a step or in the template, on each repeat', () => {
    const text = [
      '{',
      '  "steps": {',
      '    "a": { "robot": "/image/resize", "width": 10, "width": 20, "width": 30 },',
      '    "b": { "robot": "/s3/store", "use": { "steps": ["a"], "steps": ["a"] } }',
      '  },',
      '  "notify_url": "https://hooks.example.com/a",',
      '  "notify_url": "https://hooks.example.com/b"',
      '}',
    ].join('\n');
    const twice = (key: string, where: string) =>
      `"${key}" appears more than once in ${where}; only the last one would be kept`;
    expect(validateTemplate(text)).toEqual([
      error(twice('width', 'step "a"'), at(text, '"width"', 1), 'a'),
      error(twice('width', 'step "a"'), at(text, '"width"', 2), 'a'),
      error(twice('steps', 'step "b"'), at(text, '"steps"', 2), 'b'),
      error(twice('notify_url', 'the template'), at(text, '"notify_url"', 1)),
    ]);
  });
});

describe('validateTemplate: use', () => {
  const robot = '/image/resize';

  it('allows :original and every step of the template, in every form of use', () => {
    const text = template({
      a: { robot, use: ':original' },
      b: { robot, use: ['a', ':original'] },
      c: { robot, use: [{ name: 'a' }, { name: 'b', as: 'base' }] },
      d: { robot, use: { steps: ['a', 'c'], bundle_steps: true } },
      e: { robot, use: { steps: 'd' } },
      f: { robot, use: { steps: [{ name: 'e' }] } },
    });
    expect(validateTemplate(text)).toEqual([]);
  });

  it('refuses a step that is not in the template, marking the name where it is used', () => {
    const text = template({
      a: { robot, use: 'orignal' },
      b: { robot, use: ['a', 'thumbs'] },
      c: { robot, use: [{ name: 'ghost' }] },
      d: { robot, use: { steps: ['a', 'gone'] } },
    });
    expect(validateTemplate(text)).toEqual([
      error('Step "a" uses "orignal", which is not a step of this template', at(text, '"orignal"'), 'a'),
      error('Step "b" uses "thumbs", which is not a step of this template', at(text, '"thumbs"'), 'b'),
      error('Step "c" uses "ghost", which is not a step of this template', at(text, '"ghost"'), 'c'),
      error('Step "d" uses "gone", which is not a step of this template', at(text, '"gone"'), 'd'),
    ]);
  });

  it.each([
    ['5', '"use" must be a step name, a list of steps or { "steps": … }, not 5', '5'],
    ['null', '"use" must be a step name, a list of steps or { "steps": … }, not null', 'null'],
    ['true', '"use" must be a step name, a list of steps or { "steps": … }, not true', 'true'],
    ['{ "bundle_steps": true }', '"use" needs "steps" when it is an object', '{ "bundle_steps": true }'],
    [
      '{ "steps": { "x": 1 } }',
      '"steps" in "use" must be a step name or a list of steps, not an object',
      '{ "x": 1 }',
    ],
    ['{ "steps": [7] }', 'each step in "use" must be a name or { "name": … }, not 7', '7'],
    ['[[":original"]]', 'each step in "use" must be a name or { "name": … }, not a list', '[":original"]'],
    ['[{ "as": "base" }]', '{ "name": … } in "use" needs a "name"', '{ "as": "base" }'],
  ])('refuses "use": %s, marking the part that cannot name a step', (use, message, fragment) => {
    const text = `{\n  "steps": {\n    "a": { "robot": "${robot}", "use": ${use} }\n  }\n}`;
    expect(validateTemplate(text)).toEqual([error(`Step "a": ${message}`, at(text, fragment), 'a')]);
  });

  it('refuses each part of a list that cannot name a step, and still checks the names around them', () => {
    const text = template({ a: { robot, use: [1, { name: 2 }, 'gone', ':original'] } });
    expect(validateTemplate(text)).toEqual([
      error('Step "a": each step in "use" must be a name or { "name": … }, not 1', at(text, '1'), 'a'),
      error('Step "a": "name" in "use" must be a step name, not 2', at(text, '2'), 'a'),
      error('Step "a" uses "gone", which is not a step of this template', at(text, '"gone"'), 'a'),
    ]);
  });

  it('refuses a cycle once, on the step of it that comes first in the text', () => {
    const text = template({
      start: { robot, use: 'second' },
      first: { robot, use: 'second' },
      second: { robot, use: 'third' },
      third: { robot, use: ['first', ':original'] },
    });
    expect(validateTemplate(text)).toEqual([
      error('Steps first → second → third → first use each other in a cycle', at(text, '"first"'), 'first'),
    ]);
  });

  it('refuses a step that uses itself, and each of two separate cycles', () => {
    const text = template({
      self: { robot, use: ['self'] },
      a: { robot, use: 'b' },
      b: { robot, use: 'a' },
    });
    expect(validateTemplate(text)).toEqual([
      error('Steps self → self use each other in a cycle', at(text, '"self"'), 'self'),
      error('Steps a → b → a use each other in a cycle', at(text, '"a"'), 'a'),
    ]);
  });

  it('lists every issue in the order of the text', () => {
    const text = template({
      a: { robot: '/image/shrink', use: 'b' },
      b: { use: 'a' },
      c: 'oops',
    });
    expect(validateTemplate(text).map((issue) => [issue.line, issue.severity, issue.message])).toEqual([
      [3, 'error', 'Steps a → b → a use each other in a cycle'],
      [4, 'warning', 'Step "a" uses the unknown robot "/image/shrink"'],
      [7, 'error', 'Step "b" needs a "robot"'],
      [10, 'error', 'Step "c" must be an object'],
    ]);
  });
});

describe('known robots', () => {
  it('come from the SDK: about a hundred of them, sorted, each once, named like robots', () => {
    expect(KNOWN_ROBOTS.length).toBeGreaterThanOrEqual(90);
    expect([...KNOWN_ROBOTS].sort()).toEqual(KNOWN_ROBOTS);
    expect(new Set(KNOWN_ROBOTS).size).toBe(KNOWN_ROBOTS.length);
    for (const robot of KNOWN_ROBOTS) expect(robot).toMatch(/^(\/[a-z0-9-]+){2}$/);
    expect(KNOWN_ROBOTS).toEqual(
      expect.arrayContaining([
        '/upload/handle',
        '/image/resize',
        '/video/encode',
        '/s3/store',
        '/file/filter',
      ]),
    );
  });
});

describe('templates that must validate clean', () => {
  it('offers the five starters with their titles', () => {
    expect(TEMPLATE_STARTERS.map((starter) => [starter.id, starter.title])).toEqual([
      ['blank', 'Blank template'],
      ['resize-images', 'Resize images'],
      ['encode-video', 'Encode video for the web'],
      ['thumbnails', 'Make video thumbnails'],
      ['store-s3', 'Store uploads in S3'],
    ]);
    expect(JSON.parse(TEMPLATE_STARTERS[0].json)).toEqual({ steps: {} });
  });

  it.each(
    TEMPLATE_STARTERS.filter((starter) => starter.id !== 'blank').map((starter) => [
      starter.id,
      starter.json,
    ]),
  )('starter %s has no error and no warning', (_id, json) => {
    expect(validateTemplate(json)).toEqual([]);
  });

  it('leaves the blank starter only the reminder that it has no steps yet, which does not block saving it', () => {
    const issues = validateTemplate(TEMPLATE_STARTERS[0].json);
    expect(issues.map(({ severity, message }) => ({ severity, message }))).toEqual([
      { severity: 'warning', message: 'This template has no steps yet; a test run would do nothing' },
    ]);
  });

  it.each([1, 2, 3, 4, 5])('fixture preset %i has no error and no warning', (seq) => {
    expect(validateTemplate(buildTemplate({}, seq).json)).toEqual([]);
  });
});

describe('templateSteps', () => {
  it('lists the steps with their robot and line, for the outline', () => {
    const text = template({ ':original': { robot: '/upload/handle' }, thumbs: { use: ':original' }, raw: 7 });
    expect(templateSteps(text)).toEqual([
      { name: ':original', robot: '/upload/handle', line: 3 },
      { name: 'thumbs', robot: null, line: 6 },
      { name: 'raw', robot: null, line: 9 },
    ]);
  });

  it('keeps listing while a comma is missing, so the outline does not flicker while typing', () => {
    const text = '{\n  "steps": {\n    "a": { "robot": "/image/resize" }\n    "b": {}\n  }\n}';
    expect(templateSteps(text)).toEqual([
      { name: 'a', robot: '/image/resize', line: 3 },
      { name: 'b', robot: null, line: 4 },
    ]);
  });

  it.each(['', '[]', '{}', '{ "steps": [] }', '{ steps: {} }'])('has nothing to list for %j', (text) => {
    expect(templateSteps(text)).toBeNull();
  });
});

// --- properties ---

const stepName = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);

/** Steps in text order; each uses only earlier steps or the uploads, in any of the forms of `use`. */
const acyclicPipeline = fc
  .uniqueArray(stepName, { minLength: 1, maxLength: 12 })
  .chain((names) =>
    fc.tuple(
      fc.constant(names),
      fc.tuple(
        ...names.map((_, index) =>
          fc.record({
            robot: fc.constantFrom(...KNOWN_ROBOTS),
            uses: fc.uniqueArray(fc.constantFrom(':original', ...names.slice(0, index)), { maxLength: 3 }),
            form: fc.constantFrom('name', 'list', 'objects', 'steps'),
          }),
        ),
      ),
    ),
  )
  .map(([names, steps]) =>
    names.map((name, index) => {
      const { robot, uses, form } = steps[index] ?? { robot: '/image/resize', uses: [], form: 'list' };
      return { name, robot, uses, form };
    }),
  );

type PipelineStep = { name: string; robot: string; uses: string[]; form: string };

function useOf({ uses, form }: PipelineStep): unknown {
  if (uses.length === 0) return undefined;
  if (form === 'name' && uses.length === 1) return uses[0];
  if (form === 'objects') return uses.map((name) => ({ name }));
  if (form === 'steps') return { steps: uses };
  return uses;
}

function text(pipeline: PipelineStep[]): string {
  return template(
    Object.fromEntries(pipeline.map((step) => [step.name, { robot: step.robot, use: useOf(step) }])),
  );
}

describe('properties', () => {
  it('finds nothing wrong in an acyclic pipeline whose steps use only earlier ones', () => {
    fc.assert(
      fc.property(acyclicPipeline, (pipeline) => {
        expect(validateTemplate(text(pipeline))).toEqual([]);
      }),
    );
  });

  it('always reports the cycle made by turning a use of an earlier step around', () => {
    fc.assert(
      fc.property(acyclicPipeline, fc.nat(), (pipeline, pick) => {
        const edges = pipeline.flatMap((step) =>
          step.uses.filter((used) => used !== ':original').map((used) => ({ from: step.name, to: used })),
        );
        fc.pre(edges.length > 0);
        const edge = edges[pick % edges.length];
        if (!edge) return;
        // The earlier step now also uses the later one: the two use each other.
        const cyclic = pipeline.map((step) =>
          step.name === edge.to ? { ...step, uses: [...step.uses, edge.from], form: 'list' } : step,
        );
        const cycles = validateTemplate(text(cyclic)).filter((issue) =>
          issue.message.endsWith('use each other in a cycle'),
        );
        expect(cycles.length).toBeGreaterThan(0);
        // Every cycle now runs through the turned edge, and the rest of it only back through earlier steps: each
        // one starts at the edge's earlier end and goes on along the edge.
        for (const issue of cycles) {
          expect(issue.step).toBe(edge.to);
          expect(issue.severity).toBe('error');
          expect(issue.message).toMatch(
            new RegExp(`^Steps ${edge.to} → ${edge.from} → (.+ → )?${edge.to} use`),
          );
        }
      }),
    );
  });

  it('never throws and always gives issues inside the text, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), acyclicPipeline.map(text)), (input) => {
        for (const issue of validateTemplate(input)) {
          expect(issue.from).toBeGreaterThanOrEqual(0);
          expect(issue.to).toBeLessThanOrEqual(input.length);
          expect(issue.line).toBe(input.slice(0, issue.from).split('\n').length);
        }
      }),
    );
  });
});
