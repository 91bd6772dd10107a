import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from '../architecture/source-files';

// The web fonts scripts/subset-fonts.mjs cuts (packages/ui/src/styles/fonts/subsets.json): each file holds exactly
// its characters, fonts.css declares it with the same ranges, and every character the console's strings use is in
// one of Geist's ranges, so no label, amount or demo name falls back to another face.

const FONTS = join(ROOT, 'packages', 'ui', 'src', 'styles');
interface Subset {
  file: string;
  ranges: string[];
}
const config = JSON.parse(readFileSync(join(FONTS, 'fonts', 'subsets.json'), 'utf8')) as {
  weights: { min: number; max: number };
  features: string[];
  files: Subset[];
};
const css = readFileSync(join(FONTS, 'fonts.css'), 'utf8');

const codePointsOf = (ranges: readonly string[]) =>
  ranges.flatMap((range) => {
    const [from = '', to = from] = range.replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - first + 1 }, (_, i) => first + i);
  });
const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

async function faceOf(file: string): Promise<Face> {
  const sfnt = await fontverter.convert(readFileSync(join(FONTS, 'fonts', file)), 'sfnt');
  return new Face(new Blob(new Uint8Array(sfnt)));
}

/** The unicode range fonts.css gives the face whose source is `file`. */
function declaredRanges(file: string): string[] {
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].find(([, body = '']) =>
    body.includes(`/fonts/${file}"`),
  );
  const range = /unicode-range:([^;]*);/.exec(face?.[1] ?? '')?.[1] ?? '';
  return range
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Characters the strings use that Geist's Latin files have no glyph for, drawn by the fallback face: the arrow of a
 * change log (admin workspace history, a template's cycle), the infinity of an unlimited coupon, the Mac's command
 * key in the command palette's shortcut.
 */
const DRAWN_BY_FALLBACK = ['←', '→', '∞', '⌘'];

/**
 * The characters of the console's strings: its packages' sources (comments left out) and the stories. The slug
 * helper's table of letters it folds is not text anyone sees, and the robots' rules are the SDK's own words (an
 * emoji, a warning sign), generated as they are and drawn in the fallback faces where Geist has no glyph.
 */
function charactersInStrings(): Map<string, string> {
  const files = ['packages/ui/src', 'packages/api/src', 'apps/console/src', 'stories']
    .flatMap((dir) => filesUnder(dir, { skip: ['node_modules'], name: /\.(tsx?|json)$/ }))
    .filter(
      (file) =>
        file !== 'packages/api/src/slugify.ts' && !file.startsWith('packages/api/src/robots/generated/'),
    );
  const found = new Map<string, string>();
  for (const file of files) {
    const code = readFileSync(join(ROOT, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const char of code.match(/[^\t\n\r -~]/gu) ?? []) if (!found.has(char)) found.set(char, file);
  }
  return found;
}

describe('web fonts', () => {
  it.each(config.files)(
    '$file holds exactly its characters, the weight axis and the features',
    async ({ file, ranges }) => {
      const face = await faceOf(file);
      expect([...face.collectUnicodes()].sort((a, b) => a - b).map(hex)).toEqual(
        codePointsOf(ranges).map(hex),
      );
      const { wght } = face.getAxisInfos();
      expect({ min: wght?.min, max: wght?.max }).toEqual(config.weights);
      // Geist's figures are proportional, so its tables need the tabular ones, and its pairs are kerned; Geist Mono's
      // letters and figures are all one width.
      if (!file.includes('mono')) {
        if (face.collectUnicodes().includes(0x30)) expect(face.getTableFeatureTags('GSUB')).toContain('tnum');
        expect(face.getTableFeatureTags('GPOS')).toContain('kern');
      }
    },
  );

  it.each(config.files)('fonts.css declares $file with its ranges', ({ file, ranges }) => {
    expect(codePointsOf(declaredRanges(file)).map(hex)).toEqual(codePointsOf(ranges).map(hex));
  });

  it('every character the strings use is in a Geist range', () => {
    const geist = new Set(
      config.files.filter(({ file }) => !file.includes('mono')).flatMap(({ ranges }) => codePointsOf(ranges)),
    );
    const missing = [...charactersInStrings()]
      .filter(([char]) => !geist.has(char.codePointAt(0) ?? 0) && !DRAWN_BY_FALLBACK.includes(char))
      .map(([char, file]) => `${char} (${hex(char.codePointAt(0) ?? 0)}) in ${file}`);
    expect(missing, 'add them to subsets.json and fonts.css, then run node scripts/subset-fonts.mjs').toEqual(
      [],
    );
  });
});
