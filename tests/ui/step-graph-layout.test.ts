import type { TemplateStepSummary } from '@console/api';
import { describe, expect, it } from 'vitest';
import { layoutStepGraph } from '../../packages/ui/src/screens/templates/step-graph-layout';

function graph(steps: Record<string, string[]>) {
  const summaries: TemplateStepSummary[] = Object.keys(steps).map((name, index) => ({
    name,
    robot: '/image/resize',
    line: index + 3,
  }));
  return layoutStepGraph(summaries, new Map(Object.entries(steps)));
}

const places = (layout: ReturnType<typeof layoutStepGraph>) =>
  layout.nodes.map(({ name, column, row }) => `${name}@${column},${row}`);

describe('layoutStepGraph', () => {
  it('puts each step one column after the longest path to it, the uploads first', () => {
    const layout = graph({
      small: [':original'],
      large: [':original'],
      watermarked: ['large'],
      exported: ['small', 'watermarked'],
    });
    expect(places(layout)).toEqual([
      ':original@0,0',
      'small@1,0',
      'large@1,1',
      'watermarked@2,0',
      'exported@3,0',
    ]);
    expect(layout.nodes[0]).toMatchObject({ name: ':original', line: null });
    expect(layout).toMatchObject({ columns: 4, rows: 2 });
    expect(layout.edges).toEqual([
      { from: ':original', to: 'small' },
      { from: ':original', to: 'large' },
      { from: 'large', to: 'watermarked' },
      { from: 'small', to: 'exported' },
      { from: 'watermarked', to: 'exported' },
    ]);
  });

  it('draws no uploads node when nothing uses them, and a step named :original as itself', () => {
    expect(places(graph({ imported: [], stored: ['imported'] }))).toEqual(['imported@0,0', 'stored@1,0']);
    const layout = graph({ ':original': [], resized: [':original'] });
    expect(layout.nodes[0]).toMatchObject({ name: ':original', line: 3 });
  });

  it('orders a column by the rows of what its steps use, so edges do not cross', () => {
    const layout = graph({ a: [], b: [], from_b: ['b'], from_a: ['a'] });
    expect(places(layout)).toEqual(['a@0,0', 'b@0,1', 'from_a@1,0', 'from_b@1,1']);
  });

  it('places steps of a cycle and leaves out uses of missing steps and of the step itself', () => {
    const layout = graph({
      start: [],
      thumbs: ['start', 'encoded'],
      encoded: ['thumbs'],
      self: ['self', 'ghost'],
    });
    expect(places(layout)).toEqual(['start@0,0', 'self@0,1', 'thumbs@1,0', 'encoded@2,0']);
    expect(layout.edges).toContainEqual({ from: 'encoded', to: 'thumbs' });
    expect(layout.nodes.find((node) => node.name === 'self')?.inputs).toEqual([]);
  });

  it('lays out a chain of thousands of steps without overflowing the stack', () => {
    const chain = Object.fromEntries(
      Array.from({ length: 5000 }, (_, index) => [`s${index}`, index === 0 ? [] : [`s${index - 1}`]]),
    );
    expect(graph(chain).columns).toBe(5000);
  });
});
