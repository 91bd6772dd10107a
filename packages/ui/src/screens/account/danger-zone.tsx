import { errorMessage, type Membership, useAccountActions } from '@console/api';
import { Section } from '../../patterns/section';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';

type DangerZoneProps = {
  email: string;
  memberships: Membership[];
  onAccountCancelled: () => unknown;
};

export function DangerZone({ email, memberships, onAccountCancelled }: DangerZoneProps) {
  const { cancelAccount } = useAccountActions();
  const names = memberships.map((m) => m.workspace.name);
  const access =
    names.length === 0
      ? 'You will be logged out at once.'
      : `You will be logged out at once and lose access to ${listOf(names)}.`;

  return (
    <Section
      title="Cancel account"
      description="Closes your account for good. Only support can restore a cancelled account."
      className="border-danger"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-fg-muted text-sm">{access}</p>
        <ConfirmDialog
          title="Cancel your account?"
          description={access}
          confirmLabel="Cancel my account"
          cancelLabel="Keep my account"
          confirmText={email}
          trigger={<Button variant="danger">Cancel account</Button>}
          onConfirm={async () => {
            try {
              await cancelAccount({ beforeRefresh: onAccountCancelled });
            } catch (error) {
              // The dialog shows an Error's message; the server's own words are the useful part.
              throw new Error(errorMessage(error));
            }
          }}
        />
      </div>
    </Section>
  );
}

/** "A", "A and B", "A, B and C". */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
