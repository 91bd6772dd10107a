import { afterEach, describe, expect, it, vi } from 'vitest';
import { readResultText } from '../../packages/api/src';
import { resultFile } from '../../packages/mock-api/src';
import { formatDuration, statusResults } from '../../packages/ui/src/patterns/assembly/assembly-result-files';

describe('statusResults', () => {
  it('lists each step’s results in the status’s order with what the page shows', () => {
    const status = {
      uploads: [{ name: 'in.mov', ssl_url: 'https://tmp.transloadit.net/in.mov' }],
      results: {
        thumbs: [
          {
            basename: 'a',
            ext: 'jpg',
            mime: 'image/jpeg',
            size: 10,
            meta: { width: 640, height: 360 },
            ssl_url: 'https://tmp-eu-west-1.transloadit.net/x/a.jpg',
            url: 'http://tmp-eu-west-1.transloadit.net/x/a.jpg',
          },
        ],
        meta: [{ name: 'b.json', mime: 'application/json', meta: { duration: 12.5 } }],
      },
    };
    expect(statusResults(status)).toEqual([
      {
        key: 'thumbs/0',
        step: 'thumbs',
        name: 'a.jpg',
        mime: 'image/jpeg',
        kind: 'image',
        size: 10,
        previewUrl: 'https://tmp-eu-west-1.transloadit.net/x/a.jpg',
        downloadUrl: 'https://tmp-eu-west-1.transloadit.net/x/a.jpg',
        width: 640,
        height: 360,
        duration: null,
        posterUrl: null,
      },
      expect.objectContaining({
        name: 'b.json',
        kind: 'json',
        previewUrl: null,
        downloadUrl: null,
        duration: 12.5,
      }),
    ]);
  });

  it('gives a video the still a step made of the same upload as its poster, and nothing without one', () => {
    const file = (name: string, mime: string, original_id: string) => ({
      name,
      mime,
      original_id,
      ssl_url: `https://tmp.transloadit.net/${name}`,
    });
    const [withStill, without, still] = statusResults({
      results: {
        encoded: [file('a.mp4', 'video/mp4', 'up-1'), file('b.mp4', 'video/mp4', 'up-2')],
        thumbs: [file('a.jpg', 'image/jpeg', 'up-1')],
      },
    });
    expect(withStill).toMatchObject({ name: 'a.mp4', posterUrl: 'https://tmp.transloadit.net/a.jpg' });
    expect(without).toMatchObject({ name: 'b.mp4', posterUrl: null });
    expect(still).toMatchObject({ name: 'a.jpg', posterUrl: null });
  });

  it('takes addresses only as the status gives them, and only http(s) ones', () => {
    const [hostile, plain, relative] = statusResults({
      results: {
        s: [
          {
            name: 'x.svg',
            mime: 'image/svg+xml',
            ssl_url: 'javascript:alert(1)',
            url: 'data:image/svg+xml,<svg/>',
          },
          { name: 'y.mp4', mime: 'video/mp4', url: 'http://tmp.transloadit.net/y.mp4' },
          { name: 'z.txt', ssl_url: '/relative/z.txt' },
        ],
      },
    });
    expect(hostile).toMatchObject({ previewUrl: null, downloadUrl: null });
    // An http address is mixed content for a preview, but the download link may still offer it.
    expect(plain).toMatchObject({
      kind: 'video',
      previewUrl: null,
      downloadUrl: 'http://tmp.transloadit.net/y.mp4',
    });
    expect(relative).toMatchObject({ kind: 'text', previewUrl: null, downloadUrl: null });
  });

  it('ignores what is not a file list', () => {
    expect(statusResults({})).toEqual([]);
    expect(statusResults({ results: [] })).toEqual([]);
    expect(statusResults({ results: { a: 'x', b: [null, 3, { size: 1 }] } })).toEqual([]);
  });
});

describe('formatDuration', () => {
  it('gives minutes and seconds, hours when there are any', () => {
    expect(formatDuration(0.4)).toBe('0:00');
    expect(formatDuration(83.4)).toBe('1:23');
    expect(formatDuration(3723)).toBe('1:02:03');
  });
});

describe('readResultText', () => {
  const serve = (body: string) => async () => new Response(body);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads a small file whole', async () => {
    vi.stubGlobal('fetch', serve('{"a":1}'));
    await expect(readResultText('https://tmp.transloadit.net/a.json')).resolves.toEqual({
      text: '{"a":1}',
      truncated: false,
    });
  });

  it('stops at the cap and says the file goes on', async () => {
    vi.stubGlobal('fetch', serve('x'.repeat(100)));
    await expect(readResultText('https://tmp.transloadit.net/a.txt', { maxBytes: 10 })).resolves.toEqual({
      text: 'x'.repeat(10),
      truncated: true,
    });
  });

  it('fails on an error reply', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }));
    await expect(readResultText('https://tmp.transloadit.net/gone.txt')).rejects.toThrow('404');
  });
});

describe('the mock result files', () => {
  it('are the same bytes for the same path, by extension', () => {
    expect(resultFile('x/a.webp')).toEqual(resultFile('x/a.webp'));
    expect(resultFile('x/a.webp').type).toBe('image/svg+xml');
    expect(resultFile('x/a.mp3').type).toBe('audio/wav');
    expect(resultFile('x/a.json').type).toBe('application/json');
    expect(JSON.parse(String(resultFile('x/a.json').body))).toMatchObject({ file: 'a.json' });
    expect(String(resultFile('x/a.pdf').body)).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  it('make a playable WAV: a RIFF header and 1.5 s of 8 kHz samples', () => {
    const wav = resultFile('x/a.mp3').body as Uint8Array;
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(wav.byteLength).toBe(44 + 12_000);
  });

  it('escape the file name inside the SVG', () => {
    expect(String(resultFile('x/%3Cb%3E.png').body)).toContain('&#60;b&#62;.png');
  });
});
