import { errorMessage, type Invitation, MEMBERSHIP_ROLE_LABELS, useCollaboratorActions } from '@console/api';
import { Ban, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { createDataTableColumnHelper, DataTable, type DataTableRowAction } from '../../patterns/data-table';
import { RelativeTime } from '../../patterns/relative-time';
import { ServerConfirmDialog } from '../../patterns/server-confirm-dialog';
import { Badge } from '../../primitives/badge';
import { useToast } from '../../primitives/toast';

function columns() {
  const helper = createDataTableColumnHelper<Invitation>();
  return helper.columns([
    helper.accessor('email', {
      header: 'E-mail',
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    helper.accessor('role', {
      header: 'Role',
      cell: ({ getValue }) => (
        <Badge tone="warning">{`${MEMBERSHIP_ROLE_LABELS[getValue()]}, pending`}</Badge>
      ),
    }),
    helper.accessor('invited_by', { header: 'Invited by' }),
    helper.accessor('last_sent', {
      header: 'Last sent',
      cell: ({ getValue }) => <RelativeTime value={getValue()} className="text-fg-muted" />,
    }),
  ]);
}

export type InvitationsTableProps = {
  slug: string;
  invitations: Invitation[];
  /** Whether the caller may resend and revoke (owners and admins). */
  manages: boolean;
  /** The invitations are on their way: skeleton rows under the real header. */
  loading?: boolean;
};

// Usually nobody is waiting: the loading table holds about the room of its empty state.
const USUAL_INVITATION_ROWS = 4;

/** The invitations nobody has accepted yet, each with Resend and Revoke for those who may. */
export function InvitationsTable({ slug, invitations, manages, loading = false }: InvitationsTableProps) {
  const { resend, revoke } = useCollaboratorActions(slug);
  const { toast } = useToast();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const tableColumns = useMemo(() => columns(), []);

  const resendTo = async (invitation: Invitation) => {
    try {
      const reply = await resend(invitation.id);
      toast({ variant: 'success', title: reply.meta.message ?? 'Invitation sent again' });
    } catch (error) {
      toast({
        variant: 'error',
        title: `The invitation to ${invitation.email} was not sent`,
        description: errorMessage(error),
      });
    }
  };

  const rowActions = (invitation: Invitation): DataTableRowAction[] => [
    { label: 'Resend', icon: <Send aria-hidden />, onSelect: () => void resendTo(invitation) },
    {
      label: 'Revoke',
      icon: <Ban aria-hidden />,
      variant: 'danger',
      onSelect: () => setRevoking(invitation),
    },
  ];

  return (
    <>
      <DataTable
        caption="Pending invitations"
        columns={tableColumns}
        data={invitations}
        loading={loading}
        skeletonRows={USUAL_INVITATION_ROWS}
        getRowId={(invitation) => String(invitation.id)}
        getRowLabel={(invitation) => `invitation to ${invitation.email}`}
        {...(manages ? { rowActions } : {})}
        empty={{
          title: 'No pending invitations',
          description: 'Everyone invited has joined, or nobody was invited yet.',
        }}
      />
      <ServerConfirmDialog
        row={revoking}
        onClose={() => setRevoking(null)}
        title={(invitation) => `Revoke the invitation to ${invitation.email}?`}
        description={() =>
          'The link in their e-mail stops working and the seat is free again. You can invite them again later.'
        }
        confirmLabel="Revoke invitation"
        action={(invitation) => revoke(invitation.id)}
        done="Invitation revoked"
      />
    </>
  );
}
