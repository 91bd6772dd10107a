import { CREDENTIAL_TYPES, SAVED_CREDENTIAL_TYPES, type SavedCredentialType } from '@console/api';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { PageHeader } from '../../patterns/page-header';
import { Button } from '../../primitives/button';
import { CredentialForm } from './credential-form';
import { CredentialTypePicker } from './credential-type-picker';
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
      {type === null ? (
        <CredentialTypePicker />
      ) : (
        <CredentialForm key={type} slug={slug} type={type} stored={null} />
      )}
    </PageFrame>
  );
}
