import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BASELINES = join(import.meta.dirname, '__screenshots__');
/** What the finished console's baselines may weigh in git, every screen in both themes. */
const TOTAL_BUDGET_MB = 60;
/** A single baseline above this is a whole page where the story's own element was meant, or left uncompressed. */
const FILE_BUDGET_KB = 300;
/**
 * What a baseline may weigh on average. The finished console has some 1,300 (every story in light, the design
 * system and each screen's marked stories in dark, the marked screens on a phone in light), and 1,300 × 45 KB is
 * the 60 MB above: a screen in its shell at 1440 × 900 weighs some 70 KB, a component a few. Uncompressed or
 * whole-page baselines of components push the average up long before the total reaches its budget.
 */
const AVERAGE_BUDGET_KB = 45;

function pngsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pngsUnder(path);
    return entry.name.endsWith('.png') ? [path] : [];
  });
}

describe('visual baselines', () => {
  const files = pngsUnder(BASELINES);

  it(`weigh less than ${TOTAL_BUDGET_MB} MB together`, () => {
    expect(files.length).toBeGreaterThan(100);
    const totalMb = files.reduce((sum, path) => sum + statSync(path).size, 0) / 1024 / 1024;
    expect(totalMb).toBeLessThan(TOTAL_BUDGET_MB);
  });

  it(`weigh less than ${AVERAGE_BUDGET_KB} KB on average`, () => {
    const averageKb = files.reduce((sum, path) => sum + statSync(path).size, 0) / files.length / 1024;
    expect(averageKb).toBeLessThan(AVERAGE_BUDGET_KB);
  });

  it(`are each under ${FILE_BUDGET_KB} KB`, () => {
    const large = files.filter((path) => statSync(path).size > FILE_BUDGET_KB * 1024);
    expect(large.map((path) => path.slice(BASELINES.length + 1))).toEqual([]);
  });
});
