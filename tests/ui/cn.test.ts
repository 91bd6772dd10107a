import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../../packages/ui/src/lib/cn';

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every word of a string literal in the design system and its stories that the full configuration takes for a
 * Tailwind class (it collapses a class given twice; an unknown word is kept twice).
 */
function classesInUse(): string[] {
  const found = new Set<string>();
  const files = ['packages/ui/src', 'apps/console/src', 'stories']
    .flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .filter((file) => !file.endsWith('cn.ts'));
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const { 1: a, 2: b, 3: c, index } of source.matchAll(/'([^'\n]*)'|`([^`]*)`|"([^"\n]*)"/g)) {
      // An event's type is no class, though some are also Tailwind's words ('blur').
      if (source.endsWith('addEventListener(', index)) continue;
      for (const word of (a ?? b ?? c ?? '').split(/\s+/)) {
        if (/^!?-?[a-z0-9[\]&_:*/.%()=>#,+@-]+$/.test(word) && twMerge(`${word} ${word}`) === word)
          found.add(word);
      }
    }
  }
  return [...found].sort();
}

describe('cn, on its own tailwind-merge configuration', () => {
  const classes = classesInUse();

  it('finds the classes the design system uses', () => {
    expect(classes.length).toBeGreaterThan(400);
    expect(classes).toEqual(expect.arrayContaining(['px-3', 'text-fg-muted', 'hover:bg-surface-sunken']));
  });

  it('knows each of them for a class', () => {
    expect(classes.filter((word) => cn(word, word) !== word)).toEqual([]);
  });

  // Tens of thousands of pairs, CPU-bound: about 3 s alone, and more beside the browser projects in `npm test`.
  it('merges every pair of them as tailwind-merge’s full default configuration does', {
    timeout: 60_000,
  }, () => {
    const differences: string[] = [];
    // Classes under different variants (hover:, md:, …) never replace each other, so pairs are compared within
    // one variant prefix.
    const byVariant = Map.groupBy(classes, (name) => name.slice(0, name.lastIndexOf(':') + 1));
    for (const group of byVariant.values())
      for (const first of group) {
        for (const second of group) {
          const ours = cn(first, second);
          const reference = twMerge(clsx(first, second));
          if (ours !== reference) differences.push(`"${first} ${second}": ${ours} ≠ ${reference}`);
        }
      }
    expect(differences.slice(0, 40)).toEqual([]);
  });

  it('lets a caller override a variant', () => {
    expect(cn('h-9 px-4 text-sm text-fg', 'h-auto px-0 text-fg-muted')).toBe(
      'text-sm h-auto px-0 text-fg-muted',
    );
    expect(cn('inline-flex size-8 rounded-full', 'flex h-10 rounded-md')).toBe('size-8 flex h-10 rounded-md');
    expect(cn('border border-border', 'border-danger')).toBe('border border-danger');
  });
});
