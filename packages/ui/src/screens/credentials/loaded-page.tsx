import { RequestError } from '@console/api';
import type { ReactNode } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { WorkspaceNotFound } from '../../patterns/workspace-not-found';
import { Skeleton } from '../../primitives/skeleton';
import { CredentialsBreadcrumbs } from './credentials-breadcrumbs';

export type LoadedPageProps<Data> = {
  slug: string;
  /** Names the page while it loads or when it failed ("Auth key", "Credential"). */
  noun: string;
  /** The route's id could not name a record (not a number): nothing was asked for. */
  missing: boolean;
  /** The record's SWR result. */
  swr: { data: Data | undefined; error: unknown; isValidating: boolean; mutate: () => Promise<unknown> };
  /** The page once the record is there. */
  children: (data: Data) => ReactNode;
};

/** A credential or key page until its record is there: a skeleton, the not-found page, or the failure with a retry. */
export function LoadedPage<Data>({ slug, noun, missing, swr, children }: LoadedPageProps<Data>) {
  const { data, error } = swr;
  if (data !== undefined) return children(data);
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
export function routeId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
