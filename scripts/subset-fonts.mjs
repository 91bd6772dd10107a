#!/usr/bin/env node
// Cuts the console's web fonts out of the @fontsource-variable packages: the files, the characters each keeps and
// why are listed in packages/ui/src/styles/fonts/subsets.json, which fonts.css's unicode ranges repeat. Each file
// keeps the weight axis over the weights the design uses (subsets.json `weights`) and only the OpenType features
// it needs (kerning, and tabular figures for tables and amounts). Run after changing subsets.json or updating the
// font packages, and commit the files it writes: `node scripts/subset-fonts.mjs`.
//
// It also prints the metric overrides of fonts.css's fallback faces: Arial (or Liberation Sans, its metric twin)
// and DejaVu Sans scaled to Geist's average width and given its ascent and descent, so that swapping the web font
// in moves nothing. The fallbacks are measured from the fonts installed here (fonts-liberation, fonts-dejavu-core).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face, Font, Variation } from 'harfbuzzjs';
import subsetFont from 'subset-font';

const ROOT = join(import.meta.dirname, '..');
const FONTS = join(ROOT, 'packages', 'ui', 'src', 'styles', 'fonts');
const config = JSON.parse(readFileSync(join(FONTS, 'subsets.json'), 'utf8'));

/** The code points of `U+0020-007E`-style ranges. */
export const codePointsOf = (ranges) =>
  ranges.flatMap((range) => {
    const [from = '', to = from] = range.replace(/^U\+/, '').split('-');
    const first = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - first + 1 }, (_, i) => first + i);
  });

const faceOf = async (buffer) => new Face(new Blob(await fontverter.convert(buffer, 'sfnt')));

for (const { file, source, ranges } of config.files) {
  const input = readFileSync(join(ROOT, 'node_modules', source));
  const available = new Set((await faceOf(input)).collectUnicodes());
  const wanted = codePointsOf(ranges);
  const missing = wanted.filter((codePoint) => !available.has(codePoint));
  if (missing.length > 0)
    throw new Error(
      `${file}: ${source} has no glyph for ${missing.map((c) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')}; take them out of subsets.json`,
    );
  const output = await subsetFont(input, String.fromCodePoint(...wanted), {
    targetFormat: 'woff2',
    keepFeatures: config.features,
    variationAxes: { wght: config.weights },
  });
  writeFileSync(join(FONTS, file), output);
  console.log(
    `${file.padEnd(20)} ${(output.length / 1024).toFixed(1).padStart(5)} KB  ${wanted.length} characters`,
  );
}

/** Ascent, descent and line gap as fractions of the em, and the average advance of text, at a weight. */
function metricsOf(face, weight) {
  const font = new Font(face);
  if (weight) font.setVariations([new Variation('wght', weight)]);
  const extents = font.hExtents();
  // Letters weighted roughly as English text uses them, with a space: what a line of the interface is made of.
  const sample = 'etaoinshrdlucmfwypvbgkjqxz ETAOINSHRDLUCMFWYPVBGKJQXZ etaoinshrdlu';
  const advance =
    [...sample].reduce((sum, char) => sum + font.glyphHAdvance(font.glyph(char.codePointAt(0) ?? 0)), 0) /
    sample.length;
  return {
    ascent: extents.ascender / face.upem,
    descent: -extents.descender / face.upem,
    lineGap: extents.lineGap / face.upem,
    advance: advance / face.upem,
  };
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;
// Each fallback face twice: its regular for Geist's 400 and 500, its bold for 600 and 700 (measured against Geist at
// 600, the headings' and buttons' weight), so that semibold text does not fall back to a synthesised bold.
const FALLBACKS = {
  'geist-basic.woff2': {
    'Arial / Liberation Sans': 'liberation/LiberationSans',
    'DejaVu Sans': 'dejavu/DejaVuSans',
  },
  'geist-mono.woff2': {
    'Courier New / Liberation Mono': 'liberation/LiberationMono',
    'DejaVu Sans Mono': 'dejavu/DejaVuSansMono',
  },
};
for (const [file, fallbacks] of Object.entries(FALLBACKS)) {
  const web = await faceOf(readFileSync(join(FONTS, file)));
  for (const [name, stem] of Object.entries(fallbacks)) {
    for (const [style, weight, suffix] of [
      ['regular', 400, '-Regular'],
      ['bold', 600, '-Bold'],
    ]) {
      // A monospace face's bold is as wide as its regular: Geist Mono's fallbacks need no bold face of their own.
      if (style === 'bold' && file.includes('mono')) continue;
      // Liberation names its regular file -Regular, DejaVu names it by the family alone.
      const path = [
        `/usr/share/fonts/truetype/${stem}${suffix}.ttf`,
        `/usr/share/fonts/truetype/${stem}.ttf`,
      ].find(
        (candidate) => existsSync(candidate) && (style === 'regular' || candidate.endsWith(`${suffix}.ttf`)),
      );
      if (!path) {
        console.log(`${file} fallback ${name} ${style}: not installed, not measured`);
        continue;
      }
      const geist = metricsOf(web, weight);
      const fallback = metricsOf(new Face(new Blob(readFileSync(path))));
      const sizeAdjust = geist.advance / fallback.advance;
      console.log(
        `${file} fallback ${name} ${style}: size-adjust: ${percent(sizeAdjust)}; ascent-override: ${percent(geist.ascent / sizeAdjust)}; descent-override: ${percent(geist.descent / sizeAdjust)}; line-gap-override: ${percent(geist.lineGap / sizeAdjust)};`,
      );
    }
  }
}
