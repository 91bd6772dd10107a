import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type ReportImage, renderVisualReport, type VisualChange } from '../setup/visual-report/report';

/** A small PNG drawn here, so the test needs no binary fixture. */
function png(width: number, height: number, paint: (context: CanvasRenderingContext2D) => void): ReportImage {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  paint(context);
  return { src: canvas.toDataURL('image/png'), width, height };
}

const filled = (colour: string) => (context: CanvasRenderingContext2D) => {
  context.fillStyle = colour;
  context.fillRect(0, 0, context.canvas.width, context.canvas.height);
};

const changed: VisualChange = {
  storyId: 'primitives-badge--tones',
  theme: 'light',
  variant: 'desktop',
  kind: 'changed',
  message: '223 pixels (ratio 0.01) differ.',
  project: 'visual',
  file: 'stories/primitives/badge.stories.tsx',
  testName: 'Tones',
  baselinePath: 'tests/visual/__screenshots__/chromium-linux/light/primitives-badge-tones.png',
  baseline: png(160, 60, filled('#1d4ed8')),
  actual: png(160, 60, filled('#dc2626')),
  diff: png(160, 60, (context) => {
    filled('#f5f5f5')(context);
    context.fillStyle = '#ff0000';
    context.fillRect(20, 20, 40, 20);
  }),
};

/**
 * The report as QA opens it: its own document, with its inline script and its Content-Security-Policy, in a frame
 * tall enough that no lazy image waits for a scroll.
 */
async function openReport(changes: VisualChange[]) {
  const html = renderVisualReport({ changes, generatedAt: 'Mon, 01 Jun 2026 12:00:00 GMT' });
  const screen = await render(
    <iframe title="Visual report" srcDoc={html} style={{ width: 1200, height: 2000, border: 0 }} />,
  );
  const iframe = screen.container.querySelector('iframe');
  if (!iframe) throw new Error('no report frame');
  await expect.poll(() => iframe.contentDocument?.querySelector('main') ?? null).not.toBeNull();
  const doc = iframe.contentDocument as Document;
  await expect.poll(() => doc.readyState).toBe('complete');
  return { doc, frame: page.frameLocator(screen.getByTitle('Visual report')) };
}

/** What is on top at a point of the comparison, as a person sees it: clip-path hides from hit tests too. */
function shownAt(doc: Document, swipe: Element, fraction: number): string | null {
  const box = swipe.getBoundingClientRect();
  const element = doc.elementFromPoint(box.left + box.width * fraction, box.top + box.height / 2);
  return element?.getAttribute('alt') ?? null;
}

describe('visual report page', () => {
  it('shows the changed story, its theme and variant, and its three images', async () => {
    const { doc, frame } = await openReport([changed]);

    await expect
      .element(frame.getByRole('heading', { level: 2, name: 'primitives-badge--tones' }))
      .toBeVisible();
    const facts = doc.querySelector('.change .facts');
    expect(facts?.querySelector('[data-fact="theme"]')?.textContent).toBe('light');
    expect(facts?.querySelector('[data-fact="variant"]')?.textContent).toBe('desktop');
    expect(facts?.querySelector('[data-fact="change"]')?.textContent).toBe('223 pixels (ratio 0.01) differ.');

    const name = 'primitives-badge--tones (light, desktop)';
    for (const [alt, image] of [
      [`Baseline of ${name}`, changed.baseline],
      [`New screenshot of ${name}`, changed.actual],
      [`Diff of ${name}: changed pixels in red`, changed.diff],
    ] as const) {
      await expect.element(frame.getByRole('img', { name: alt, exact: true })).toBeVisible();
      const img = doc.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
      expect(img?.getAttribute('src')).toBe(image?.src);
      // Decoded under the page's own Content-Security-Policy: a broken or blocked image fails here.
      await img?.decode();
      expect(img?.naturalWidth).toBe(160);
    }
    const captions = [...doc.querySelectorAll('.images figcaption')].map((caption) => caption.textContent);
    expect(captions).toEqual([
      'Baseline 160 × 60, shown at 2×',
      'New 160 × 60, shown at 2×',
      'Diff 160 × 60, shown at 2×',
    ]);
  });

  it('has a labelled slider that, from the keyboard, switches the comparison between baseline and new', async () => {
    const { doc, frame } = await openReport([changed]);
    const slider = frame.getByRole('slider', {
      name: 'How much of the new screenshot to show, from the left',
    });
    await expect.element(slider).toBeVisible();
    const swipe = doc.querySelector('.swipe');
    if (!swipe) throw new Error('no comparison');
    const baseline = 'Baseline of primitives-badge--tones (light, desktop), in the comparison';
    const fresh = 'New screenshot of primitives-badge--tones (light, desktop), in the comparison';

    // Half and half at first: the new screenshot on the left, the baseline on the right.
    expect(shownAt(doc, swipe, 0.25)).toBe(fresh);
    expect(shownAt(doc, swipe, 0.75)).toBe(baseline);

    // Clicking the label focuses the slider without moving it; from there on, keys only.
    await frame.getByText('How much of the new screenshot to show, from the left').click();
    await userEvent.keyboard('{Home}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '0% new, 100% baseline');
    expect(shownAt(doc, swipe, 0.05)).toBe(baseline);
    expect(shownAt(doc, swipe, 0.95)).toBe(baseline);

    await userEvent.keyboard('{End}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '100% new, 0% baseline');
    expect(shownAt(doc, swipe, 0.05)).toBe(fresh);
    expect(shownAt(doc, swipe, 0.95)).toBe(fresh);

    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(slider).toHaveValue('99');
  });

  it('links to the story in the dev Storybook and gives the command that accepts the change', async () => {
    const { doc, frame } = await openReport([changed]);
    await expect
      .element(frame.getByRole('link', { name: 'Open primitives-badge--tones in Storybook' }))
      .toHaveAttribute('href', 'http://localhost:6006/?path=/story/primitives-badge--tones');
    await expect.element(frame.getByRole('heading', { name: 'Accept this change' })).toBeVisible();
    expect(doc.querySelector('[data-accept]')?.textContent).toBe(
      "npx vitest run --project visual stories/primitives/badge.stories.tsx -t '^Tones$' --update=all",
    );
  });

  it('needs nothing from outside the file', async () => {
    const { doc } = await openReport([changed]);
    expect(
      doc.querySelectorAll('script[src], link[rel="stylesheet"], link[href], iframe, object'),
    ).toHaveLength(0);
    const policy = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
    expect(policy).toContain("default-src 'none'");
  });

  it('shows a new story without a baseline, a diff or a slider, and lists every change', async () => {
    const fresh: VisualChange = {
      ...changed,
      storyId: 'screens-billing-invoices--default',
      variant: 'phone',
      kind: 'new',
      message: 'No existing reference screenshot found.',
      file: 'stories/screens/billing/invoices.stories.tsx',
      testName: 'Default',
      baselinePath:
        'tests/visual/__screenshots__/chromium-linux/light/screens-billing-invoices-default-phone.png',
      baseline: undefined,
      diff: undefined,
      baselineWritten: true,
    };
    const { doc, frame } = await openReport([changed, fresh]);
    const links = [...doc.querySelectorAll('nav li')].map((item) => item.textContent);
    expect(links).toEqual([
      'primitives-badge--tones — light, desktop',
      'screens-billing-invoices--default — light, phone, new',
    ]);
    const section = doc.querySelector('[data-story-id="screens-billing-invoices--default"]');
    expect(section?.querySelector('[data-fact="variant"]')?.textContent).toBe('phone (390 × 844)');
    expect(section?.querySelectorAll('img')).toHaveLength(1);
    expect(section?.querySelector('input[type="range"]')).toBeNull();
    expect(section?.textContent).toContain('None yet: this story has no baseline.');
    expect(section?.textContent).toContain('Vitest has already saved this picture as the baseline');
    await expect.element(frame.getByRole('slider')).toBeVisible();
  });
});
