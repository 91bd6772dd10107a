// The visual report's page, from plain data: no Node and no file access here, so a browser test can render it
// with fixture images (tests/ui/visual-report.browser.test.tsx) exactly as the reporter writes it.

export type Theme = 'light' | 'dark';
/** Which picture of the story: its usual one, or a marked screen's at phone size (`<story id>-phone.png`). */
export type Variant = 'desktop' | 'phone';

export interface ReportImage {
  /** A path relative to the report's page, or a data URI. */
  src: string;
  width: number;
  height: number;
}

export interface VisualChange {
  storyId: string;
  theme: Theme;
  variant: Variant;
  /** `changed`: the screenshot differs from its baseline; `new`: the story had no baseline. */
  kind: 'changed' | 'new';
  /** Vitest's word on the comparison, e.g. "412 pixels (ratio 0.03) differ." */
  message: string;
  /** The Vitest project that took the screenshot: `visual`, which takes both themes. */
  project: string;
  /** The story file, relative to the repository, as Vitest filters on it. */
  file: string;
  /** The test's full name (the story's name), as `-t` matches it. */
  testName: string;
  /** The committed baseline, relative to the repository. */
  baselinePath: string;
  /**
   * For a new story: whether Vitest already wrote the screenshot there. It does outside CI (its default `--update
   * new`); in CI it only reports the missing baseline.
   */
  baselineWritten?: boolean;
  /** Absent for a new story. */
  baseline?: ReportImage;
  /** The screenshot this run took. */
  actual: ReportImage;
  /** Absent when there is nothing to overlay: a new story, or a change of size (pixelmatch compares equal sizes only). */
  diff?: ReportImage;
}

export interface VisualReport {
  changes: VisualChange[];
  /** When the run ended, as people read it; passed in so the page is a function of its data. */
  generatedAt: string;
  /** The dev Storybook (`npm run storybook`). */
  storybookUrl?: string;
}

export const DEFAULT_STORYBOOK_URL = 'http://localhost:6006';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element or a quoted attribute: story names and Vitest's messages are not ours to trust. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** One shell word: single quotes keep `$`, spaces and the regex's characters literal in bash, zsh and sh. */
function shellQuote(word: string): string {
  return /^[\w./:@=-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** A pattern that matches exactly this name: `-t` is a regular expression searched in the full test name. */
function exactName(name: string): string {
  return `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
}

/**
 * The command that accepts a change: the one story's test, in the visual project, with `--update=all` (a
 * screenshot that differs or has no baseline is written as the baseline). The value is spelled out because a bare
 * `--update` takes the next word as its value: `--update stories/x.stories.tsx` would drop the file filter and
 * rewrite the baselines of that story name in every story file. The story's other screenshots (the other theme, a
 * marked screen's phone picture) are in the same test; each is rewritten only if it differs too, as Vitest never
 * writes a screenshot that matches its baseline.
 */
export function acceptCommand(change: Pick<VisualChange, 'project' | 'file' | 'testName'>): string {
  return [
    'npx vitest run',
    `--project ${shellQuote(change.project)}`,
    shellQuote(change.file),
    `-t ${shellQuote(exactName(change.testName))}`,
    '--update=all',
  ].join(' ');
}

export function storybookHref(storyId: string, storybookUrl = DEFAULT_STORYBOOK_URL): string {
  return `${storybookUrl.replace(/\/+$/, '')}/?path=/story/${encodeURIComponent(storyId)}`;
}

const variantLabel: Record<Variant, string> = { desktop: 'desktop', phone: 'phone (390 × 844)' };

function size(image: ReportImage): string {
  return `${image.width} × ${image.height}`;
}

/**
 * How much to enlarge a change's pictures to fill about `room` pixels: a badge's 72 × 20 baseline at its own size
 * hides the pixels that changed. Whole steps, drawn pixelated, so an enlarged pixel is still one pixel.
 */
function zoomFor(change: VisualChange, room: number): number {
  const widest = Math.max(change.actual.width, change.baseline?.width ?? 0);
  return Math.min(4, Math.max(1, Math.floor(room / widest)));
}

function picture(image: ReportImage, alt: string, zoom: number, className = ''): string {
  const classes = [className, zoom > 1 ? 'zoomed' : ''].filter(Boolean).join(' ');
  const classAttribute = classes ? ` class="${classes}"` : '';
  return `<img${classAttribute} src="${escapeHtml(image.src)}" width="${image.width * zoom}" height="${image.height * zoom}" alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
}

/** A figure of one image; a link to it at full size, where the browser may open it (it will not open a data URI). */
function figure(
  caption: string,
  image: ReportImage | undefined,
  alt: string,
  missing: string,
  zoom: number,
): string {
  if (!image) {
    return `<figure class="missing"><figcaption>${escapeHtml(caption)}</figcaption><p>${escapeHtml(missing)}</p></figure>`;
  }
  const zoomed = zoom > 1 ? `, shown at ${zoom}×` : '';
  const fullSize = image.src.startsWith('data:') ? '' : ` · <a href="${escapeHtml(image.src)}">full size</a>`;
  return `<figure><figcaption>${escapeHtml(caption)} <span class="size">${size(image)}${zoomed}${fullSize}</span></figcaption>${picture(image, alt, zoom)}</figure>`;
}

/**
 * Baseline and new screenshot stacked in one place, the new one revealed from the left as far as the slider says.
 * A native range input: arrow keys, Page Up/Down, Home and End work without our help, and screen readers know it.
 */
function comparison(change: VisualChange, id: string, baseline: ReportImage, name: string): string {
  const hint = `${id}-compare-hint`;
  return `<div class="compare">
<h3 id="${id}-compare-title">Compare baseline and new</h3>
<div class="swipe" id="${id}-swipe" style="--reveal: 50%">
${picture(baseline, `Baseline of ${name}, in the comparison`, zoomFor(change, 640), 'under')}
${picture(change.actual, `New screenshot of ${name}, in the comparison`, zoomFor(change, 640), 'over')}
<span class="divider" aria-hidden="true"></span>
</div>
<label for="${id}-reveal">How much of the new screenshot to show, from the left</label>
<input type="range" id="${id}-reveal" min="0" max="100" step="1" value="50" aria-valuetext="50% new, 50% baseline" aria-controls="${id}-swipe" aria-describedby="${hint}" data-reveal>
<p class="hint" id="${hint}">Home shows only the baseline, End only the new screenshot; arrow keys move by 1%, Page Up and Page Down by 10%.</p>
</div>`;
}

function changeSection(change: VisualChange, index: number, storybookUrl: string): string {
  const id = `change-${index + 1}`;
  const name = `${change.storyId} (${change.theme}, ${change.variant})`;
  const command = acceptCommand(change);
  const zoom = zoomFor(change, 320);
  // A long strip (a row of badges) shrunk to a third of the page is unreadable; such pictures go one under another.
  const stacked = change.actual.width * zoom > 640 && change.actual.width > 3 * change.actual.height;
  const sizeChanged =
    change.baseline !== undefined &&
    (change.baseline.width !== change.actual.width || change.baseline.height !== change.actual.height);
  const diffMissing =
    change.kind === 'new'
      ? 'No diff: there is no baseline to compare with.'
      : sizeChanged
        ? `No diff: the size changed from ${size(change.baseline as ReportImage)} to ${size(change.actual)}.`
        : 'No diff image was written.';
  const what =
    change.kind === 'new'
      ? 'New story: no baseline yet.'
      : `${change.message}${sizeChanged ? ` Size ${size(change.baseline as ReportImage)} → ${size(change.actual)}.` : ''}`;
  const newNote =
    change.kind !== 'new'
      ? ''
      : change.baselineWritten
        ? `<p class="note">Vitest has already saved this picture as the baseline, <code>${escapeHtml(change.baselinePath)}</code>: commit it to accept it, or delete it to reject it.</p>`
        : `<p class="note">Nothing was saved yet: the command below writes this picture as the baseline.</p>`;
  return `<section class="change" id="${id}" aria-labelledby="${id}-title" data-story-id="${escapeHtml(change.storyId)}">
<h2 id="${id}-title">${escapeHtml(change.storyId)}</h2>
<dl class="facts">
<div><dt>Theme</dt><dd data-fact="theme">${change.theme}</dd></div>
<div><dt>Variant</dt><dd data-fact="variant">${variantLabel[change.variant]}</dd></div>
<div><dt>Change</dt><dd data-fact="change">${escapeHtml(what)}</dd></div>
<div><dt>Story</dt><dd>${escapeHtml(change.testName)} in <code>${escapeHtml(change.file)}</code></dd></div>
<div><dt>Baseline file</dt><dd><code>${escapeHtml(change.baselinePath)}</code></dd></div>
</dl>
<div class="${stacked ? 'images stacked' : 'images'}">
${figure('Baseline', change.baseline, `Baseline of ${name}`, 'None yet: this story has no baseline.', zoom)}
${figure('New', change.actual, `New screenshot of ${name}`, '', zoom)}
${figure('Diff', change.diff, `Diff of ${name}: changed pixels in red`, diffMissing, zoom)}
</div>
${change.baseline ? comparison(change, id, change.baseline, name) : ''}
<p><a href="${escapeHtml(storybookHref(change.storyId, storybookUrl))}" data-storybook>Open ${escapeHtml(change.storyId)} in Storybook</a> <span class="hint">(start it with <code>npm run storybook</code>)</span></p>
${newNote}
<h3 id="${id}-accept">Accept this change</h3>
<pre aria-labelledby="${id}-accept"><code data-accept>${escapeHtml(command)}</code></pre>
</section>`;
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; padding: 1.5rem; max-width: 110rem; }
h1 { margin-top: 0; }
code, pre { font-family: ui-monospace, monospace; }
pre { padding: 0.75rem; border: 1px solid GrayText; border-radius: 0.375rem; white-space: pre-wrap; word-break: break-all; user-select: all; }
a:focus-visible, input:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
.change { border-top: 2px solid GrayText; padding-top: 1rem; margin-top: 2rem; }
.facts { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; margin: 0 0 1rem; }
.facts dt { font-weight: 600; display: inline; }
.facts dt::after { content: ': '; }
.facts dd { display: inline; margin: 0; }
.images { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: 1rem; align-items: start; }
.images.stacked { grid-template-columns: minmax(0, 1fr); }
figure { margin: 0; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
.size, .hint { font-weight: 400; color: GrayText; }
img.zoomed { image-rendering: pixelated; }
img { display: block; max-width: 100%; height: auto; border: 1px solid GrayText; background: repeating-conic-gradient(#8882 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
.missing p { border: 1px dashed GrayText; padding: 1rem; margin: 0; }
.compare { margin-top: 1.5rem; }
.swipe { display: grid; position: relative; width: fit-content; max-width: 100%; }
.swipe > img { grid-area: 1 / 1; }
.swipe > .over { clip-path: inset(0 calc(100% - var(--reveal)) 0 0); }
.divider { position: absolute; top: 0; bottom: 0; left: var(--reveal); width: 2px; margin-left: -1px; background: #e11d48; pointer-events: none; }
.compare label { display: block; margin-top: 0.5rem; font-weight: 600; }
.compare input { width: min(40rem, 100%); }
.note { border-left: 4px solid #d97706; padding-left: 0.75rem; }
`;

/** Keeps the comparison and what a screen reader says of the slider in step with the slider. */
const SCRIPT = `
for (const input of document.querySelectorAll('input[data-reveal]')) {
  const swipe = document.getElementById(input.getAttribute('aria-controls'));
  const show = () => {
    swipe.style.setProperty('--reveal', input.value + '%');
    input.setAttribute('aria-valuetext', input.value + '% new, ' + (100 - Number(input.value)) + '% baseline');
  };
  input.addEventListener('input', show);
  show();
}
`;

/** The whole page: one HTML document with its style and script inline, so it opens from disk with no network. */
export function renderVisualReport(report: VisualReport): string {
  const storybookUrl = report.storybookUrl ?? DEFAULT_STORYBOOK_URL;
  const count = report.changes.length;
  const summary = `${count} screenshot${count === 1 ? '' : 's'} differ${count === 1 ? 's' : ''} from ${count === 1 ? 'its baseline' : 'their baselines'} or ${count === 1 ? 'has' : 'have'} none yet`;
  const contents = report.changes
    .map(
      (change, index) =>
        `<li><a href="#change-${index + 1}">${escapeHtml(change.storyId)}</a> — ${change.theme}, ${change.variant}${change.kind === 'new' ? ', new' : ''}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>Visual changes: ${count}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Visual changes</h1>
<p>${summary}, in the visual test run of ${escapeHtml(report.generatedAt)}.</p>
<p>Accept a change with the command under it (it rewrites that story's baselines that differ), then review <code>git status tests/visual</code> before committing. A change nobody meant is a regression: fix the code instead.</p>
<nav aria-label="Changes"><ol>
${contents}
</ol></nav>
</header>
<main>
${report.changes.map((change, index) => changeSection(change, index, storybookUrl)).join('\n')}
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
