import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(import.meta.dirname, '..', '..', 'apps', 'console', 'dist');
const SOURCE_MAPS = join(import.meta.dirname, '..', '..', 'apps', 'console', 'sourcemaps', 'dist');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// Markers that only the mock backend, MSW and demo mode contain.
const MOCK_MARKERS = [
  'mockServiceWorker',
  'api.console.test',
  'demo-password',
  'MockBackend',
  'console-demo-state',
  'Mock Service Worker',
  'jane@example.com',
];

describe('the production build (built by the e2e global setup with `vite build`)', () => {
  it('carries no mock code, no service worker and no demo data', () => {
    const shipped = files(DIST).filter((file) => !file.endsWith('manifest.json'));
    expect(shipped.some((file) => file.endsWith('.js'))).toBe(true);
    const found = shipped.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return MOCK_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
  });

  it('serves no source maps: none in dist, no file points at one, and each chunk has its map kept for upload', () => {
    const served = files(DIST);
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    const chunks = served.filter((file) => /\.(js|css)$/.test(file));
    expect(chunks.filter((file) => /[#@] sourceMappingURL=/.test(readFileSync(file, 'utf8')))).toEqual([]);
    const kept = new Set(files(SOURCE_MAPS).map((file) => file.slice(SOURCE_MAPS.length)));
    // The bundler's own runtime and preload helper have no sources of ours, and no map; nor has a chunk that only
    // passes on names of another (a lazily imported module that re-exports, template-parameter-check.ts).
    const reExportOnly = (file: string) =>
      /^export\s*\{[^}]*\}\s*from\s*"[^"]+";?\s*$/.test(readFileSync(file, 'utf8'));
    const ours = chunks.filter(
      (file) =>
        file.endsWith('.js') && !/\/(rolldown-runtime|preload-helper)-/.test(file) && !reExportOnly(file),
    );
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((file) => !kept.has(`${file.slice(DIST.length)}.map`))).toEqual([]);
  });

  it('is served under /c/', () => {
    expect(readFileSync(join(DIST, 'index.html'), 'utf8')).toMatch(/src="\/c\/assets\/index-[\w-]+\.js"/);
  });
});
