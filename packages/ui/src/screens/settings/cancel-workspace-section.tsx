import {
  CANCEL_REASON_MAX_LENGTH,
  type CancelWorkspaceInput,
  CancelWorkspaceInputSchema,
  useWorkspaceSettingsActions,
  WORKSPACE_ROLE_MESSAGES,
  type Workspace,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../patterns/form-field-controls';
import { FieldErrorSummary } from '../../patterns/form-field-errors';
import { Section } from '../../patterns/section';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useFieldForm } from '../../patterns/use-field-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Textarea } from '../../primitives/textarea';

export type CancelWorkspaceSectionProps = {
  slug: string;
  workspace: Workspace;
  /** Only owners cancel; everyone else reads what it would mean and who can. */
  canCancel: boolean;
  /**
   * Called with the server's words once the workspace is cancelled and before the workspace data is refreshed
   * (spec §4), so the app can leave the cancelled workspace's pages first.
   */
  onCancelled: (message: string) => unknown;
};

const NAMES = ['reason', 'confirm'] as const satisfies (keyof CancelWorkspaceInput)[];

/** The danger zone: cancelling the workspace, with a reason and the address typed again. */
export function CancelWorkspaceSection({
  slug,
  workspace,
  canCancel,
  onCancelled,
}: CancelWorkspaceSectionProps) {
  const { cancel } = useWorkspaceSettingsActions(slug);
  const { form, fields, fieldId, bind, serverError, submitWith } = useFieldForm<CancelWorkspaceInput>({
    resolver: zodResolver(CancelWorkspaceInputSchema),
    defaultValues: { reason: '', confirm: '' },
    names: NAMES,
  });
  const { register, formState } = form;

  const submit = submitWith(async (values) => {
    await cancel(values, {
      beforeRefresh: (reply) => onCancelled(reply.meta.message ?? `“${workspace.name}” is cancelled.`),
    });
  });

  return (
    <Section
      title="Cancel the workspace"
      description="Ends the workspace for good. Only support can restore a cancelled workspace."
      className="border-danger"
    >
      <div className="grid gap-5">
        <div className="grid gap-2 text-sm">
          <p className="font-medium text-fg">What happens next</p>
          <ul className="grid list-disc gap-1 pl-5 text-fg-muted">
            <li>New assemblies are refused at once; running ones finish.</li>
            <li>Every collaborator loses access, and open invitations stop working.</li>
            <li>Usage up to today is billed on a final invoice, sent to the billing e-mail.</li>
            <li>Templates, credentials and stored results are deleted after 30 days.</li>
          </ul>
        </div>
        {canCancel ? (
          <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Cancel the workspace">
            <ServerErrorBanner error={serverError} />
            <FieldErrorSummary errors={formState.errors} fields={fields} />
            <Field
              id={fieldId('reason')}
              label="Why are you cancelling?"
              required
              hint={`A few words help us improve; up to ${CANCEL_REASON_MAX_LENGTH} characters.`}
              error={formState.errors.reason?.message}
            >
              <Textarea rows={3} {...register('reason')} />
            </Field>
            <FormTextField
              {...bind('confirm')}
              label={`Type ${slug} to confirm`}
              required
              hint="The workspace address, as in its URL."
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              variant="code"
            />
            <div>
              <Button type="submit" variant="danger" loading={formState.isSubmitting}>
                Cancel workspace
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-fg-muted text-sm">{WORKSPACE_ROLE_MESSAGES.cancelWorkspace}</p>
        )}
      </div>
    </Section>
  );
}
