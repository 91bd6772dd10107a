import {
  type AuthKey,
  errorMessage,
  type SavedCredential,
  useCredentialActions,
  useCredentialUsage,
} from '@console/api';
import { Link } from 'react-router';
import { href } from '../../lib/paths';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { textLink } from '../../primitives/text-link';
import { useToast } from '../../primitives/toast';

// The dialogs both a list and a record's own page open, apart from the lists so a record's page loads no table.

export type RevokeAuthKeyDialogProps = {
  /** The key to revoke; the dialog is open while it is set. */
  authKey: AuthKey | null;
  onClose: () => void;
  onRevoke: (key: AuthKey) => Promise<void>;
};

/** Revoking cannot be undone, so the key's description has to be typed first. */
export function RevokeAuthKeyDialog({ authKey, onClose, onRevoke }: RevokeAuthKeyDialogProps) {
  return (
    <ConfirmDialog
      open={authKey !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Revoke auth key “${authKey?.description ?? ''}”?`}
      description="Requests and uploads signed with this key are refused from now on. This cannot be undone."
      confirmLabel="Revoke key"
      confirmText={authKey?.description}
      onConfirm={() => (authKey ? onRevoke(authKey) : undefined)}
    />
  );
}

export type DeleteCredentialDialogProps = {
  slug: string;
  /** The credential to delete; the dialog is open while it is set. */
  credential: SavedCredential | null;
  onClose: () => void;
  /** After the delete went through (the edit page leaves for the list). */
  onDeleted?: () => void;
};

/** Asks before deleting, and lists the templates that name the credential, whose steps would then fail. */
export function DeleteCredentialDialog({
  slug,
  credential,
  onClose,
  onDeleted,
}: DeleteCredentialDialogProps) {
  const usage = useCredentialUsage(slug, credential?.id ?? null);
  const { remove } = useCredentialActions(slug);
  const { toast } = useToast();
  const templates = usage.data?.templates ?? [];
  const name = credential?.name ?? '';

  const description =
    usage.data === undefined ? (
      usage.error ? (
        `Could not check which templates use it: ${errorMessage(usage.error)}`
      ) : (
        'Checking which templates use it…'
      )
    ) : templates.length === 0 ? (
      'No template names it. This cannot be undone.'
    ) : (
      <span className="grid gap-2">
        <span>
          {templates.length === 1 ? 'One template names it' : `${templates.length} templates name it`}; their
          steps will fail until you give them another credential:
        </span>
        <ul className="list-disc pl-5">
          {templates.map((template) => (
            <li key={template.id}>
              {/* As tall as a touch target, so a finger picks the right template on a phone. */}
              <Link
                to={href.template(slug, template.id)}
                className={textLink({
                  weight: 'medium',
                  className: 'inline-flex min-h-6 items-center break-all',
                })}
              >
                {template.name}
              </Link>
            </li>
          ))}
        </ul>
      </span>
    );

  return (
    <ConfirmDialog
      open={credential !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete credential “${name}”?`}
      description={description}
      confirmLabel={templates.length > 0 ? 'Delete anyway' : 'Delete credential'}
      confirmText={templates.length > 0 ? name : undefined}
      onConfirm={async () => {
        if (!credential) return;
        try {
          await remove(credential.id);
        } catch (caught) {
          throw new Error(errorMessage(caught));
        }
        toast({ variant: 'success', title: 'Credential deleted', description: `“${name}” is gone.` });
        onDeleted?.();
      }}
    />
  );
}
