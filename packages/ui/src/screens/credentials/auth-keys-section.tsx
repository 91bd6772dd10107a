import {
  AUTH_KEY_SORTS,
  AUTH_KEYS_PER_PAGE,
  type AuthKey,
  errorMessage,
  useAuthKeyActions,
  useAuthKeys,
} from '@console/api';
import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useNow } from '../../lib/clock';
import { href } from '../../lib/paths';
import { formatExactTime, formatRelativeTime, useTimeZone } from '../../lib/time';
import { AuthKeyStatusBadge } from '../../patterns/auth-key-status-badge';
import { createDataTableColumnHelper } from '../../patterns/data-table';
import { LastUsedTime } from '../../patterns/resource-list-last-used';
import { ResourceListSection, useResourceListView } from '../../patterns/resource-list-section';
import { ShortId } from '../../patterns/short-id';
import { Badge } from '../../primitives/badge';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';
import { Tooltip } from '../../primitives/tooltip';
import { RevokeAuthKeyDialog } from './credential-dialogs';

/** How many characters of a key the list shows; the copy button gives the whole key. */
const SHORT_KEY = 10;

/**
 * The workspace's auth keys (spec §3), with what a person scans for: which key, whether it works, until when and
 * whether it is in use. What it may do and how it signs are on the key's page.
 */
export function AuthKeysSection({ slug }: { slug: string }) {
  const list = useResourceListView({
    prefix: 'k',
    sorts: AUTH_KEY_SORTS,
    fallback: { sort: 'description', dir: 'asc' },
    perPage: AUTH_KEYS_PER_PAGE,
  });
  const source = useAuthKeys(slug, list.query);
  const now = useNow();
  const { toast } = useToast();
  const { revoke } = useAuthKeyActions(slug);
  const columns = useMemo(() => authKeyColumns(slug, now), [slug, now]);

  return (
    <ResourceListSection
      level="section"
      title="Auth keys"
      description="Your apps sign API requests and uploads with these; a secret is shown once, when made or rotated."
      list={list}
      source={source}
      table={{
        columns,
        rowsOf: (data) => data.auth_keys,
        getRowId: (key) => String(key.id),
        getRowLabel: (key) => `auth key ${key.description}`,
      }}
      // The service's own key opens read-only and keeps Revoke listed but unavailable, so every menu has the
      // same shape.
      rowMenu={{
        editHref: (key) => href.authKeyEdit(slug, key.id),
        readOnly: (key) => key.is_internal,
        destroyLabel: 'Revoke',
      }}
      confirm={(menu) => (
        <RevokeAuthKeyDialog
          authKey={menu.confirming}
          onClose={menu.close}
          onRevoke={async (key) => {
            try {
              await revoke(key.id);
            } catch (caught) {
              throw new Error(errorMessage(caught));
            }
            menu.markDestroyed();
            toast({
              variant: 'success',
              title: 'Auth key revoked',
              description: `“${key.description}” no longer works.`,
            });
          }}
        />
      )}
      create={{ to: href.authKeyCreate(slug), label: 'New auth key' }}
      empty={{
        icon: <KeyRound />,
        title: 'No auth keys yet',
        description: 'Your apps and servers create assemblies with one, signing with its secret.',
        action: 'Create your first auth key',
      }}
      noun={{ one: 'auth key', many: 'auth keys' }}
      searchPlaceholder="Search by description or key"
    />
  );
}

function authKeyColumns(slug: string, now: Date) {
  const helper = createDataTableColumnHelper<AuthKey>();
  return helper.columns([
    helper.accessor('description', {
      header: 'Description',
      cell: ({ row }) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          <Link
            to={href.authKeyEdit(slug, row.original.id)}
            className={textLink({ weight: 'medium', className: 'block min-w-0 max-w-64 truncate' })}
          >
            {row.original.description}
          </Link>
          {row.original.is_internal ? <Badge tone="info">Internal</Badge> : null}
        </span>
      ),
    }),
    helper.accessor('auth_key', {
      header: 'Key',
      enableSorting: false,
      meta: { mono: true },
      cell: ({ row }) => (
        <ShortId
          value={row.original.auth_key}
          label={`Copy key of ${row.original.description}`}
          length={SHORT_KEY}
        />
      ),
    }),
    helper.accessor('is_active', {
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => <AuthKeyStatusBadge authKey={row.original} now={now} />,
    }),
    helper.accessor('expires', {
      header: 'Expires',
      cell: ({ getValue }) => <AuthKeyExpiry expires={getValue()} now={now} />,
    }),
    helper.accessor('last_used', {
      header: 'Last used',
      cell: ({ getValue }) => <LastUsedTime value={getValue()} />,
    }),
  ]);
}

/**
 * When the key expires, relative ("in 3 days", "3 days ago") as people scan a list; the status beside it says
 * whether it has passed. The exact instant and zone show on hover and on keyboard focus, since the relative words
 * alone cannot be checked.
 */
function AuthKeyExpiry({ expires, now }: { expires: string | null; now: Date }) {
  const zone = useTimeZone();
  if (expires === null) return <span className="text-fg-muted">Never</span>;
  return (
    <Tooltip content={formatExactTime(expires, zone)}>
      <time
        dateTime={expires}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard user reaches the exact date
        tabIndex={0}
        className="whitespace-nowrap rounded-sm text-fg-muted focus-visible:outline-2 focus-visible:outline-focus"
      >
        {formatRelativeTime(expires, now)}
      </time>
    </Tooltip>
  );
}
