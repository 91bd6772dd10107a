import { credentialType, type SavedCredential, useCredential, useCredentialUsage } from '@console/api';
import { Trash } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { usePageName } from '../../lib/page-title';
import { href } from '../../lib/paths';
import { PageHeader } from '../../patterns/page-header';
import { RelativeTime } from '../../patterns/relative-time';
import { Button } from '../../primitives/button';
import { textLink } from '../../primitives/text-link';
import { DeleteCredentialDialog } from './credential-dialogs';
import { CredentialForm } from './credential-form';
import { CredentialsBreadcrumbs } from './credentials-breadcrumbs';
import { LoadedPage, type RecordRouteProps } from './loaded-page';

/** The route: template-credentials/{credentialId}. */
export type CredentialEditScreenProps = RecordRouteProps;

/** One third-party credential: its form (secrets write-only), a connection test, where it is used, and delete. */
export function CredentialEditScreen(props: CredentialEditScreenProps) {
  return (
    <LoadedPage {...props} noun="Credential" useRecord={useCredential}>
      {(slug, data) => <EditPage slug={slug} credential={data.credential} />}
    </LoadedPage>
  );
}

function EditPage({ slug, credential }: { slug: string; credential: SavedCredential }) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<SavedCredential | null>(null);
  const definition = credentialType(credential.type);
  usePageName(credential.name);
  return (
    <PageFrame kind="form" data-slot="credential-edit-screen" className="gap-8">
      <PageHeader
        breadcrumbs={<CredentialsBreadcrumbs slug={slug} current={credential.name} />}
        title={credential.name}
        description={
          <>
            {definition.label}, for {definition.robots.join(' and ')}. Saved{' '}
            <RelativeTime value={credential.modified} />.
          </>
        }
        actions={
          <Button variant="danger" onClick={() => setDeleting(credential)}>
            <Trash aria-hidden />
            Delete
          </Button>
        }
      />
      <CredentialForm slug={slug} type={credential.type} stored={credential} />
      <WhereUsed slug={slug} credential={credential} />
      <DeleteCredentialDialog
        slug={slug}
        credential={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate(href.templateCredentials(slug))}
      />
    </PageFrame>
  );
}

function WhereUsed({ slug, credential }: { slug: string; credential: SavedCredential }) {
  const usage = useCredentialUsage(slug, credential.id);
  const templates = usage.data?.templates;
  return (
    <section
      aria-labelledby="where-used-heading"
      aria-busy={usage.data === undefined && !usage.error}
      className="grid gap-3"
    >
      <h2 id="where-used-heading" className="font-semibold text-fg text-lg">
        Used by
      </h2>
      {usage.error ? (
        <p className="text-danger-text text-sm">
          Could not check which templates use it. Reload to try again.
        </p>
      ) : templates === undefined ? (
        <p className="text-fg-muted text-sm">Checking which templates use it…</p>
      ) : templates.length === 0 ? (
        <p className="text-fg-muted text-sm">
          No template names it yet. A step uses it with{' '}
          <code className="font-mono">"credentials": "{credential.name}"</code>.
        </p>
      ) : (
        <ul className="grid gap-1">
          {templates.map((template) => (
            <li key={template.id}>
              <Link to={href.template(slug, template.id)} className={textLink({ weight: 'medium' })}>
                {template.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
