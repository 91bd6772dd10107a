import { useAdminWorkspace } from '@console/api';
import { ChartColumn, SquareArrowOutUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { usePageName } from '../../lib/page-title';
import { href } from '../../lib/paths';
import { Breadcrumbs } from '../../patterns/breadcrumbs';
import { KeyValueList } from '../../patterns/key-value-list';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { Section } from '../../patterns/section';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import {
  AddCreditDialog,
  CancelOrRestoreDialog,
  ChangePlanDialog,
  EditLimitsDialog,
} from './admin-workspace-dialogs';
import { StatusBadges } from './admin-workspace-format';
import { acquisitionItems, limitItems, MaskedField, profileItems } from './admin-workspace-parts';
import { WorkspaceTables } from './admin-workspace-tables';

export type AdminWorkspaceScreenProps = {
  /** The workspace's slug (or id), from the route (/c/admin/workspace/{adminWorkspace}). */
  adminWorkspace: string;
};

/**
 * One workspace as operators need it: profile and billing, plan and its changes, people, keys, limits, referrals
 * and acquisition, invoices and credits, what admins did to it, and the actions: open (impersonate), cancel or
 * restore, change plan, edit limits, add a credit. Sensitive fields stay masked until an admin reveals one.
 */
export function AdminWorkspaceScreen({ adminWorkspace }: AdminWorkspaceScreenProps) {
  const detail = useAdminWorkspace(adminWorkspace);
  usePageName(detail.data?.workspace.name);
  const crumbs = (
    <Breadcrumbs
      parent={{ to: href.adminWorkspaces(), label: 'Workspaces' }}
      current={detail.data?.workspace.name ?? adminWorkspace}
    />
  );
  if (!detail.data) {
    return (
      <PageFrame kind="detail" aria-busy={!detail.error || undefined}>
        {detail.error ? crumbs : null}
        {detail.error ? (
          <LoadErrorBanner title="The workspace could not be loaded" error={detail.error} swr={detail} />
        ) : (
          <WorkspaceSkeleton crumbs={crumbs} />
        )}
      </PageFrame>
    );
  }
  const data = detail.data;
  const { workspace } = data;
  const slug = workspace.slug;
  const live = workspace.deleted === null;
  return (
    <PageFrame kind="detail" data-slot="admin-workspace-screen">
      <PageHeader
        breadcrumbs={crumbs}
        title={workspace.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>
              {slug} · #{workspace.id} · {data.plan.title}
            </span>
            <StatusBadges statuses={data.statuses} />
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            {live ? (
              <Button asChild>
                <Link to={href.workspace(slug)}>
                  <SquareArrowOutUpRight aria-hidden />
                  Open the workspace
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="secondary">
              <Link to={href.adminWorkspaceUsage(slug)}>
                <ChartColumn aria-hidden />
                Usage
              </Link>
            </Button>
          </div>
        }
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 @4xl:grid-cols-2">
        <Section
          title="Profile and billing"
          actions={live ? <CancelOrRestoreDialog detail={data} slug={slug} /> : null}
        >
          <KeyValueList items={profileItems(workspace, data)} />
        </Section>
        <Section
          title="Plan and limits"
          actions={
            live ? (
              <>
                <ChangePlanDialog detail={data} slug={slug} />
                <EditLimitsDialog detail={data} slug={slug} />
              </>
            ) : null
          }
        >
          <KeyValueList items={limitItems(workspace, data)} />
        </Section>
        <Section
          title="Sensitive fields"
          description="Masked. Revealing one is recorded with your name and the time."
        >
          <div className="grid gap-3">
            {data.masked.length === 0 ? (
              <p className="text-fg-muted text-sm">This workspace has none.</p>
            ) : null}
            {data.masked.map((field) => (
              <MaskedField key={field.field} slug={slug} field={field} />
            ))}
          </div>
        </Section>
        <Section title="Acquisition, referrals and lookups">
          <KeyValueList items={acquisitionItems(workspace, data)} />
        </Section>
      </div>
      <WorkspaceTables
        data={data}
        creditAction={live ? <AddCreditDialog detail={data} slug={slug} /> : null}
      />
    </PageFrame>
  );
}

/** The cards of the page in their order, each with the height its content takes once loaded. */
const SKELETON_SECTIONS: readonly { title: string; description?: string; height: string }[] = [
  { title: 'Profile and billing', height: 'h-116.5' },
  { title: 'Plan and limits', height: 'h-116.5' },
  {
    title: 'Sensitive fields',
    description: 'Masked. Revealing one is recorded with your name and the time.',
    height: 'h-24',
  },
  { title: 'Acquisition, referrals and lookups', height: 'h-71.5' },
];

/** The page's cards with their real titles, what they list still loading. */
function WorkspaceSkeleton({ crumbs }: { crumbs: ReactNode }) {
  return (
    <>
      <PageHeader
        breadcrumbs={crumbs}
        title={
          <>
            <span className="sr-only">Loading the workspace</span>
            <Skeleton shape="text" className="w-64" />
          </>
        }
        description={<Skeleton shape="text" className="w-72" />}
        actions={<Skeleton shape="block" className="h-9 w-48" />}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 @4xl:grid-cols-2">
        {SKELETON_SECTIONS.map((section) => (
          <Section key={section.title} title={section.title} description={section.description}>
            <Skeleton shape="block" className={section.height} />
          </Section>
        ))}
      </div>
      <WorkspaceTables creditAction={<Skeleton shape="block" className="h-9 w-28" />} />
    </>
  );
}
