import { presetTemplateId } from '@console/mock-api';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderConsole, serveScenario, testConsoleWide } from './render-console';

/** A lazy route chunk and the mock server's answers can be slow on a loaded CI machine. */
const loaded = { timeout: 10_000 };

/** Enough presses to pass the shell and reach well into each screen; a dialog keeps focus and comes round sooner. */
const MOST_TABS = 70;

testConsoleWide();

function transparent(color: string): boolean {
  return color === 'transparent' || /,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
}

/** An element's focus ring as drawn, or null: an outline with width and colour, or a box shadow. */
function ringOf(element: Element): string | null {
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle !== 'none' &&
    Number.parseFloat(style.outlineWidth) > 0 &&
    !transparent(style.outlineColor)
      ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : '';
  // Tailwind keeps a transparent shadow layer for each of its rings; only a coloured one is drawn.
  const layers = style.boxShadow.split(/,(?![^(]*\))/).filter((layer) => {
    const color = layer.match(/rgba?\([^)]*\)|oklch\([^)]*\)|color\([^)]*\)/)?.[0];
    return layer.trim() !== 'none' && color !== undefined && !transparent(color);
  });
  const shadow = layers.length === 0 ? '' : `shadow ${layers.join(',')}`;
  return outline || shadow ? `${outline} ${shadow}`.trim() : null;
}

function visible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 1 && box.height > 1;
}

/**
 * Where a focused element's indicator may be drawn: on itself, on a frame around it (the code editor's, which
 * draws it with focus-within), or on its label (a visually hidden input's visible stand-in).
 */
function drawnOn(element: Element): Element[] {
  const frames: Element[] = [];
  for (let parent = element.parentElement; parent && frames.length < 3; parent = parent.parentElement) {
    frames.push(parent);
  }
  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
  return [element, ...frames, ...labels];
}

function describeElement(element: Element): string {
  const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
  const name = element.getAttribute('aria-label') ?? label ?? element.textContent?.trim().slice(0, 40) ?? '';
  const type = element.getAttribute('type');
  return `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}> “${name}”`;
}

const FORWARD = '{Tab}';
const BACKWARD = '{Shift>}{Tab}{/Shift}';

type Stop = { element: Element; places: Element[]; focused: (string | null)[] };

/**
 * Presses Tab (or Shift+Tab) from where focus is until it comes round again, leaves the page or has pressed
 * MOST_TABS times. Names every element that took focus without a visible indicator (at some stop none of its places
 * showed a ring it does not show unfocused), and the last element reached. Each stop is measured as Tab reaches it
 * (a date input's month, day and year are stops of one element) and compared with the element once focus has left.
 */
async function walk(key: string): Promise<{ missing: string[]; last: HTMLElement | null }> {
  const missing = new Set<string>();
  let stops: Stop[] = [];
  const measureLeft = (active: Element | null) => {
    stops = stops.filter(({ element, places, focused }) => {
      if (element === active) return true;
      const shown = places.some(
        (place, index) => focused[index] !== null && focused[index] !== ringOf(place),
      );
      if (!shown) missing.add(describeElement(element));
      return false;
    });
  };
  let first: Element | null = null;
  let previous: Element | null = null;
  for (let press = 0; press < MOST_TABS; press += 1) {
    await userEvent.keyboard(key);
    const element = document.activeElement;
    measureLeft(element);
    if (element === null || element === document.body || (element === first && previous !== first)) break;
    first ??= element;
    previous = element;
    const places = drawnOn(element);
    // Measured while focused: the skip link, for one, is visible only then.
    stops.push({ element, places, focused: places.map((place) => (visible(place) ? ringOf(place) : null)) });
  }
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  measureLeft(null);
  return { missing: [...missing], last: previous instanceof HTMLElement ? previous : null };
}

async function elementsWithoutIndicator(key: string): Promise<string[]> {
  return (await walk(key)).missing;
}

/** Walks forwards from where focus is, then backwards from where that ended. */
async function bothWays(): Promise<string[]> {
  const forwards = await walk(FORWARD);
  forwards.last?.focus();
  return [...forwards.missing, ...(await elementsWithoutIndicator(BACKWARD))];
}

// Up to MOST_TABS key presses each way, each a round trip to the browser's driver: beside the story pages and the
// e2e run of `npm test`, a press took 0.1–1 s and the assemblies list's walk ran past 30 s.
describe('every element Tab reaches shows that it has focus', { timeout: 120_000 }, () => {
  it('on the assemblies list: the filters and the first rows, and back from the search box', async () => {
    serveScenario('member');
    await renderConsole('/acme-media/assemblies');
    await expect.element(page.getByRole('textbox', { name: 'To' }), loaded).toBeVisible();
    expect(await elementsWithoutIndicator(FORWARD)).toEqual([]);
    // Back through the dates, as someone who has clicked into the search box goes back to them.
    await userEvent.click(page.getByRole('searchbox', { name: 'Search by assembly id' }));
    expect(await elementsWithoutIndicator(BACKWARD)).toEqual([]);
  });

  it('on the template editor', async () => {
    serveScenario('member');
    await renderConsole(`/acme-media/templates/${presetTemplateId(1)}`);
    await expect.element(page.getByRole('button', { name: 'Save', exact: true }), loaded).toBeVisible();
    expect(await bothWays()).toEqual([]);
  });

  it("on the workspace's settings", async () => {
    serveScenario('member');
    await renderConsole('/acme-media/settings');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Settings' }), loaded).toBeVisible();
    expect(await bothWays()).toEqual([]);
  });

  it('in the navigation search, whose field has no outline of its own', async () => {
    serveScenario('member');
    await renderConsole('/acme-media/templates');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Templates' }), loaded).toBeVisible();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect.element(page.getByRole('combobox', { name: /^Search pages/ }), loaded).toHaveFocus();
    expect(await elementsWithoutIndicator(FORWARD)).toEqual([]);
  });

  it('in a dialog', async () => {
    serveScenario('member');
    await renderConsole('/acme-media/collaborators');
    const invite = page.getByRole('button', { name: 'Invite people' });
    await expect.element(invite, loaded).toBeVisible();
    await userEvent.click(invite);
    // Its form loads on opening; until then Tab has only the close button to go to.
    await expect.element(page.getByRole('textbox', { name: /^E-mail addresses/ }), loaded).toBeVisible();
    expect(await bothWays()).toEqual([]);
  });
});
