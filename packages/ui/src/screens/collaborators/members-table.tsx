import {
  assignableRoles,
  type Collaborator,
  canInWorkspace,
  canManageRole,
  errorMessage,
  MEMBERSHIP_ROLE_DESCRIPTIONS,
  MEMBERSHIP_ROLE_LABELS,
  type MembershipRole,
  useCollaboratorActions,
} from '@console/api';
import { ArrowLeftRight, UserMinus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { createDataTableColumnHelper, DataTable, type DataTableRowAction } from '../../patterns/data-table';
import { DialogFormActions } from '../../patterns/dialog-form-actions';
import { DayTime } from '../../patterns/relative-time';
import { LastUsedTime } from '../../patterns/resource-list-last-used';
import { ServerConfirmDialog } from '../../patterns/server-confirm-dialog';
import { Badge } from '../../primitives/badge';
import { Dialog } from '../../primitives/dialog';
import { RadioGroup } from '../../primitives/radio-group';
import { useToast } from '../../primitives/toast';

function columns(myUserId: number | null) {
  const helper = createDataTableColumnHelper<Collaborator>();
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {row.original.name}
          {row.original.user_id === myUserId ? <Badge tone="primary">You</Badge> : null}
        </span>
      ),
    }),
    helper.accessor('email', { header: 'E-mail' }),
    helper.accessor('role', {
      header: 'Role',
      cell: ({ getValue }) => (
        <Badge tone={getValue() === 'member' ? 'neutral' : 'info'}>
          {MEMBERSHIP_ROLE_LABELS[getValue()]}
        </Badge>
      ),
    }),
    helper.accessor('joined', {
      header: 'Joined',
      cell: ({ getValue }) => <DayTime value={getValue()} />,
    }),
    helper.accessor('last_login', {
      header: 'Last login',
      cell: ({ getValue }) => <LastUsedTime value={getValue()} />,
    }),
  ]);
}

export type MembersTableProps = {
  slug: string;
  collaborators: Collaborator[];
  myRole: MembershipRole;
  /** The caller's user id, to mark their row; null for a site admin who is not a member. */
  myUserId: number | null;
  /** The team is on its way: skeleton rows under the real header. */
  loading?: boolean;
};

/** Most workspaces are a person or two: the rows the table holds while the team loads. */
const USUAL_MEMBERS = 2;

/** The team, with a role change and a removal for each member the caller's role may manage. */
export function MembersTable({ slug, collaborators, myRole, myUserId, loading = false }: MembersTableProps) {
  const { changeRole, remove } = useCollaboratorActions(slug);
  const { toast } = useToast();
  const [changing, setChanging] = useState<Collaborator | null>(null);
  const [removing, setRemoving] = useState<Collaborator | null>(null);
  const tableColumns = useMemo(() => columns(myUserId), [myUserId]);
  const manages = canInWorkspace(myRole, 'manageMembers');

  const rowActions = manages
    ? (member: Collaborator): DataTableRowAction[] => {
        const allowed = canManageRole(myRole, member.role);
        const self = member.user_id === myUserId;
        return [
          {
            label: 'Change role',
            icon: <ArrowLeftRight aria-hidden />,
            disabled: !allowed,
            onSelect: () => setChanging(member),
          },
          {
            label: 'Remove',
            icon: <UserMinus aria-hidden />,
            variant: 'danger',
            // Leaving is its own action, below the team.
            disabled: !allowed || self,
            onSelect: () => setRemoving(member),
          },
        ];
      }
    : undefined;

  return (
    <>
      <DataTable
        caption="Collaborators"
        columns={tableColumns}
        data={collaborators}
        loading={loading}
        skeletonRows={USUAL_MEMBERS}
        getRowId={(member) => String(member.membership_id)}
        getRowLabel={(member) => member.name}
        {...(rowActions ? { rowActions } : {})}
      />
      {changing ? (
        <RoleDialog
          member={changing}
          roles={assignableRoles(myRole)}
          onClose={() => setChanging(null)}
          onSave={async (role) => {
            const reply = await changeRole(changing.membership_id, { role });
            toast({ variant: 'success', title: reply.meta.message ?? 'Role changed' });
          }}
        />
      ) : null}
      <ServerConfirmDialog
        row={removing}
        onClose={() => setRemoving(null)}
        title={(member) => `Remove ${member.name}?`}
        description={(member) =>
          `${member.name} loses access to the workspace at once, and their seat is free again. They can be invited back.`
        }
        confirmLabel="Remove collaborator"
        action={(member) => remove(member.membership_id)}
        done="Collaborator removed"
      />
    </>
  );
}

type RoleDialogProps = {
  member: Collaborator;
  roles: MembershipRole[];
  onClose: () => void;
  onSave: (role: MembershipRole) => Promise<void>;
};

/** Picks a new role; a refusal (the last owner, say) stays in the dialog in the server's words. */
function RoleDialog({ member, roles, onClose, onSave }: RoleDialogProps) {
  const [role, setRole] = useState<MembershipRole>(member.role);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = `role-of-${member.membership_id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={`Change the role of ${member.name}`}
      description="What they may do in this workspace changes as soon as you save."
      footer={
        <DialogFormActions formId={formId} submitLabel="Save role" pending={pending} lockWhilePending />
      }
    >
      <form
        id={formId}
        onSubmit={async (event) => {
          event.preventDefault();
          setPending(true);
          setError(null);
          try {
            await onSave(role);
            onClose();
          } catch (caught) {
            setError(errorMessage(caught));
          } finally {
            setPending(false);
          }
        }}
        className="grid gap-3"
      >
        <RadioGroup
          aria-label="Role"
          value={role}
          onValueChange={(value) => setRole(value as MembershipRole)}
          invalid={error !== null}
          aria-describedby={error === null ? undefined : `${formId}-error`}
          items={roles.map((value) => ({
            value,
            label: MEMBERSHIP_ROLE_LABELS[value],
            description: MEMBERSHIP_ROLE_DESCRIPTIONS[value],
          }))}
        />
        {error === null ? null : (
          <p id={`${formId}-error`} role="alert" className="text-danger-text text-sm">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
