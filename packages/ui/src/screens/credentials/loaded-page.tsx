import { RequestError } from '@console/api';
import type { ReactNode } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { WorkspaceNotFound } from '../../patterns/workspace-not-found';
import { Skeleton } from '../../primitives/skeleton';
import { CredentialsBreadcrumbs } from './credentials-breadcrumbs';

/** A credential or key page's route parameters. */
export type RecordRouteProps = {
  /** The workspace's slug, from the route. */
  workspace: string;
  /** The record's id, from the route (…/{credentialId}). */
  credentialId: string;
};

type RecordSwr<Data> = {
  data: Data | undefined;
  error: unknown;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
};

export type LoadedPageProps<Data> = RecordRouteProps & {
  /** Names the page while it loads or when it failed ("Auth key", "Credential"). */
  noun: string;
  /**
   * The record's SWR hook (`useAuthKey`), given the route's id, or null when that cannot name a record. Each
   * screen passes one module-level hook, so the hooks called stay the same from render to render.
   */
  useRecord: (slug: string, id: number | null) => RecordSwr<Data>;
  /** The page once the record is there. */
  children: (slug: string, data: Data) => ReactNode;
};

/** A credential or key page until its record is there: a skeleton, the not-found page, or the failure with a retry. */
export function LoadedPage<Data>({
  workspace: slug,
  credentialId,
  noun,
  useRecord,
  children,
}: LoadedPageProps<Data>) {
  const id = routeId(credentialId);
  const swr = useRecord(slug, id);
  const { data, error } = swr;
  const missing = id === null;
  if (data !== undefined) return children(slug, data);
  if (missing || (error instanceof RequestError && error.status === 404)) {
    return <WorkspaceNotFound listHref={href.templateCredentials(slug)} listLabel="Go to credentials" />;
  }
  return (
    <PageFrame kind="form">
      <PageHeader
        breadcrumbs={<CredentialsBreadcrumbs slug={slug} current={noun} />}
        title={
          error === undefined ? (
            <>
              <span className="sr-only">Loading the {noun.toLowerCase()}</span>
              <Skeleton className="h-8 w-64" />
            </>
          ) : (
            noun
          )
        }
      />
      {error === undefined ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <LoadErrorBanner title={`This ${noun.toLowerCase()} could not be loaded`} error={error} swr={swr} />
      )}
    </PageFrame>
  );
}

/** The route's id as a record id, or null when it cannot be one (the page then says it was not found). */
function routeId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
