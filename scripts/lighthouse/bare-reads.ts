// The bare app makes the reads the console's page makes before it paints: the ones the console's index.html sends
// with the document for that address (apps/console/entry-routes.ts, from the route registry's first-paint fields).
import type { EntryRoute } from '../../apps/console/route-preloads.ts';
import { patternSource } from '../../apps/console/route-preloads.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The reads of the first of `routes` that matches `path` (under /c), as the console's index.html sends them. */
export function readsAt(routes: EntryRoute[], reserved: readonly string[], path: string): string[] {
  for (const route of routes) {
    const match = new RegExp(patternSource('/c', route.pattern, reserved)).exec(path);
    if (!match) continue;
    const names = route.pattern
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map((segment) => segment.slice(1));
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
    return route.reads?.(params) ?? [];
  }
  return [];
}

/** The bare app's index.html for a page: its reads and its title, for its one generic page to fetch and show. */
export function bareIndex(html: string, reads: string[], title: string): string {
  const tags =
    `<meta name="first-reads" content="${escapeAttribute(reads.join(' '))}" />` +
    `<meta name="page-title" content="${escapeAttribute(title)}" />`;
  return html.replace('</head>', `${tags}</head>`);
}
