import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, relative, resolve } from 'node:path';
import type { Page } from 'playwright';
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  SET_CURRENT_STORY,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_THREW_EXCEPTION,
  UNHANDLED_ERRORS_WHILE_PLAYING,
} from 'storybook/internal/core-events';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves a static Storybook build on localhost. Over http, not file://: the mock service worker the connected
 * screens need registers only from an http origin (localhost counts as secure).
 */
export async function serveDirectory(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const path = resolve(
      root,
      `.${decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)}`,
    );
    if (relative(root, path).startsWith('..')) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(path);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        // The build's file names carry content hashes; caching saves re-reading them for every story.
        'cache-control': 'max-age=600',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The static server has no port');
  return {
    origin: `http://localhost:${address.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** How one story's run ended in the browser. */
export interface StoryOutcome {
  id: string;
  /** Why it failed (its play function threw, it did not render, errors were thrown while it played); null when it passed. */
  failure: string | null;
  /** The elements whose fade or slide ran while the story played (`dialog: opacity`); empty when motion is off. */
  entrances: string[];
}

/** The events of the preview's channel that select a story and tell how its run ended, passed into the page. */
const EVENTS = {
  playFunctionThrewException: PLAY_FUNCTION_THREW_EXCEPTION,
  storyThrewException: STORY_THREW_EXCEPTION,
  storyErrored: STORY_ERRORED,
  unhandledErrorsWhilePlaying: UNHANDLED_ERRORS_WHILE_PLAYING,
  storyFinished: STORY_FINISHED,
  setCurrentStory: SET_CURRENT_STORY,
};

interface StoryRecord {
  /** The story whose storyFinished arrived last. */
  finished: string | null;
  status: string | null;
  failures: string[];
  entrances: string[];
}

interface Channel {
  on: (event: string, listener: (payload: unknown) => void) => void;
  emit: (event: string, payload: unknown) => void;
}

declare global {
  interface Window {
    __storyRecord?: StoryRecord;
    __STORYBOOK_ADDONS_CHANNEL__?: Channel;
    __STORYBOOK_PREVIEW__?: {
      /** Settles once the preview has read the story index; `loadStory` throws before that. */
      ready: () => Promise<unknown>;
      loadStory: (options: { storyId: string }) => Promise<{ storyGlobals: unknown }>;
    };
  }
}

/**
 * Runs in the page before Storybook: listens on the preview's channel from the moment the preview creates it, so
 * no event of a story's run is missed, and notes every entrance (an opacity, translate or transform transition).
 */
function recordStories(events: typeof EVENTS) {
  const record: StoryRecord = { finished: null, status: null, failures: [], entrances: [] };
  window.__storyRecord = record;
  const text = (payload: unknown): string => {
    if (Array.isArray(payload)) return payload.map(text).join('\n');
    if (typeof payload !== 'object' || payload === null) return String(payload);
    const { message, title, description } = payload as Record<string, unknown>;
    return String(message ?? [title, description].filter(Boolean).join(': '));
  };
  let channel: Channel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: Channel) => {
      channel = value;
      for (const event of [
        events.playFunctionThrewException,
        events.storyThrewException,
        events.storyErrored,
        events.unhandledErrorsWhilePlaying,
      ]) {
        value.on(event, (payload) => record.failures.push(`${event}: ${text(payload)}`));
      }
      value.on(events.storyFinished, (payload) => {
        const { storyId, status } = payload as { storyId: string; status: string };
        record.finished = storyId;
        record.status = status;
      });
    },
  });
  window.addEventListener(
    'transitionrun',
    (event) => {
      if (!['opacity', 'translate', 'transform'].includes(event.propertyName)) return;
      const target = event.target instanceof Element ? event.target : null;
      const name = target?.getAttribute('data-slot') ?? target?.getAttribute('role') ?? target?.localName;
      record.entrances.push(`${name}: ${event.propertyName}`);
    },
    true,
  );
}

/** Storybook's built-in viewports that stories here pick with `globals: { viewport: { value } }`. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
};
/** The window addon-vitest gives a story without a viewport of its own. */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

function viewportOf(globals: unknown, id: string) {
  const viewport = (globals as { viewport?: { value?: string } } | undefined)?.viewport?.value;
  if (viewport === undefined) return DEFAULT_VIEWPORT;
  const size = VIEWPORTS[viewport];
  if (!size) throw new Error(`${id} asks for the viewport "${viewport}": add its size to VIEWPORTS`);
  return size;
}

/**
 * Plays stories one after another in one page of a static Storybook, as a designer does by clicking through the
 * sidebar: the preview loads once and each story is selected over its channel. Axe is left out (`a11y.manual`);
 * the story projects run it on every story.
 */
export async function playStories(
  page: Page,
  origin: string,
  ids: readonly string[],
  options: { timeout: number },
): Promise<StoryOutcome[]> {
  await page.addInitScript(recordStories, EVENTS);
  await page.goto(`${origin}/iframe.html?id=introduction--docs&viewMode=docs&globals=a11y.manual:!true`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__ && window.__STORYBOOK_ADDONS_CHANNEL__);
  // The preview object exists before it has read the story index: on a loaded CI machine the first loadStory came
  // first and failed with "Called `Preview.loadStory()` before initialization".
  await page.evaluate(async () => {
    await window.__STORYBOOK_PREVIEW__?.ready();
  });
  const outcomes: StoryOutcome[] = [];
  for (const id of ids) {
    const globals = await page.evaluate(
      async (storyId) => (await window.__STORYBOOK_PREVIEW__?.loadStory({ storyId }))?.storyGlobals,
      id,
    );
    await page.setViewportSize(viewportOf(globals, id));
    await page.evaluate(
      ({ storyId, setCurrentStory }) => {
        const record = window.__storyRecord;
        if (!record) throw new Error('The story recorder is not installed');
        Object.assign(record, { finished: null, status: null, failures: [], entrances: [] });
        window.__STORYBOOK_ADDONS_CHANNEL__?.emit(setCurrentStory, { storyId, viewMode: 'story' });
      },
      { storyId: id, setCurrentStory: EVENTS.setCurrentStory },
    );
    const finished = await page
      .waitForFunction((storyId) => window.__storyRecord?.finished === storyId, id, options)
      .then(() => true)
      .catch(() => false);
    const record = await page.evaluate(() => window.__storyRecord);
    const failures = (record?.failures ?? []).map(withoutColours);
    if (!finished) failures.push(`did not finish within ${options.timeout / 1000} s`);
    else if (record?.status !== 'success' && failures.length === 0)
      failures.push(`ended "${record?.status}"`);
    outcomes.push({
      id,
      failure: failures.length > 0 ? failures.join('\n') : null,
      entrances: [...new Set(record?.entrances)],
    });
  }
  return outcomes;
}

/** jest-dom's messages are coloured for a terminal. */
function withoutColours(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is removed.
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
