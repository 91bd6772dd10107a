import {
  type CurrentUser,
  canInWorkspace,
  type MembershipRole,
  useCountries,
  useCurrentUser,
  useWorkspace,
  useWorkspacePlan,
} from '@console/api';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { CopyButton } from '../../patterns/copy-button';
import { FormSectionsSkeleton } from '../../patterns/form-section';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { Section } from '../../patterns/section';
import { UnsavedChangesGuard } from '../../patterns/unsaved-changes-guard';
import { Banner } from '../../primitives/banner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';
import { BillingSection } from './billing-section';
import { CancelWorkspaceSection } from './cancel-workspace-section';
import { GeneralSection } from './general-section';
import { LimitsSection } from './limits-section';
import { ProcessingSection } from './processing-section';

export type WorkspaceSettingsScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/settings). */
  workspace: string;
  /**
   * Called with the server's words once the workspace is cancelled, before the workspace data is refreshed: the
   * app leaves for the console's home (another workspace, or creating one) and says what happened.
   */
  onCancelled: (message: string) => unknown;
};

/** The caller's role in the workspace; a site admin without a membership acts as an owner, as the server judges. */
export function roleInWorkspace(user: CurrentUser | null | undefined, slug: string): MembershipRole | null {
  if (!user) return null;
  const membership = user.memberships.find((m) => m.workspace.slug === slug);
  if (membership) return membership.role;
  return user.isAdmin || user.isFounder ? 'owner' : null;
}

/** "General", "General and Limits", "General, Limits and Billing details". */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A workspace's settings: its address, then a tab per section (General, Processing, Limits, Billing details, the
 * danger zone), each its own form with its own Save. Unsaved changes in any section are guarded together, and
 * their tab is marked.
 * Members see the settings read-only; owners and admins change them; only owners cancel.
 */
export function WorkspaceSettingsScreen({ workspace: slug, onCancelled }: WorkspaceSettingsScreenProps) {
  const workspace = useWorkspace(slug);
  const plan = useWorkspacePlan(slug);
  const countries = useCountries();
  const { data: user } = useCurrentUser();
  const [dirty, setDirty] = useState<string[]>([]);
  const onDirtyChange = useCallback((title: string, isDirty: boolean) => {
    setDirty((current) => {
      if (isDirty === current.includes(title)) return current;
      return isDirty ? [...current, title] : current.filter((t) => t !== title);
    });
  }, []);

  const loads = [
    { swr: workspace, title: 'The workspace settings could not be loaded' },
    { swr: plan, title: 'The plan could not be loaded' },
    { swr: countries, title: 'The country list could not be loaded' },
  ];
  const failed = loads.find(({ swr }) => swr.data === undefined && swr.error !== undefined);
  const role = roleInWorkspace(user, slug);
  const editable = role !== null && canInWorkspace(role, 'editSettings');

  // The role decides what is editable, so the sections wait for the current user too (the guards have usually
  // loaded it already); they never show read-only first and then change.
  const loading =
    !failed &&
    (workspace.data === undefined ||
      plan.data === undefined ||
      countries.data === undefined ||
      user === undefined);
  let body: ReactNode;
  if (failed) {
    body = <LoadErrorBanner title={failed.title} error={failed.swr.error} swr={failed.swr} />;
  } else if (
    loading ||
    workspace.data === undefined ||
    plan.data === undefined ||
    countries.data === undefined
  ) {
    body = <FormSectionsSkeleton fields={[2, 5, 4, 2]} />;
  } else {
    const data = workspace.data.workspace;
    const sectionProps = { slug, workspace: data, editable, onDirtyChange };
    const list = countries.data.countries;
    body = (
      <>
        {editable ? null : (
          <Banner tone="info" title="You can read these settings">
            Only owners and admins of {data.name} can change them. Ask one of them, or see who they are under
            Collaborators.
          </Banner>
        )}
        <AddressSection slug={slug} />
        <Tabs defaultValue={tabValue('General')}>
          <TabsList aria-label="Settings sections" className="flex-wrap">
            {SECTIONS.map((title) => (
              <TabsTrigger key={title} value={tabValue(title)}>
                {title}
                {dirty.includes(title) ? (
                  <>
                    <span aria-hidden="true" className="ml-1.5 size-1.5 rounded-full bg-warning" />
                    <span className="sr-only">, unsaved changes</span>
                  </>
                ) : null}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* Every section stays mounted while another is shown, so switching tabs never drops what was typed. */}
          <SectionPanel value="General">
            <GeneralSection {...sectionProps} countries={list} />
          </SectionPanel>
          <SectionPanel value="Processing">
            <ProcessingSection {...sectionProps} />
          </SectionPanel>
          <SectionPanel value="Limits">
            <LimitsSection {...sectionProps} plan={plan.data.plan} />
          </SectionPanel>
          <SectionPanel value="Billing details">
            <BillingSection {...sectionProps} countries={list} />
          </SectionPanel>
          <SectionPanel value="Danger zone">
            <CancelWorkspaceSection
              slug={slug}
              workspace={data}
              canCancel={role !== null && canInWorkspace(role, 'cancelWorkspace')}
              onCancelled={onCancelled}
            />
          </SectionPanel>
        </Tabs>
      </>
    );
  }

  return (
    <PageFrame kind="form" data-slot="workspace-settings-screen">
      <PageHeader
        title="Settings"
        description={
          <>
            How this workspace runs, what it may use, and who it bills. Your own profile and password are in{' '}
            <Link
              to={href.userSettings()}
              className="font-medium text-primary-text underline underline-offset-4"
            >
              account settings
            </Link>
            .
          </>
        }
      />
      <div aria-busy={loading || undefined} className="grid gap-6">
        {loading ? <span className="sr-only">Loading the settings</span> : null}
        {body}
      </div>
      <UnsavedChangesGuard
        dirty={dirty.length > 0}
        description={`Your changes to ${listOf(dirty)} have not been saved.`}
      />
    </PageFrame>
  );
}

/** The tabs, named as their sections are titled. */
const SECTIONS = ['General', 'Processing', 'Limits', 'Billing details', 'Danger zone'] as const;

/** A tab's value, which Radix builds element ids from, so without spaces. */
const tabValue = (title: string) => title.toLowerCase().replaceAll(' ', '-');

function SectionPanel({ value, children }: { value: (typeof SECTIONS)[number]; children: ReactNode }) {
  return (
    <TabsContent value={tabValue(value)} forceMount className="mt-4 data-[state=inactive]:hidden">
      {children}
    </TabsContent>
  );
}

/** The slug: shown, copyable, and why it matters. */
function AddressSection({ slug }: { slug: string }) {
  return (
    <Section
      title="Workspace address"
      description="Part of every link to this workspace and of its API paths, so it cannot be changed."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <code className="break-all rounded-md bg-surface-sunken px-2 py-1 font-mono text-sm">{slug}</code>
        <CopyButton value={slug} variant="secondary" label="Copy address" />
      </div>
    </Section>
  );
}
