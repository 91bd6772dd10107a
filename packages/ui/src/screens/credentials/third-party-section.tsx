import {
  CREDENTIAL_SORTS,
  CREDENTIALS_PER_PAGE,
  credentialType,
  type SavedCredential,
  useCredentials,
} from '@console/api';
import { Cloud } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { href } from '../../lib/paths';
import { createDataTableColumnHelper } from '../../patterns/data-table';
import { RelativeTime } from '../../patterns/relative-time';
import { ResourceListSection, useResourceListView } from '../../patterns/resource-list-section';
import { textLink } from '../../primitives/text-link';
import { DeleteCredentialDialog } from './credential-dialogs';

/** The workspace's third-party credentials, which template steps name with `"credentials": "<name>"`. */
export function ThirdPartySection({ slug }: { slug: string }) {
  const list = useResourceListView({
    prefix: 'c',
    sorts: CREDENTIAL_SORTS,
    fallback: { sort: 'name', dir: 'asc' },
    perPage: CREDENTIALS_PER_PAGE,
  });
  const source = useCredentials(slug, list.query);
  const columns = useMemo(() => credentialColumns(slug), [slug]);

  return (
    <ResourceListSection
      level="section"
      title="Third-party credentials"
      description="Access to your storage and services, saved once and named by template steps, so no secret sits in a template."
      list={list}
      source={source}
      table={{
        columns,
        rowsOf: (data) => data.credentials,
        getRowId: (credential) => String(credential.id),
        getRowLabel: (credential) => `credential ${credential.name}`,
      }}
      rowMenu={{
        editHref: (credential) => href.templateCredential(slug, credential.id),
        destroyLabel: 'Delete',
      }}
      confirm={(menu) => (
        <DeleteCredentialDialog
          slug={slug}
          credential={menu.confirming}
          onClose={menu.close}
          onDeleted={menu.markDestroyed}
        />
      )}
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
        <Link to={href.templateCredential(slug, row.original.id)} className={textLink({ weight: 'medium' })}>
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
