import {
  type AssemblyDetailReply,
  type AssemblyListItem,
  assemblyOutcome,
  isAssemblyBusy,
  RequestError,
} from '@console/api';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { usePageName } from '../../lib/page-title';
import { Skeleton } from '../../primitives/skeleton';
import { textLink } from '../../primitives/text-link';
import { CopyButton } from '../copy-button';
import { LoadErrorBanner } from '../load-error-banner';
import { PageHeader } from '../page-header';
import { WorkspaceNotFound } from '../workspace-not-found';
import { AssemblyDetails, AssemblyDetailsSkeleton } from './assembly-details';
import { shortAssemblyId } from './assembly-format';
import type { AssemblyHref } from './assembly-replays';
import { AssemblyStatusBadge } from './assembly-status-badge';

/** Navigation state that asks the assembly page to put focus on its heading once it has loaded (after a replay). */
export type AssemblyScreenLocationState = { focusHeading: true };

/** Whether a navigation's state asks the page to put focus on its heading. */
export function asksForHeadingFocus(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'focusHeading' in state && state.focusHeading === true
  );
}

// Its own module, apart from the workspace page's actions, so the admin page does not download them.
export type AssemblyViewProps = {
  /** The assembly's workspace. */
  slug: string;
  id: string;
  /** The detail call's SWR state. */
  detail: {
    data?: AssemblyDetailReply;
    error?: unknown;
    isValidating: boolean;
    mutate: () => Promise<unknown>;
  };
  /** The list the breadcrumb and the not-found page lead back to. */
  listHref: string;
  /** Where replays link to, when not the workspace's assembly pages. */
  assemblyHref?: AssemblyHref;
  /** A line under the title (the admin page names the workspace). */
  description?: ReactNode;
  /** The header's actions for the loaded assembly; the focus callback puts focus back on the heading. */
  actions?: (assembly: AssemblyListItem, busy: boolean, focusHeading: () => void) => ReactNode;
};

/** The assembly page itself, from a detail call's state: the workspace's and the admin area's. */
export function AssemblyView({
  slug,
  id,
  detail,
  listHref,
  assemblyHref,
  description,
  actions,
}: AssemblyViewProps) {
  const { data, error } = detail;
  const headingRef = useRef<HTMLSpanElement>(null);
  const location = useLocation();
  const focusHeading = asksForHeadingFocus(location.state);
  const loaded = data !== undefined;

  useEffect(() => {
    if (focusHeading && loaded) headingRef.current?.focus();
  }, [focusHeading, loaded]);

  const missing = error instanceof RequestError && error.status === 404;
  // The id the breadcrumbs show; a missing one's page names itself.
  usePageName(missing ? undefined : `Assembly ${shortAssemblyId(id)}`);
  if (missing) {
    return <WorkspaceNotFound listHref={listHref} listLabel="Show all assemblies" />;
  }

  const assembly = data?.assembly;
  const outcome = assembly ? assemblyOutcome(assembly) : null;
  const busy = assembly !== undefined && isAssemblyBusy(assembly);

  let body: ReactNode;
  if (error !== undefined && data === undefined) {
    body = <LoadErrorBanner title="This assembly could not be loaded" error={error} swr={detail} />;
  } else if (data === undefined) {
    body = <AssemblyDetailsSkeleton />;
  } else {
    body = <AssemblyDetails slug={slug} detail={data} busy={busy} assemblyHref={assemblyHref} />;
  }

  return (
    <PageFrame kind="detail" data-slot="assembly-screen">
      <PageHeader
        breadcrumbs={
          <nav aria-label="Breadcrumb" className="flex items-center gap-1.5">
            <Link to={listHref} className={textLink({ tone: 'quiet' })}>
              Assemblies
            </Link>
            <span aria-hidden>/</span>
            <span aria-current="page" className="font-mono text-fg">
              {shortAssemblyId(id)}
            </span>
          </nav>
        }
        title={
          <span ref={headingRef} tabIndex={-1} className="outline-none">
            Assembly <span className="break-all font-mono text-xl">{id}</span>
          </span>
        }
        description={description}
        status={
          <>
            {outcome === null ? null : <AssemblyStatusBadge outcome={outcome} size="md" />}
            <CopyButton iconOnly value={id} label="Copy assembly ID" />
          </>
        }
        actions={
          assembly && actions ? (
            actions(assembly, busy, () => headingRef.current?.focus())
          ) : actions && error === undefined ? (
            // The action button's room while the assembly loads: on a phone the actions wrap under the title,
            // and a row appearing there pushed everything below it down 48 px.
            <Skeleton className="h-9 w-28 rounded-md" />
          ) : null
        }
      />
      <div aria-busy={(data === undefined && error === undefined) || undefined} className="grid gap-6">
        {data === undefined && error === undefined ? (
          <span className="sr-only">Loading the assembly</span>
        ) : null}
        {body}
      </div>
    </PageFrame>
  );
}
