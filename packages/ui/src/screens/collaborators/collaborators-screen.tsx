import {
  COLLABORATOR_MESSAGES,
  type CollaboratorsReply,
  canInWorkspace,
  useCollaborators,
  useWorkspace,
} from '@console/api';
import type { ReactNode } from 'react';
import { PageFrame } from '../../layouts/page-frame';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { Section } from '../../patterns/section';
import { Badge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { LeaveSection } from './leave-section';
import { MembersTable } from './members-table';
import { MyMembershipSection } from './my-membership-section';

export type CollaboratorsScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/collaborators). */
  workspace: string;
  /** Called with the server's words once the person has left, before the session data is refreshed. */
  onLeft: (message: string) => unknown;
};

/** "2 of 3 seats used", or "4 collaborators" on a plan without a seat limit. */
function seatText({ used, total }: CollaboratorsReply['seats']): string {
  return total === null ? `${used} seats used, no limit on your plan` : `${used} of ${total} seats used`;
}

/**
 * The workspace's team: who is in it and in which role, the invitations still open, inviting more people within
 * the plan's seats, and the caller's own notifications and leaving. What the caller may do follows their role;
 * the server refuses the rest too.
 */
export function CollaboratorsScreen({ workspace: slug, onLeft }: CollaboratorsScreenProps) {
  const team = useCollaborators(slug);
  const workspace = useWorkspace(slug);
  const name = workspace.data?.workspace.name ?? slug;
  const { data, error } = team;

  let body: ReactNode;
  if (data === undefined && error !== undefined) {
    body = <LoadErrorBanner title="The team could not be loaded" error={error} swr={team} />;
  } else if (data === undefined) {
    body = <TeamSkeleton slug={slug} name={name} />;
  } else {
    const { my_role: myRole, me, seats } = data;
    const full = seats.total !== null && seats.used >= seats.total;
    const owners = data.collaborators.filter((c) => c.role === 'owner').length;
    const invites = canInWorkspace(myRole, 'invite');
    body = (
      <>
        {invites ? null : (
          <Banner tone="info" title="Only owners and admins invite people">
            Ask an owner or admin of {name} to invite someone or to change a role.
          </Banner>
        )}
        {invites && full && seats.total !== null ? (
          <Banner tone="warning" title="Every seat is taken">
            {COLLABORATOR_MESSAGES.seatsFull(seats.total)}
          </Banner>
        ) : null}
        <TeamCard
          title="Members"
          description={`Everyone with access to ${name}.`}
          badge={<Badge tone={full ? 'warning' : 'neutral'}>{seatText(seats)}</Badge>}
        >
          <MembersTable
            slug={slug}
            collaborators={data.collaborators}
            myRole={myRole}
            myUserId={me?.user_id ?? null}
          />
        </TeamCard>
        <TeamCard title="Pending invitations" description="Sent, not accepted yet. Each holds a seat.">
          <InvitationsTable slug={slug} invitations={data.invitations} manages={invites} />
        </TeamCard>
        {me ? <MyMembershipSection key={me.id} slug={slug} membership={me} /> : null}
        {me ? (
          <LeaveSection
            slug={slug}
            workspaceName={name}
            lastOwner={me.role === 'owner' && owners === 1}
            onLeft={onLeft}
          />
        ) : null}
      </>
    );
  }

  const loading = data === undefined && error === undefined;
  return (
    <PageFrame kind="list" data-slot="collaborators-screen">
      <PageHeader
        title="Collaborators"
        description="Who works in this workspace, and what each of them may do."
        actions={
          data && canInWorkspace(data.my_role, 'invite') ? (
            <InviteDialog slug={slug} seats={data.seats} myRole={data.my_role} />
          ) : null
        }
      />
      <div aria-busy={loading || undefined} className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {loading ? <span className="sr-only">Loading the team</span> : null}
        {body}
      </div>
    </PageFrame>
  );
}

function TeamCard({
  title,
  description,
  badge,
  children,
}: {
  title: string;
  description: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2 className="min-w-0">{title}</h2>
          </CardTitle>
          {badge}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The page's cards with their real titles, the tables loading, the caller's own sections as tall as they come. */
function TeamSkeleton({ slug, name }: { slug: string; name: string }) {
  return (
    <>
      <TeamCard
        title="Members"
        description={`Everyone with access to ${name}.`}
        badge={
          <Badge tone="neutral">
            <Skeleton shape="text" className="w-24" />
          </Badge>
        }
      >
        <MembersTable slug={slug} collaborators={[]} myRole="member" myUserId={null} loading />
      </TeamCard>
      <TeamCard title="Pending invitations" description="Sent, not accepted yet. Each holds a seat.">
        <InvitationsTable slug={slug} invitations={[]} manages={false} loading />
      </TeamCard>
      <Section
        title="Your notifications"
        description="Only for you, in this workspace. Each collaborator sets their own."
      >
        <Skeleton shape="block" className="h-78.5" />
      </Section>
      <Section
        title="Leave the workspace"
        description={<Skeleton shape="text" className="w-full max-w-96" />}
      >
        {/* A sole owner's sentence; a member's "Leave workspace" button takes a little more. */}
        <p className="text-sm">
          <Skeleton shape="text" className="w-full max-w-96" />
        </p>
      </Section>
    </>
  );
}
