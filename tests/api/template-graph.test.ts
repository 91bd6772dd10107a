import { describe, expect, it } from 'vitest';
import { templateStepUses } from '../../packages/api/src';

const template = (steps: unknown) => JSON.stringify({ steps }, null, 2);

describe('templateStepUses', () => {
  it('reads every shape of use the service accepts, in the order of the steps', () => {
    const uses = templateStepUses(
      template({
        ':original': { robot: '/upload/handle' },
        named: { use: ':original', robot: '/image/resize' },
        listed: { use: ['named', ':original'], robot: '/image/optimize' },
        objects: { use: [{ name: 'listed' }, { name: 'named', as: 'base' }], robot: '/image/merge' },
        wrapped: { use: { steps: ['objects'], bundle_steps: true }, robot: '/file/compress' },
        wrapped_name: { use: { steps: 'wrapped' }, robot: '/s3/store' },
      }),
    );
    expect([...uses]).toEqual([
      [':original', []],
      ['named', [':original']],
      ['listed', ['named', ':original']],
      ['objects', ['listed', 'named']],
      ['wrapped', ['objects']],
      ['wrapped_name', ['wrapped']],
    ]);
  });

  it('keeps names that are not steps and drops what cannot name one, each name once', () => {
    const uses = templateStepUses(template({ odd: { use: ['ghost', 5, null, { as: 'x' }, 'ghost'] } }));
    expect(uses.get('odd')).toEqual(['ghost']);
  });

  it('still reads the steps while the JSON is half typed, the unfinished name as far as it goes', () => {
    const text = template({ first: { robot: '/http/import' }, second: { use: 'first' } }).replace(
      /\}\s*\}\s*$/,
      '',
    );
    expect(templateStepUses(`${text},\n "third": { "use": "sec`)).toEqual(
      new Map([
        ['first', []],
        ['second', ['first']],
        ['third', ['sec']],
      ]),
    );
  });

  it('is empty while there is no "steps" object', () => {
    expect(templateStepUses('[1, 2]').size).toBe(0);
    expect(templateStepUses('{ "steps": [] }').size).toBe(0);
    expect(templateStepUses('{').size).toBe(0);
  });
});
