/** Letters that Unicode decomposition does not split into a base letter and an accent. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Apostrophes and the marks people type for one: straight, curly, modifier letter, grave and acute. */
const APOSTROPHES = /['’‘ʼ`´]/g;

/**
 * A workspace slug from its name (spec §5): accents folded to plain letters, lower-cased, apostrophes removed,
 * anything not a-z or 0-9 a dash, repeated dashes collapsed, edge dashes trimmed; an empty name gives ''.
 */
export function slugify(name: string): string {
  return (
    name
      // Before normalising, which turns ´ into a space and an accent (so "it´s" would give "it-s")…
      .replace(APOSTROPHES, '')
      .toLowerCase()
      .normalize('NFKD')
      // …and after, which turns the full-width ＇ and ｀ into ' and `.
      .replace(APOSTROPHES, '')
      .replace(/\p{M}/gu, '')
      .replace(/[ßæœøłđðþı]/g, (letter) => FOLDED[letter] ?? letter)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
