import {
  assignableRoles,
  InviteCollaboratorsInputSchema,
  MEMBERSHIP_ROLE_DESCRIPTIONS,
  MEMBERSHIP_ROLE_LABELS,
  type MembershipRole,
  type Seats,
  splitAddresses,
  useCollaboratorActions,
} from '@console/api';
import { useEffect } from 'react';
import { FieldErrorSummary } from '../../patterns/form-field-errors';
import { FormRadioField } from '../../patterns/form-radio-field';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useFieldForm } from '../../patterns/use-field-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Textarea } from '../../primitives/textarea';
import { useToast } from '../../primitives/toast';

type InviteValues = { emails: string; role: MembershipRole };

const INVITE_FIELDS = ['emails', 'role'] as const;

/** The form's own check: the request schema on the addresses as split, its first problem beside its field. */
function problemOf(values: InviteValues): { field: keyof InviteValues; message: string } | null {
  const parsed = InviteCollaboratorsInputSchema.safeParse({
    emails: splitAddresses(values.emails),
    role: values.role,
  });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return { field: issue?.path[0] === 'role' ? 'role' : 'emails', message: issue?.message ?? '' };
}

export type InviteFormProps = {
  slug: string;
  seats: Seats;
  /** The caller's role: owners may invite owners, admins only admins and members. */
  myRole: MembershipRole;
  /** Called once the invitations are sent, to close the dialog. */
  onInvited: () => void;
};

/** Invites several people at once, with one role; every address is checked before anything is sent. */
export function InviteForm({ slug, seats, myRole, onInvited }: InviteFormProps) {
  const { invite } = useCollaboratorActions(slug);
  const { toast } = useToast();
  const { form, fields, fieldId, serverError, submitWith } = useFieldForm<InviteValues>({
    // The typed text stays as typed; only the check sees it split into addresses.
    resolver: async (values) => {
      const problem = problemOf(values);
      return problem === null
        ? { values, errors: {} }
        : { values: {}, errors: { [problem.field]: { type: 'validate', message: problem.message } } };
    },
    defaultValues: { emails: '', role: 'member' },
    names: INVITE_FIELDS,
  });
  const { register, control, reset, setFocus, formState } = form;
  // The form arrives after the dialog opened (and focused its close button): the caret belongs in the addresses.
  useEffect(() => setFocus('emails'), [setFocus]);

  const submit = submitWith(async (values) => {
    const emails = splitAddresses(values.emails);
    const reply = await invite({ emails, role: values.role });
    reset({ emails: '', role: values.role });
    toast({ variant: 'success', title: reply.meta.message ?? 'Invitations sent' });
    onInvited();
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Invite collaborators">
      <ServerErrorBanner error={serverError} />
      <FieldErrorSummary errors={formState.errors} fields={fields} />
      <div className="grid min-w-0 gap-5">
        <Field
          id={fieldId('emails')}
          label="E-mail addresses"
          required
          hint={`One or more, separated by commas, spaces or new lines.${seats.total === null ? '' : ` ${seats.total - seats.used} of ${seats.total} seats are free.`}`}
          error={formState.errors.emails?.message}
        >
          <Textarea
            rows={2}
            spellCheck={false}
            placeholder="ana@example.com, ben@example.com"
            {...register('emails')}
          />
        </Field>
        <FormRadioField
          control={control}
          name="role"
          id={fieldId('role')}
          label="Role"
          items={assignableRoles(myRole).map((role) => ({
            value: role,
            label: MEMBERSHIP_ROLE_LABELS[role],
            description: MEMBERSHIP_ROLE_DESCRIPTIONS[role],
          }))}
        />
      </div>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          Send invitations
        </Button>
      </div>
    </form>
  );
}
