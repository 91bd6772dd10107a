import { CREDENTIAL_TYPES, SAVED_CREDENTIAL_TYPES, type SavedCredentialType } from '@console/api';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Input } from '../../primitives/input';
import { ServiceMark } from './service-mark';

/** The picker's groups, in the order shown: what people look for first comes first. */
const GROUPS = ['Object storage', 'Servers', 'Cloud drives', 'Video platforms'] as const;
type GroupLabel = (typeof GROUPS)[number];

/** Each service's group; a Record, so a new service without one is a type error. */
const GROUP_OF: Record<SavedCredentialType, GroupLabel> = {
  s3: 'Object storage',
  gcs: 'Object storage',
  azure: 'Object storage',
  backblaze: 'Object storage',
  digitalocean: 'Object storage',
  wasabi: 'Object storage',
  minio: 'Object storage',
  cloudflare: 'Object storage',
  tigris: 'Object storage',
  supabase: 'Object storage',
  swift: 'Object storage',
  rackspace: 'Object storage',
  ftp: 'Servers',
  sftp: 'Servers',
  http: 'Servers',
  dropbox: 'Cloud drives',
  box: 'Cloud drives',
  'google-drive': 'Cloud drives',
  youtube: 'Video platforms',
  vimeo: 'Video platforms',
};

function matches(type: SavedCredentialType, query: string): boolean {
  const { label, description } = CREDENTIAL_TYPES[type];
  const q = query.toLowerCase();
  return [label, description, GROUP_OF[type], type].some((text) => text.toLowerCase().includes(q));
}

/**
 * The option in the row above or below `from` nearest to it across, as the grid is laid out now (one to three
 * columns by width): arrow keys move as the eye does.
 */
function nearestInNextRow(links: HTMLElement[], from: HTMLElement, down: boolean): HTMLElement | undefined {
  const at = from.getBoundingClientRect();
  const rows = links
    .map((link) => ({ link, box: link.getBoundingClientRect() }))
    .filter(({ box }) => (down ? box.top > at.top + 1 : box.top < at.top - 1));
  if (rows.length === 0) return undefined;
  const rowTop = down
    ? Math.min(...rows.map(({ box }) => box.top))
    : Math.max(...rows.map(({ box }) => box.top));
  const row = rows.filter(({ box }) => Math.abs(box.top - rowTop) < 1);
  row.sort((a, b) => Math.abs(a.box.left - at.left) - Math.abs(b.box.left - at.left));
  return row[0]?.link;
}

/**
 * The services a credential can be for, each with its mark, in groups, with a search box. The search filters as
 * typed and Enter there opens the first match; in the grid, the arrow keys move between services, Home and End go
 * to the first and last, and Enter picks one. Each service is a link that only changes `?type=`, so Back returns
 * here and the picker works wherever the page is mounted.
 */
export function CredentialTypePicker() {
  const [query, setQuery] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const searchId = useId();
  const q = query.trim();
  const shown = SAVED_CREDENTIAL_TYPES.filter((type) => q === '' || matches(type, q));
  const groups = GROUPS.map((label) => ({
    label,
    types: shown.filter((type) => GROUP_OF[type] === label),
  })).filter((group) => group.types.length > 0);

  const links = () => [...(gridRef.current?.querySelectorAll<HTMLElement>('a[data-service]') ?? [])];

  function onGridKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const from = all[current] as HTMLElement;
    const target = {
      ArrowRight: all[current + 1],
      ArrowLeft: all[current - 1],
      ArrowDown: nearestInNextRow(all, from, true),
      ArrowUp: nearestInNextRow(all, from, false),
      Home: all[0],
      End: all[all.length - 1],
    }[event.key];
    if (event.key in { ArrowRight: 1, ArrowLeft: 1, ArrowDown: 1, ArrowUp: 1, Home: 1, End: 1 }) {
      event.preventDefault();
      target?.focus();
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const first = shown[0];
    if (event.key === 'Enter' && first !== undefined && q !== '') {
      event.preventDefault();
      navigate({ search: `?type=${first}` });
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    }
  }

  return (
    <div className="grid gap-6">
      <search className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search services
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-muted"
        />
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          placeholder="Search services: S3, FTP, YouTube…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          className="pl-8"
        />
      </search>
      <output aria-live="polite" className="sr-only">
        {q === '' ? '' : `${shown.length} ${shown.length === 1 ? 'service' : 'services'}`}
      </output>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move focus between the links inside, which take the keys themselves. */}
      <div ref={gridRef} onKeyDown={onGridKeyDown} className="grid gap-6">
        {groups.map((group) => (
          <section key={group.label} className="grid gap-3">
            <h2 className="font-medium text-fg-muted text-sm">{group.label}</h2>
            <ul aria-label={group.label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.types.map((type) => (
                <li key={type}>
                  <Link
                    data-service={type}
                    to={{ search: `?type=${type}` }}
                    className="flex h-full items-start gap-3 rounded-lg border border-border bg-surface p-4 transition-colors hover:border-primary hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
                  >
                    <ServiceMark type={type} />
                    <span className="grid gap-1">
                      <span className="font-medium text-fg">{CREDENTIAL_TYPES[type].label}</span>
                      <span className="text-fg-muted text-sm">{CREDENTIAL_TYPES[type].description}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="text-fg-muted text-sm">
          No service matches “{q}”. Try its name, or what it is, such as “storage” or “video”.
        </p>
      ) : null}
    </div>
  );
}
