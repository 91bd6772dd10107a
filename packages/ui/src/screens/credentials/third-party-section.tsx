import {
  CREDENTIAL_SORTS,
  CREDENTIALS_PER_PAGE,
  credentialType,
  errorMessage,
  type SavedCredential,
  useCredentialActions,
  useCredentials,
  useCredentialUsage,
} from '@console/api';
import { Cloud, Pencil, Trash } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { href } from '../../lib/paths';
import { createDataTableColumnHelper, type DataTableRowAction } from '../../patterns/data-table';
import { RelativeTime } from '../../patterns/relative-time';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { useToast } from '../../primitives/toast';
import { ListSection, useListView } from './list-section';

const linkClasses =
  'rounded-sm font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2';

/** The workspace's third-party credentials, which template steps name with `"credentials": "<name>"`. */
export function ThirdPartySection({ slug }: { slug: string }) {
  const { view, query } = useListView(
    'c',
    CREDENTIAL_SORTS,
    { sort: 'name', dir: 'asc' },
    CREDENTIALS_PER_PAGE,
  );
  const source = useCredentials(slug, query);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<SavedCredential | null>(null);
  const columns = useMemo(() => credentialColumns(slug), [slug]);

  const rowActions = (credential: SavedCredential): DataTableRowAction[] => [
    {
      label: 'Edit',
      icon: <Pencil aria-hidden />,
      onSelect: () => navigate(href.templateCredential(slug, credential.id)),
    },
    {
      label: 'Delete',
      icon: <Trash aria-hidden />,
      variant: 'danger',
      onSelect: () => setDeleting(credential),
    },
  ];

  return (
    <ListSection
      title="Third-party credentials"
      description="Access to your storage and services, saved once and named by template steps, so no secret sits in a template."
      prefix="c"
      sorts={CREDENTIAL_SORTS}
      view={view}
      perPage={CREDENTIALS_PER_PAGE}
      source={source}
      rowsOf={(data) => data.credentials}
      columns={columns}
      getRowId={(credential) => String(credential.id)}
      getRowLabel={(credential) => `credential ${credential.name}`}
      rowActions={rowActions}
      create={{ to: href.templateCredentialCreate(slug), label: 'New credential' }}
      empty={{
        icon: <Cloud />,
        title: 'No third-party credentials yet',
        description:
          'Save the keys of your S3 bucket, FTP server or video platform once; templates then import and store files there by name.',
        action: 'Add your first credential',
      }}
      noun={{ one: 'credential', many: 'credentials' }}
      searchPlaceholder="Search by name or service"
    >
      <DeleteCredentialDialog slug={slug} credential={deleting} onClose={() => setDeleting(null)} />
    </ListSection>
  );
}

export type DeleteCredentialDialogProps = {
  slug: string;
  /** The credential to delete; the dialog is open while it is set. */
  credential: SavedCredential | null;
  onClose: () => void;
  /** After the delete went through (the edit page leaves for the list). */
  onDeleted?: () => void;
};

/** Asks before deleting, and lists the templates that name the credential, whose steps would then fail. */
export function DeleteCredentialDialog({
  slug,
  credential,
  onClose,
  onDeleted,
}: DeleteCredentialDialogProps) {
  const usage = useCredentialUsage(slug, credential?.id ?? null);
  const { remove } = useCredentialActions(slug);
  const { toast } = useToast();
  const templates = usage.data?.templates ?? [];
  const name = credential?.name ?? '';

  const description =
    usage.data === undefined ? (
      usage.error ? (
        `Could not check which templates use it: ${errorMessage(usage.error)}`
      ) : (
        'Checking which templates use it…'
      )
    ) : templates.length === 0 ? (
      'No template names it. This cannot be undone.'
    ) : (
      <span className="grid gap-2">
        <span>
          {templates.length === 1 ? 'One template names it' : `${templates.length} templates name it`}; their
          steps will fail until you give them another credential:
        </span>
        <ul className="list-disc pl-5">
          {templates.map((template) => (
            <li key={template.id}>
              <Link to={href.template(slug, template.id)} className={linkClasses}>
                {template.name}
              </Link>
            </li>
          ))}
        </ul>
      </span>
    );

  return (
    <ConfirmDialog
      open={credential !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete credential “${name}”?`}
      description={description}
      confirmLabel={templates.length > 0 ? 'Delete anyway' : 'Delete credential'}
      confirmText={templates.length > 0 ? name : undefined}
      onConfirm={async () => {
        if (!credential) return;
        try {
          await remove(credential.id);
        } catch (caught) {
          throw new Error(errorMessage(caught));
        }
        toast({ variant: 'success', title: 'Credential deleted', description: `“${name}” is gone.` });
        onDeleted?.();
      }}
    />
  );
}

/** The value that tells credentials of one type apart: the bucket, host or folder. */
function whereText(credential: SavedCredential): string {
  const fields = credentialType(credential.type).fields;
  const place =
    fields.find((field) => field.probe === 'bucket') ?? fields.find((field) => field.probe === 'host');
  return place ? (credential.fields[place.key] ?? '') : '';
}

function credentialColumns(slug: string) {
  const helper = createDataTableColumnHelper<SavedCredential>();
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      meta: { mono: true },
      cell: ({ row }) => (
        <Link to={href.templateCredential(slug, row.original.id)} className={linkClasses}>
          {row.original.name}
        </Link>
      ),
    }),
    helper.accessor('type', {
      header: 'Service',
      cell: ({ getValue }) => credentialType(getValue()).label,
    }),
    helper.display({
      id: 'where',
      header: 'Bucket, host or folder',
      cell: ({ row }) => <span className="font-mono text-fg-muted text-sm">{whereText(row.original)}</span>,
    }),
    helper.accessor('modified', {
      header: 'Modified',
      cell: ({ getValue }) => <RelativeTime value={getValue()} className="text-fg-muted" />,
    }),
  ]);
}
