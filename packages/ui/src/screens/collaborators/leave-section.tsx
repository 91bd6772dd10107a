import { errorMessage, useCollaboratorActions, WORKSPACE_ROLE_MESSAGES } from '@console/api';
import { Section } from '../../patterns/section';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';

export type LeaveSectionProps = {
  slug: string;
  workspaceName: string;
  /** The last owner cannot leave: the workspace would have nobody to run it. */
  lastOwner: boolean;
  /** Called with the server's words once the person has left, before the session data is refreshed. */
  onLeft: (message: string) => unknown;
};

export function LeaveSection({ slug, workspaceName, lastOwner, onLeft }: LeaveSectionProps) {
  const { leave } = useCollaboratorActions(slug);
  return (
    <Section
      title="Leave the workspace"
      description={`You lose access to ${workspaceName} at once; an owner or admin can invite you back.`}
      className="border-danger"
    >
      {lastOwner ? (
        <p className="text-fg-muted text-sm">{WORKSPACE_ROLE_MESSAGES.lastOwner}</p>
      ) : (
        <ConfirmDialog
          title={`Leave ${workspaceName}?`}
          description="Its templates, assemblies and settings stay for the others. You lose access at once."
          confirmLabel="Leave workspace"
          cancelLabel="Stay"
          trigger={<Button variant="danger">Leave workspace</Button>}
          onConfirm={async () => {
            try {
              await leave({
                beforeRefresh: (reply) => onLeft(reply.meta.message ?? `You left ${workspaceName}.`),
              });
            } catch (error) {
              throw new Error(errorMessage(error));
            }
          }}
        />
      )}
    </Section>
  );
}
