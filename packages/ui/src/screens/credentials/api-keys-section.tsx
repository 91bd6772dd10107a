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
import { createDataTableColumnHelper, type DataTableRowAction } from '../../patterns/data-table';
import { RelativeTime } from '../../patterns/relative-time';
import { ShortId } from '../../patterns/short-id';
import { Badge } from '../../primitives/badge';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';
import { ALGORITHM_LABELS, AuthKeyExpiry, AuthKeyState, SHORT_KEY, scopeText } from './auth-key-format';
import { RevokeAuthKeyDialog } from './credential-dialogs';
import { ListSection, useListView } from './list-section';

/** The workspace's API keys (auth keys, spec §3): what each may do, how it signs, when it expires. */
export function ApiKeysSection({ slug }: { slug: string }) {
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

  const rowActions = (key: AuthKey): DataTableRowAction[] =>
    key.is_internal
      ? [
          {
            label: 'Internal keys cannot be edited',
            icon: <Pencil aria-hidden />,
            disabled: true,
            onSelect: () => {},
          },
        ]
      : [
          {
            label: 'Edit',
            icon: <Pencil aria-hidden />,
            onSelect: () => navigate(href.apiCredentialEdit(slug, key.id)),
          },
          ...(key.can_show_auth_secret
            ? [
                {
                  label: 'Show secret',
                  icon: <Eye aria-hidden />,
                  onSelect: () => navigate(href.apiCredentialSecret(slug, key.id)),
                },
              ]
            : []),
          {
            label: 'Revoke',
            icon: <Trash aria-hidden />,
            variant: 'danger',
            onSelect: () => setRevoking(key),
          },
        ];

  return (
    <ListSection
      title="API credentials"
      description="Keys that sign requests to the API and uploads from your apps. Each key's secret is shown once, when it is created or rotated."
      prefix="k"
      sorts={AUTH_KEY_SORTS}
      view={view}
      perPage={AUTH_KEYS_PER_PAGE}
      source={source}
      rowsOf={(data) => data.auth_keys}
      columns={columns}
      getRowId={(key) => String(key.id)}
      getRowLabel={(key) => `API key ${key.description}`}
      rowActions={rowActions}
      create={{ to: href.apiCredentialCreate(slug), label: 'New API key' }}
      empty={{
        icon: <KeyRound />,
        title: 'No API keys yet',
        description:
          'An API key lets your apps and servers create assemblies. Its secret signs their requests.',
        action: 'Create your first API key',
      }}
      noun={{ one: 'API key', many: 'API keys' }}
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
              title: 'API key revoked',
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
          {row.original.is_internal ? (
            <span title={row.original.description} className="min-w-0 max-w-64 truncate font-medium">
              {row.original.description}
            </span>
          ) : (
            <Link
              to={href.apiCredentialEdit(slug, row.original.id)}
              title={row.original.description}
              className={textLink({ weight: 'medium', className: 'block min-w-0 max-w-64 truncate' })}
            >
              {row.original.description}
            </Link>
          )}
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
    helper.accessor('scope', {
      header: 'Scopes',
      enableSorting: false,
      cell: ({ row }) => (
        <span title={scopeText(row.original)} className="block max-w-56 truncate text-fg-muted text-sm">
          {scopeText(row.original)}
        </span>
      ),
    }),
    helper.accessor('signature_algo', {
      header: 'Signature',
      enableSorting: false,
      cell: ({ getValue }) => <span className="whitespace-nowrap">{ALGORITHM_LABELS[getValue()]}</span>,
    }),
    helper.accessor('expires', {
      header: 'Expires',
      cell: ({ row }) => <AuthKeyExpiry authKey={row.original} now={now} />,
    }),
    helper.accessor('is_active', {
      header: 'State',
      enableSorting: false,
      cell: ({ row }) => <AuthKeyState authKey={row.original} now={now} />,
    }),
    helper.accessor('is_allowed_for_smartcdn', {
      header: 'Smart CDN',
      enableSorting: false,
      cell: ({ getValue }) => <span className="text-fg-muted">{getValue() ? 'Allowed' : 'No'}</span>,
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
