// Main-thread work per keystroke in the template editor, in headless Chromium against the production build (served
// as `npm run lighthouse` serves it, with its stand-in API: the demo build would add the mock backend's heap to
// every garbage collection the page does), with a 300-line template of 38 steps whose robots' rules have loaded.
// Prints figures and never fails on them: these machines are shared and noisy, so a timing is read by a person,
// not asserted (the target is under 50 ms). Run with `npm run bench:template-editor` (it builds first).
//
// What is measured, from Chromium's own accounting (CDP Performance.getMetrics, as bench-assemblies.ts does):
// TaskDuration, the wall-clock time the renderer's main thread spent running tasks, and ThreadTime, its CPU time.
// Each figure is one key typed into a parameter's value and everything it sets off until the page is quiet again:
// CodeMirror's update, the screen's deferred validation and re-render of the problems panel, and the linter's
// run 300 ms later with the parameter checks. The window after the key is long enough for all of that.
import { join } from 'node:path';
import { chromium } from 'playwright';
import { runnerImport } from 'vite';
import { chromiumLaunchOptions } from '../tests/setup/chromium.ts';
import { mainThreadMeter } from './bench-main-thread.ts';
import { CONSOLE_DIST, serve } from './lighthouse/serve.ts';
import type * as StandIn from './lighthouse/stand-in-api.ts';

const KEYS = 40;
/** The linter waits 300 ms after the last change; its run and the panel's update finish well within this. */
const SETTLE_MS = 900;
const TARGET_MS = 50;

/** An interpolation as the service writes it (`${name}`), kept out of a string literal's reach for the linter. */
const variable = (name: string) => `$${'{'}${name}}`;

/** Thirty-eight steps over ten robots, each with a few parameters, about ten lines apiece as the editor shows them. */
function template(): string {
  const kinds = [
    { robot: '/image/resize', width: 640, height: 480, resize_strategy: 'fit', quality: 85 },
    { robot: '/image/optimize', progressive: true, preserve_meta_data: false },
    { robot: '/video/encode', preset: 'hls-1080p', ffmpeg_stack: 'v6.0.0', width: 1920, height: 1080 },
    { robot: '/video/thumbs', count: 8, format: 'jpg', width: 640, height: 360 },
    { robot: '/audio/encode', preset: 'mp3', bitrate: 128000, sample_rate: 44100 },
    { robot: '/document/convert', format: 'pdf', pdf_margin: '6.25in,6.25in,14.25in,14.25in' },
    { robot: '/file/filter', accepts: [[variable('file.mime'), 'regex', 'image']], error_on_decline: true },
    { robot: '/image/describe', provider: 'aws', granularity: 'list', format: 'json' },
    { robot: '/file/compress', format: 'zip', gzip: false, compression_level: -6 },
    {
      robot: '/s3/store',
      credentials: 'production-s3',
      path: `${variable('unique_prefix')}/${variable('file.url_name')}`,
      acl: 'public-read',
    },
  ];
  const steps: Record<string, unknown> = { ':original': { robot: '/upload/handle' } };
  let previous = ':original';
  for (let index = 0; index < 38; index += 1) {
    const kind = kinds[index % kinds.length];
    const name = `step_${index + 1}`;
    steps[name] = { use: previous, ...kind };
    previous = name;
  }
  return JSON.stringify({ steps }, null, 2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  // The stand-in API is TypeScript that imports the workspace's packages: Vite's module runner loads it.
  const standIn = (
    await runnerImport<typeof StandIn>(join(import.meta.dirname, 'lighthouse', 'stand-in-api.ts'), {
      configFile: false,
      logLevel: 'error',
    })
  ).module;
  const server = await serve(CONSOLE_DIST, { http1: true });
  server.setApi(standIn.createStandInApi('member', server.origin));
  const { id } = standIn.sampleParams().template ?? {};
  // gc() lets the run start from a collected heap: what loading the page and the template left behind is not
  // counted against the first keystroke that happens to trigger its collection.
  const browser = await chromium.launch(chromiumLaunchOptions('browser', ['--js-flags=--expose-gc']));
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const mainThread = await mainThreadMeter(page);

    // Jane is signed in on the stand-in API; her first template opens as from a bookmark.
    await page.goto(`${server.origin}/c/${standIn.WORKSPACE}/templates/${id}`);
    const editor = page.getByRole('textbox', { name: 'Template JSON' });
    await editor.waitFor();

    const text = template();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(text);
    // The steps' robots load their rules; the problems panel then lists none.
    await page.getByText('No problems found').waitFor({ timeout: 30_000 });
    await page.evaluate(() => (globalThis as { gc?: () => void }).gc?.());
    const lines = text.split('\n').length;

    // Into a quality in the middle of the template (the last key of its step, so End lands after its number).
    const target = text.split('\n').findIndex((line, index) => index > 140 && line.includes('"quality": 85'));
    await page.keyboard.press('ControlOrMeta+Home');
    for (let line = 0; line < target; line += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');

    const task: number[] = [];
    const cpu: number[] = [];
    for (let key = 0; key < KEYS; key += 1) {
      await page.waitForTimeout(SETTLE_MS);
      const start = await mainThread();
      // The last digit erased, then typed again: the quality stays valid and the text the same size.
      await page.keyboard.press(key % 2 === 0 ? 'Backspace' : '5');
      await page.waitForTimeout(SETTLE_MS);
      const end = await mainThread();
      task.push(end.task - start.task);
      cpu.push(end.cpu - start.cpu);
    }

    const row = (label: string, values: number[]) =>
      `  ${label.padEnd(28)} median ${median(values).toFixed(1).padStart(6)} ms   ` +
      `over ${TARGET_MS} ms ${values.filter((value) => value >= TARGET_MS).length} of ${values.length}   ` +
      `max ${Math.max(...values)
        .toFixed(1)
        .padStart(6)} ms`;
    console.log(
      `Template editor, ${lines} lines, ${KEYS} keystrokes (main thread per keystroke, target < ${TARGET_MS} ms)`,
    );
    console.log(row('task time (wall clock)', task));
    console.log(row('CPU time', cpu));
  } finally {
    await browser.close();
    await server.close();
  }
}

export { template };

if (import.meta.main) await main();
