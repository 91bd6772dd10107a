import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// WCAG 2.2 contrast of the design tokens, read straight from tokens.css so a colour tweak that breaks AA
// fails here instead of in a customer's eyes. 4.5:1 for text, 3:1 for input borders and the focus ring.

const css = readFileSync(new URL('../../packages/ui/src/styles/tokens.css', import.meta.url), 'utf8');

/** The custom properties declared in the first block whose selector line matches `selector`. */
function tokensOf(selector: string, source: string = css): Map<string, string> {
  const start = source.indexOf(selector);
  if (start < 0) throw new Error(`tokens.css has no block for ${selector}`);
  const open = source.indexOf('{', start);
  const close = source.indexOf('}', open);
  const tokens = new Map<string, string>();
  for (const match of source.slice(open + 1, close).matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value) tokens.set(name, value.trim());
  }
  return tokens;
}

function mediaBlock(query: string): string {
  const start = css.indexOf(`@media (${query})`);
  if (start < 0) throw new Error(`tokens.css has no @media (${query}) block`);
  return css.slice(start);
}

// The colour block is the `:root` block that sets `color-scheme: light dark`; a token that differs by theme holds
// both values as light-dark(light, dark), whose sides are a hex colour or an rgb() each.
const colourBlock = tokensOf(':root {\n  color-scheme: light dark;');
const sides = /light-dark\(((?:[^,()]|\([^()]*\))+),\s*((?:[^,()]|\([^()]*\))+)\)/g;

function theme(side: '$1' | '$2'): Map<string, string> {
  return new Map([...colourBlock].map(([name, value]) => [name, value.replace(sides, side)]));
}

const themes = { light: theme('$1'), dark: theme('$2') };

function hex(tokens: Map<string, string>, name: string): string {
  const value = tokens.get(name);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value))
    throw new Error(`--${name} should be a 6-digit hex colour, is ${value}`);
  return value;
}

function relativeLuminance(color: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const surfaces = ['bg', 'surface', 'surface-raised', 'surface-sunken'];
const tones = ['primary', 'danger', 'warning', 'success', 'info'];

type Pair = { fg: string; bg: string; min: number };

const pairs: Pair[] = [
  // Body text, secondary text and placeholder text on every surface.
  ...['fg', 'fg-muted', 'fg-subtle'].flatMap((fg) => surfaces.map((bg) => ({ fg, bg, min: 4.5 }))),
  // Tone text sits on its soft tint (badges, banners) and straight on the page and cards (icons, links).
  ...tones.flatMap((tone) =>
    [`${tone}-soft`, ...surfaces].map((bg) => ({ fg: `${tone}-text`, bg, min: 4.5 })),
  ),
  // Text on solid fills, also in the hover state of the filled buttons.
  ...tones.map((tone) => ({ fg: `${tone}-fg`, bg: tone, min: 4.5 })),
  { fg: 'primary-fg', bg: 'primary-hover', min: 4.5 },
  { fg: 'danger-fg', bg: 'danger-hover', min: 4.5 },
  // Non-text contrast (WCAG 1.4.11): input borders and the focus ring against what they sit on.
  ...surfaces.map((bg) => ({ fg: 'border-strong', bg, min: 3 })),
  ...surfaces.map((bg) => ({ fg: 'focus', bg, min: 3 })),
];

describe.each(Object.entries(themes))('%s theme tokens', (_theme, tokens) => {
  it.each(pairs)('--$fg on --$bg reaches $min:1', ({ fg, bg, min }) => {
    expect(contrast(hex(tokens, fg), hex(tokens, bg))).toBeGreaterThanOrEqual(min);
  });
});

describe('theme blocks', () => {
  it('gives the two themes different surfaces and text', () => {
    for (const name of ['bg', 'surface', 'fg', 'border']) {
      expect(themes.dark.get(name)).not.toBe(themes.light.get(name));
    }
  });

  it('forces a theme by color-scheme alone, so each token is declared once', () => {
    for (const forced of ['light', 'dark']) {
      const block = css.slice(css.indexOf(`:root[data-theme="${forced}"] {`));
      expect(block.slice(block.indexOf('{') + 1, block.indexOf('}')).trim()).toBe(`color-scheme: ${forced};`);
    }
  });

  it('turns motion off under prefers-reduced-motion', () => {
    const reduced = tokensOf(':root {', mediaBlock('prefers-reduced-motion: reduce'));
    expect(reduced.get('motion-duration-fast')).toBe('0ms');
    expect(reduced.get('motion-duration-normal')).toBe('0ms');
  });
});
