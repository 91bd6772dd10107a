import { CREDENTIAL_TYPES, SAVED_CREDENTIAL_TYPES, type SavedCredentialType } from '@console/api';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { PageHeader } from '../../patterns/page-header';
import { Button } from '../../primitives/button';
import { CredentialForm } from './credential-form';
import { CredentialsBreadcrumbs } from './credentials-breadcrumbs';

export type CredentialCreateScreenProps = {
  /** The workspace's slug, from the route. */
  workspace: string;
};

const isType = (value: string | null): value is SavedCredentialType =>
  SAVED_CREDENTIAL_TYPES.some((type) => type === value);

/**
 * A new third-party credential: first the service (`?type=` in the URL, so Back returns to the choice), then the
 * form made for that service.
 */
export function CredentialCreateScreen({ workspace: slug }: CredentialCreateScreenProps) {
  const [params] = useSearchParams();
  const chosen = params.get('type');
  const type = isType(chosen) ? chosen : null;

  return (
    <PageFrame kind="form" data-slot="credential-create-screen">
      <PageHeader
        breadcrumbs={<CredentialsBreadcrumbs slug={slug} current="New credential" />}
        title={type === null ? 'New credential' : `New ${CREDENTIAL_TYPES[type].label} credential`}
        description={
          type === null
            ? 'Which service should templates import from or store to?'
            : `${CREDENTIAL_TYPES[type].description} Used by ${CREDENTIAL_TYPES[type].robots.join(' and ')}.`
        }
        actions={
          type === null ? null : (
            <Button asChild variant="secondary">
              <Link to={{ search: '' }}>Choose another service</Link>
            </Button>
          )
        }
      />
      {type === null ? <TypePicker /> : <CredentialForm key={type} slug={slug} type={type} stored={null} />}
    </PageFrame>
  );
}

/** Links that only change `?type=`, so the picker works wherever the page is mounted. */
function TypePicker() {
  return (
    <ul aria-label="Services" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {SAVED_CREDENTIAL_TYPES.map((type) => (
        <li key={type}>
          <Link
            to={{ search: `?type=${type}` }}
            className="grid h-full gap-1 rounded-lg border border-border bg-surface p-4 transition-colors hover:border-primary hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
          >
            <span className="font-medium text-fg">{CREDENTIAL_TYPES[type].label}</span>
            <span className="text-fg-muted text-sm">{CREDENTIAL_TYPES[type].description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
