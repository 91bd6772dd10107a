import { PAGE_IDS, type PageId } from '@console/ui';
import type { ComponentType } from 'react';
import { pageFileName } from './page-file-name';
import type { PagePreload } from './prefetch';

/** What a page module exports: the page, and how to fetch its first data when a link to it is pointed at. */
export type PageModule = { Component: ComponentType; preload?: PagePreload };

/** Every module under src/pages, each loaded lazily: a chunk of its own, fetched when its route is first matched. */
const MODULES = import.meta.glob<PageModule>('./pages/*.tsx');

/**
 * Each page of the route registry (packages/ui/src/lib/page-registry/), by its id, with its lazily loaded module:
 * the file named after the id (page-file-name.ts). tests/console/routes.test.ts holds that every page has its
 * file with a page component and that every file under src/pages is some page's; the entry, which every visitor
 * downloads, carries no check of its own.
 */
export const PAGE_MODULES = Object.fromEntries(
  PAGE_IDS.map((id) => [id, MODULES[`./pages/${pageFileName(id)}`]]),
) as Record<PageId, () => Promise<PageModule>>;
