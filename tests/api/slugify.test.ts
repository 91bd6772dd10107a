import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../packages/api/src/slugify';

describe('slugify (spec §5)', () => {
  it.each([
    ['Acme Media', 'acme-media'],
    ['Crème Brûlée Studios', 'creme-brulee-studios'],
    ['Zoë’s Café', 'zoes-cafe'],
    ["O'Reilly Media", 'oreilly-media'],
    ['it´s', 'its'],
    ['Zoë´s Café', 'zoes-cafe'],
    ['Rock ‘n’ Roll', 'rock-n-roll'],
    ['Nuku‘alofa Nightsʼ Edit', 'nukualofa-nights-edit'],
    ['`Quoted` Films', 'quoted-films'],
    ['Zoe＇s Studio', 'zoes-studio'],
    ['Rock ’n’ Roll', 'rock-n-roll'],
    ['Straße & Söhne', 'strasse-sohne'],
    ['Ærø Øresund Łódź', 'aero-oresund-lodz'],
    ['Ångström Labs', 'angstrom-labs'],
    ['Ñandú Films', 'nandu-films'],
    ['Video -- Encoding!!', 'video-encoding'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
    ['a___b...c', 'a-b-c'],
    ['UPPER case 42', 'upper-case-42'],
    ['2026 Q1 uploads', '2026-q1-uploads'],
    ['東京 Studio', 'studio'],
    ['東京', ''],
    ['Привет мир', ''],
    ['🎬 Movies 🎬', 'movies'],
    ['', ''],
    ['   ', ''],
    ["'", ''],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('yields only a-z, 0-9 and single inner dashes for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(slugify(name)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const once = slugify(name);
        expect(slugify(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  it('keeps plain lower-case words and digits as they are', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 5 }), (words) => {
        expect(slugify(words.join(' '))).toBe(words.join('-'));
      }),
    );
  });
});
