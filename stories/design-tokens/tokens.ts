import themeCss from '../../packages/ui/src/styles/index.css?raw';
import tokensCss from '../../packages/ui/src/styles/tokens.css?raw';

/*
 * The design tokens as tokens.css declares them, read from the file itself at runtime, so these pages list
 * whatever the file holds: a token added, renamed or removed there shows here without an edit.
 */

/** One custom property of tokens.css, with its value in each theme where the themes differ. */
export interface Token {
  /** Without the leading `--`. */
  name: string;
  value: string;
  /** The dark theme's value, for colours and elevations. */
  dark?: string;
  /** The Tailwind classes that read it (`bg-surface, text-surface, …`), from index.css's `@theme inline`. */
  utility?: string;
}

/** The declarations of the first block whose selector starts at `selector`. */
function declarations(source: string, selector: string): Map<string, string> {
  const start = source.indexOf(selector);
  if (start < 0) throw new Error(`tokens.css has no block for ${selector}`);
  const open = source.indexOf('{', start);
  const close = source.indexOf('}', open);
  const found = new Map<string, string>();
  for (const [, name, value] of source.slice(open + 1, close).matchAll(/--([\w-]+):\s*([^;]+);/g)) {
    if (name && value) found.set(name, value.replace(/\s+/g, ' ').trim());
  }
  return found;
}

const shared = declarations(tokensCss, ':root {');
// The colours and elevations: the `:root` block that sets `color-scheme: light dark`, where a token that differs by
// theme holds light-dark(light, dark), each side a hex colour or an rgb().
const colours = declarations(tokensCss, ':root {\n  color-scheme: light dark;');
const sides = /light-dark\(((?:[^,()]|\([^()]*\))+),\s*((?:[^,()]|\([^()]*\))+)\)/g;
const themeSide = (side: '$1' | '$2') =>
  new Map([...colours].map(([name, value]) => [name, value.replace(sides, side)]));
const light = themeSide('$1');
const dark = themeSide('$2');
const webFonts = declarations(tokensCss, ':root[data-fonts="web"] {');

/** How each `@theme inline` namespace of index.css is spelled as a class: `--radius-md` is `rounded-md`. */
const CLASS_PREFIXES: Record<string, (name: string) => string> = {
  color: (name) => `bg-${name}, text-${name}, border-${name}`,
  radius: (name) => `rounded-${name}`,
  shadow: (name) => `shadow-${name}`,
  text: (name) => `text-${name}`,
  font: (name) => `font-${name}`,
  ease: (name) => `ease-${name}`,
  'transition-duration': (name) => `duration-${name}`,
};

/** `--color-surface: var(--surface)` in index.css: the Tailwind classes that read each token. */
const utilities = new Map(
  [
    ...themeCss.matchAll(
      /--(color|radius|shadow|text|font|ease|transition-duration)-([\w-]+):\s*var\(--([\w-]+)\)/g,
    ),
  ].flatMap(([, namespace, name, token]) => {
    const spell = namespace ? CLASS_PREFIXES[namespace] : undefined;
    return spell && name && token && !name.includes('--') ? [[token, spell(name)] as const] : [];
  }),
);

function pick(source: Map<string, string>, test: (name: string) => boolean, withDark = false): Token[] {
  return [...source]
    .filter(([name]) => test(name))
    .map(([name, value]) => ({
      name,
      value,
      ...(withDark ? { dark: dark.get(name) ?? value } : {}),
      ...(utilities.has(name) ? { utility: utilities.get(name) } : {}),
    }));
}

/** Colours: every theme token that is not an elevation, in the file's order. */
export const colourTokens = pick(light, (name) => !name.startsWith('elevation-'), true);
export const elevationTokens = pick(light, (name) => name.startsWith('elevation-'), true);
/**
 * The type stacks as the interface uses them once its web fonts are on (the `data-fonts="web"` block, which
 * stories always have), each reference to a fallback stack written out.
 */
export const fontFamilyTokens = pick(
  new Map(
    [...shared].map(([name, value]) => [
      name,
      (webFonts.get(name) ?? value).replace(/var\(--([\w-]+)\)/g, (use, token) => shared.get(token) ?? use),
    ]),
  ),
  (name) => name.startsWith('font-family-'),
);
export const fontSizeTokens = pick(shared, (name) => name.startsWith('font-size-'));
export const lineHeightOf = (sizeToken: string) =>
  shared.get(sizeToken.replace('font-size-', 'line-height-'));
export const spaceTokens = pick(shared, (name) => name.startsWith('space-'));
export const radiusTokens = pick(shared, (name) => name.startsWith('corner-'));
export const motionTokens = pick(shared, (name) => name.startsWith('motion-'));

/** Colour tokens by family: the part of the name before its role (`primary-hover` is a `primary`). */
export function colourFamilies(): [string, Token[]][] {
  const families = new Map<string, Token[]>();
  for (const token of colourTokens) {
    const family = /^(primary|danger|warning|success|info)\b/.exec(token.name)?.[1] ?? 'neutral';
    families.set(family, [...(families.get(family) ?? []), token]);
  }
  return [...families];
}
