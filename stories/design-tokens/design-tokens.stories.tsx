import { Button } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview';
import {
  colourFamilies,
  colourTokens,
  elevationTokens,
  fontFamilyTokens,
  fontSizeTokens,
  lineHeightOf,
  motionTokens,
  radiusTokens,
  spaceTokens,
  type Token,
} from './tokens';

/**
 * The console's design tokens, drawn from packages/ui/src/styles/tokens.css at runtime: each swatch, sample and
 * value below is the file's own, so these pages cannot drift from what the components use. Switch the toolbar's
 * theme to see the dark values applied.
 */
const meta = preview.meta({ title: 'Design tokens', parameters: { layout: 'padded' } });

/** The multiples of the spacing unit the console uses most (p-1 … p-16). */
const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 12, 16];

/** Every token of `tokens` has its row, found by its name. */
async function expectEvery(canvasElement: HTMLElement, tokens: readonly Token[]) {
  await expect(tokens.length).toBeGreaterThan(0);
  for (const token of tokens) {
    await expect(canvasElement.querySelector(`[data-token="${token.name}"]`)).not.toBeNull();
  }
}

function TokenRow({ token, sample }: { token: Token; sample: ReactNode }) {
  return (
    <li data-token={token.name} className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-4 py-2">
      <div className="flex items-center">{sample}</div>
      <div className="grid min-w-0 gap-0.5 text-sm">
        <code className="font-medium text-fg">--{token.name}</code>
        <span className="truncate text-fg-muted text-xs" title={token.value}>
          {token.dark === undefined || token.dark === token.value
            ? token.value
            : `Light ${token.value} · Dark ${token.dark}`}
        </span>
        {token.utility ? <span className="text-fg-muted text-xs">Tailwind: {token.utility}</span> : null}
      </div>
    </li>
  );
}

function Page({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="grid max-w-4xl gap-4 text-fg">
      <header className="grid gap-1">
        <h1 className="font-semibold text-2xl">{title}</h1>
        <p className="text-fg-muted text-sm">{intro}</p>
      </header>
      {children}
    </section>
  );
}

function ColourSwatch({ token }: { token: Token }) {
  return (
    <li data-token={token.name} className="grid min-w-0 gap-1 text-xs">
      <span
        className="h-6 rounded-md border border-border-strong"
        style={{ background: `var(--${token.name})` }}
      />
      <code className="truncate font-medium text-fg">--{token.name}</code>
      <span className="truncate text-fg-muted" title={`Light ${token.value}, dark ${token.dark}`}>
        {token.value === token.dark ? token.value : `${token.value} · ${token.dark}`}
      </span>
    </li>
  );
}

/** Surfaces, text, borders and the five tones, each with its light and dark value. */
export const Colours = meta.story({
  render: () => (
    <Page
      title="Colours"
      intro="Light value first, dark second. Components use them through Tailwind classes named after the token (bg-surface, text-fg-muted, border-primary), never raw colours."
    >
      {colourFamilies().map(([family, tokens]) => (
        <section key={family} aria-label={`${family} colours`} className="grid gap-2">
          <h2 className="font-semibold text-base capitalize">{family}</h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-x-3 gap-y-2">
            {tokens.map((token) => (
              <ColourSwatch key={token.name} token={token} />
            ))}
          </ul>
        </section>
      ))}
    </Page>
  ),
  play: async ({ canvasElement }) => expectEvery(canvasElement, colourTokens),
});

/** The weights the design uses; the fonts' weight axis is cut to this range (scripts/subset-fonts.mjs). */
const WEIGHTS = [
  { weight: 400, name: 'Regular', utility: 'font-normal' },
  { weight: 500, name: 'Medium', utility: 'font-medium' },
  { weight: 600, name: 'Semibold', utility: 'font-semibold' },
  { weight: 700, name: 'Bold', utility: 'strong, b' },
];

/** A typeface in each weight the design uses, and its figures proportional and tabular. */
function Typeface({ name, use, family }: { name: string; use: string; family: 'sans' | 'mono' }) {
  const sample =
    family === 'sans' ? 'Assemblies, templates & invoices' : 'tpl_8f3a2c91 {"robot": "/video/encode"}';
  return (
    <section aria-label={`${name} typeface`} className="grid gap-2">
      <h2 className="font-semibold text-base">
        {name} <span className="font-normal text-fg-muted text-sm">{use}</span>
      </h2>
      <ul className={family === 'mono' ? 'font-mono' : undefined}>
        {WEIGHTS.map(({ weight, name: weightName, utility }) => (
          <li key={weight} className="grid grid-cols-[7rem_minmax(0,1fr)] items-baseline gap-4 py-1">
            <span className="font-sans text-fg-muted text-xs" title={`${weightName} ${weight}`}>
              {weight} · {utility}
            </span>
            <span className="truncate text-lg" style={{ fontWeight: weight }}>
              {sample}
            </span>
          </li>
        ))}
        {family === 'sans' ? (
          <li className="grid grid-cols-[7rem_minmax(0,1fr)] items-baseline gap-4 py-1">
            <span className="text-fg-muted text-xs">Figures</span>
            <span className="grid justify-start text-lg">
              <span>1,111.10 € · 9,988.80 € proportional</span>
              <span className="tabular-nums">1,111.10 € · 9,988.80 € tabular-nums</span>
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** The two typefaces, their families and the type scale, each size with its line height. */
export const Type = meta.story({
  render: () => (
    <Page title="Type" intro="Body text is sm; headings step up the scale. Figures in tables are tabular.">
      <Typeface name="Geist" use="the interface" family="sans" />
      <Typeface name="Geist Mono" use="ids, code and keys" family="mono" />
      <ul className="divide-y divide-border">
        {fontFamilyTokens.map((token) => (
          <TokenRow
            key={token.name}
            token={token}
            sample={<span style={{ fontFamily: `var(--${token.name})` }}>Ag 0123</span>}
          />
        ))}
        {fontSizeTokens.map((token) => (
          <TokenRow
            key={token.name}
            token={{ ...token, value: `${token.value} / ${lineHeightOf(token.name)}` }}
            sample={
              <span
                style={{
                  fontSize: `var(--${token.name})`,
                  lineHeight: `var(--${token.name.replace('font-size-', 'line-height-')})`,
                }}
              >
                Assemblies
              </span>
            }
          />
        ))}
      </ul>
    </Page>
  ),
  play: async ({ canvasElement }) => expectEvery(canvasElement, [...fontFamilyTokens, ...fontSizeTokens]),
});

/** One unit; paddings, gaps and margins are its multiples. */
export const Spacing = meta.story({
  render: () => (
    <Page
      title="Spacing"
      intro="Every padding, gap and margin is a multiple of one unit: p-2 is two units, gap-6 six."
    >
      <ul className="divide-y divide-border">
        {spaceTokens.map((token) => (
          <TokenRow
            key={token.name}
            token={token}
            sample={<span className="h-4 bg-primary" style={{ width: `var(--${token.name})` }} />}
          />
        ))}
      </ul>
      <ul aria-label="Multiples of the unit" className="grid gap-2">
        {SPACING_STEPS.map((step) => (
          <li key={step} className="grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-4 text-sm">
            <span className="text-fg-muted">
              {step} × unit (p-{step})
            </span>
            <span
              className="h-4 bg-primary-soft"
              style={{ width: `calc(var(--${spaceTokens[0]?.name}) * ${step})` }}
            />
          </li>
        ))}
      </ul>
    </Page>
  ),
  play: async ({ canvasElement }) => expectEvery(canvasElement, spaceTokens),
});

/** Corner radii: small controls, cards, dialogs. */
export const Radii = meta.story({
  render: () => (
    <Page
      title="Radii"
      intro="Badges and inputs take the small corner, buttons and cards the middle, dialogs the large."
    >
      <ul className="divide-y divide-border">
        {radiusTokens.map((token) => (
          <TokenRow
            key={token.name}
            token={token}
            sample={
              <span
                className="size-14 border-2 border-primary bg-primary-soft"
                style={{ borderRadius: `var(--${token.name})` }}
              />
            }
          />
        ))}
      </ul>
    </Page>
  ),
  play: async ({ canvasElement }) => expectEvery(canvasElement, radiusTokens),
});

/** Shadows for raised surfaces: menus, popovers and dialogs. */
export const Elevation = meta.story({
  render: () => (
    <Page
      title="Elevation"
      intro="Raised surfaces (menus, popovers, dialogs) cast these shadows; the page itself is flat."
    >
      <ul className="divide-y divide-border">
        {elevationTokens.map((token) => (
          <TokenRow
            key={token.name}
            token={token}
            sample={
              <span
                className="h-12 w-20 rounded-md bg-surface-raised"
                style={{ boxShadow: `var(--${token.name})` }}
              />
            }
          />
        ))}
      </ul>
    </Page>
  ),
  play: async ({ canvasElement }) => expectEvery(canvasElement, elevationTokens),
});

function MotionSample({ token }: { token: Token }) {
  const [moved, setMoved] = useState(false);
  const isEasing = token.name.includes('easing');
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => setMoved((value) => !value)}
      aria-label={`Play --${token.name}`}
    >
      <span className="relative block h-2 w-12 rounded-full bg-surface-sunken">
        <span
          className="absolute top-0 left-0 size-2 rounded-full bg-primary"
          style={{
            transform: moved ? 'translateX(2.5rem)' : 'none',
            transitionProperty: 'transform',
            transitionDuration: isEasing ? 'var(--motion-duration-normal)' : `var(--${token.name})`,
            transitionTimingFunction: isEasing ? `var(--${token.name})` : 'var(--motion-easing-standard)',
          }}
        />
      </span>
    </Button>
  );
}

/** Durations and the one easing; all of them drop to 0 for reduced motion and in screenshots. */
export const Motion = meta.story({
  render: () => (
    <Page
      title="Motion"
      intro="Short and quiet: hover and focus changes take the fast duration, dialogs and sheets the normal one. People who ask for reduced motion get none; so do test runs and screenshots."
    >
      <ul className="divide-y divide-border">
        {motionTokens.map((token) => (
          <TokenRow key={token.name} token={token} sample={<MotionSample token={token} />} />
        ))}
      </ul>
    </Page>
  ),
  play: async ({ canvasElement }) => expectEvery(canvasElement, motionTokens),
});
