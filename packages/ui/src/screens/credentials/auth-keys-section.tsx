import {
  AUTH_KEY_SORTS,
  AUTH_KEYS_PER_PAGE,
  type AuthKey,
  errorMessage,
  useAuthKeyActions,
  useAuthKeys,
} from '@console/api';
import { Eye, KeyRound, Pencil, Trash } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useNow } from '../../lib/clock';
import { href } from '../../lib/paths';
import { AuthKeyStatusBadge } from '../../patterns/auth-key-status-badge';
import { createDataTableColumnHelper, type DataTableRowAction } from '../../patterns/data-table';
import { RelativeTime } from '../../patterns/relative-time';
import { ShortId } from '../../patterns/short-id';
import { Badge } from '../../primitives/badge';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';
import { AuthKeyExpiry, SHORT_KEY } from './auth-key-format';
import { RevokeAuthKeyDialog } from './credential-dialogs';
import { ListSection, useListView } from './list-section';

/**
 * The workspace's auth keys (spec §3), with what a person scans for: which key, whether it works, until when and
 * whether it is in use. What it may do and how it signs are on the key's page.
 */
export function AuthKeysSection({ slug }: { slug: string }) {
  const { view, query } = useListView(
    'k',
    AUTH_KEY_SORTS,
    { sort: 'description', dir: 'asc' },
    AUTH_KEYS_PER_PAGE,
  );
  const source = useAuthKeys(slug, query);
  const now = useNow();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { revoke } = useAuthKeyActions(slug);
  const [revoking, setRevoking] = useState<AuthKey | null>(null);
  const columns = useMemo(() => authKeyColumns(slug, now), [slug, now]);

  // The third-party credentials' menu: open the key's page, then the one destructive action. The service's own
  // key can be looked at but not changed.
  const rowActions = (key: AuthKey): DataTableRowAction[] => [
    {
      label: key.is_internal ? 'View' : 'Edit',
      icon: key.is_internal ? <Eye aria-hidden /> : <Pencil aria-hidden />,
      onSelect: () => navigate(href.authKeyEdit(slug, key.id)),
    },
    ...(key.is_internal
      ? []
      : [
          {
            label: 'Revoke',
            icon: <Trash aria-hidden />,
            variant: 'danger' as const,
            onSelect: () => setRevoking(key),
          },
        ]),
  ];

  return (
    <ListSection
      title="Auth keys"
      description="Keys that sign requests to the API and uploads from your apps. Each key's secret is shown once, when it is created or rotated."
      prefix="k"
      sorts={AUTH_KEY_SORTS}
      view={view}
      perPage={AUTH_KEYS_PER_PAGE}
      source={source}
      rowsOf={(data) => data.auth_keys}
      columns={columns}
      getRowId={(key) => String(key.id)}
      getRowLabel={(key) => `auth key ${key.description}`}
      rowActions={rowActions}
      create={{ to: href.authKeyCreate(slug), label: 'New auth key' }}
      empty={{
        icon: <KeyRound />,
        title: 'No auth keys yet',
        description:
          'An auth key lets your apps and servers create assemblies. Its secret signs their requests.',
        action: 'Create your first auth key',
      }}
      noun={{ one: 'auth key', many: 'auth keys' }}
      searchPlaceholder="Search by description or key"
    >
      <RevokeAuthKeyDialog
        authKey={revoking}
        onClose={() => setRevoking(null)}
        onRevoke={async (key) => {
          try {
            await revoke(key.id);
            toast({
              variant: 'success',
              title: 'Auth key revoked',
              description: `“${key.description}” no longer works.`,
            });
          } catch (caught) {
            throw new Error(errorMessage(caught));
          }
        }}
      />
    </ListSection>
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
            title={row.original.description}
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
      cell: ({ row }) => <AuthKeyExpiry authKey={row.original} now={now} />,
    }),
    helper.accessor('last_used', {
      header: 'Last used',
      cell: ({ getValue }) => {
        const lastUsed = getValue();
        return lastUsed === null ? (
          <span className="text-fg-muted">Never</span>
        ) : (
          <RelativeTime value={lastUsed} className="text-fg-muted" />
        );
      },
    }),
  ]);
}
