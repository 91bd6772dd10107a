import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';

/** The four favicon states of the spec (§2 "General behaviour"). */
export const FAVICON_STATES = ['default', 'error', 'in-progress', 'success'] as const;
export type FaviconState = (typeof FAVICON_STATES)[number];

/**
 * The browser draws the favicon outside the page, where CSS variables do not reach, so these are the one place
 * in ui with literal colours: the light theme's primary, danger, info and success fills of tokens.css.
 */
const fills: Record<FaviconState, string> = {
  default: '#5b50e6',
  error: '#d42b37',
  'in-progress': '#0b6fb8',
  success: '#18794e',
};

const glyphs: Record<FaviconState, string> = {
  // Three stacked bars: files in a pipeline.
  default:
    '<path d="M9 10.5h14M9 16h14M9 21.5h9" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/>',
  // An exclamation mark.
  error:
    '<path d="M16 8.5v9" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><circle cx="16" cy="23" r="2.2" fill="#fff"/>',
  // Three quarters of a ring: work under way (static, a favicon cannot animate reliably).
  'in-progress':
    '<path d="M16 8.5a7.5 7.5 0 1 1-7.5 7.5" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/>',
  // A check mark.
  success:
    '<path d="M9.5 16.5l4.5 4.5 8.5-9" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>',
};

function svgFor(state: FaviconState): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${fills[state]}"/>${glyphs[state]}</svg>`;
}

/** The favicon of each state as an SVG data URL, ready for `<link rel="icon">` or an `<img>`. */
export const faviconHref: Record<FaviconState, string> = {
  default: `data:image/svg+xml,${encodeURIComponent(svgFor('default'))}`,
  error: `data:image/svg+xml,${encodeURIComponent(svgFor('error'))}`,
  'in-progress': `data:image/svg+xml,${encodeURIComponent(svgFor('in-progress'))}`,
  success: `data:image/svg+xml,${encodeURIComponent(svgFor('success'))}`,
};

/** Points every `<link rel="icon">` of the document at the state's icon, adding one when the page has none. */
export function setFavicon(state: FaviconState, doc: Document = document): void {
  let links = Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]'));
  if (links.length === 0) {
    const link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
    links = [link];
  }
  for (const link of links) {
    link.type = 'image/svg+xml';
    link.href = faviconHref[state];
  }
}

/** Which request wins when several parts of the page ask at once: a failure must never be hidden by progress. */
const priority: Record<FaviconState, number> = { default: 0, success: 1, 'in-progress': 2, error: 3 };

/** The state the tab shows for a set of requests: the most urgent one, or default when nobody asks. */
export function resolveFaviconState(requests: Iterable<FaviconState>): FaviconState {
  let winner: FaviconState = 'default';
  for (const state of requests) if (priority[state] > priority[winner]) winner = state;
  return winner;
}

type FaviconRegistry = { request: (id: string, state: FaviconState | null) => void };

const FaviconContext = createContext<FaviconRegistry | null>(null);

export type FaviconProviderProps = {
  children: ReactNode;
  /** The document whose icon changes; tests pass their own so the runner's tab keeps its icon. */
  document?: Document;
};

/** Collects the favicon requests of everything below it and shows the most urgent one (error > in-progress > success). */
export function FaviconProvider({ children, document: doc }: FaviconProviderProps) {
  const [requests, setRequests] = useState<ReadonlyMap<string, FaviconState>>(() => new Map());
  const state = resolveFaviconState(requests.values());

  useEffect(() => {
    setFavicon(state, doc ?? document);
  }, [state, doc]);

  const request = useCallback((id: string, next: FaviconState | null) => {
    setRequests((current) => {
      if (current.get(id) === next || (next === null && !current.has(id))) return current;
      const updated = new Map(current);
      if (next === null) updated.delete(id);
      else updated.set(id, next);
      return updated;
    });
  }, []);

  const registry = useMemo(() => ({ request }), [request]);
  return <FaviconContext value={registry}>{children}</FaviconContext>;
}

/**
 * Asks for a favicon state while the calling component is mounted (null asks for nothing); the request ends on
 * unmount. Outside a FaviconProvider it sets the icon directly and restores the default on unmount.
 */
export function useFavicon(state: FaviconState | null): void {
  const registry = useContext(FaviconContext);
  const id = useId();

  useEffect(() => {
    if (registry) {
      registry.request(id, state);
      return () => registry.request(id, null);
    }
    if (state === null) return;
    setFavicon(state);
    return () => setFavicon('default');
  }, [registry, id, state]);
}
