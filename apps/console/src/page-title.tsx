import { type NamePagePart, type PageTitlePart, PageTitleProvider } from '@console/ui';
import { type ReactNode, useCallback, useLayoutEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { useNavigationFocus } from './navigation-focus';

/** A route's `handle` names its page as the page's heading or the sidebar calls it. */
export interface TitleHandle {
  title?: string;
}

/** The name the deepest matched route gives its page. */
export function routeTitle(matches: readonly { handle: unknown }[]): string | undefined {
  return matches.map((match) => (match.handle as TitleHandle | undefined)?.title).findLast(Boolean);
}

/** "Templates · Acme Media · Console": the page, the part of the console it is in, then the product. */
export function documentTitle(page: string | undefined, area: string | undefined): string {
  return [page, area, 'Console'].filter(Boolean).join(' · ');
}

/**
 * Keeps the document title to the page on screen (WCAG 2.4.2): its route's name for it, or the name the page
 * gives itself once loaded (usePageName), and the area the page's shell names (usePageArea). After a navigation
 * inside the console it announces that title in a polite live region, as focus moves to the new page.
 */
export function PageTitles({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const [parts, setParts] = useState<Partial<Record<PageTitlePart, string>>>({});
  const name = useCallback<NamePagePart>((part, value) => {
    const next = value ?? undefined;
    setParts((current) => (current[part] === next ? current : { ...current, [part]: next }));
  }, []);
  const title = documentTitle(parts.page ?? routeTitle(matches), parts.area);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  const announcement = useNavigationFocus();
  return (
    <PageTitleProvider value={name}>
      {children}
      <p data-slot="page-announcer" role="status" className="sr-only">
        {announcement}
      </p>
    </PageTitleProvider>
  );
}
