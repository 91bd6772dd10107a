import {
  AdminCancelInputSchema,
  AdminChangePlanInputSchema,
  AdminCreditInputSchema,
  type AdminWorkspaceDetailReply,
  AdminWorkspaceLimitsInputSchema,
  useAdminWorkspaceActions,
} from '@console/api';
import { Button } from '../../primitives/button';
import { ActionDialog, type FieldSpec } from './admin-action-dialog';

/** An empty box is "no value" (null); anything else is read as a number, so a typo reaches the schema as NaN. */
const numberOrNull = (value: string | boolean | undefined) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : Number(text.replace(/,/g, ''));
};
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

const REASON: FieldSpec = {
  name: 'reason',
  label: 'Reason',
  kind: 'textarea',
  hint: 'Recorded with the change, with your name and the time.',
  required: true,
};

type DialogsProps = { detail: AdminWorkspaceDetailReply; slug: string };

export function EditLimitsDialog({ detail, slug }: DialogsProps) {
  const actions = useAdminWorkspaceActions(slug);
  const { workspace } = detail;
  const show = (value: number | null) => (value === null ? '' : String(value));
  return (
    <ActionDialog
      title="Edit limits"
      description="Leave a rate limit empty for the plan's limit, and the bill limit empty for no cap."
      trigger={<Button variant="secondary">Edit limits</Button>}
      submitLabel="Save limits"
      fields={[
        { name: 'assembly_rate_limit', label: 'Assembly rate limit (per minute)', kind: 'number' },
        { name: 'concurrent_assembly_rate_limit', label: 'Concurrent assemblies', kind: 'number' },
        { name: 'bill_limit', label: `Bill limit (${detail.currency} a month)`, kind: 'number' },
        { name: 'stop_processing_on_bill_limit', label: 'Stop processing at the bill limit', kind: 'switch' },
        REASON,
      ]}
      initial={{
        assembly_rate_limit: show(workspace.assembly_rate_limit),
        concurrent_assembly_rate_limit: show(workspace.concurrent_assembly_rate_limit),
        bill_limit: show(workspace.bill_limit),
        stop_processing_on_bill_limit: workspace.stop_processing_on_bill_limit,
        reason: '',
      }}
      parse={(values) =>
        AdminWorkspaceLimitsInputSchema.safeParse({
          assembly_rate_limit: numberOrNull(values.assembly_rate_limit),
          concurrent_assembly_rate_limit: numberOrNull(values.concurrent_assembly_rate_limit),
          bill_limit: numberOrNull(values.bill_limit),
          stop_processing_on_bill_limit: values.stop_processing_on_bill_limit === true,
          reason: text(values.reason),
        })
      }
      submit={actions.updateLimits}
      done={() => 'Limits saved'}
    />
  );
}

export function AddCreditDialog({ detail, slug }: DialogsProps) {
  const actions = useAdminWorkspaceActions(slug);
  return (
    <ActionDialog
      title="Add a credit"
      description={`The credit is deducted from ${detail.workspace.name}'s next invoice.`}
      trigger={<Button variant="secondary">Add credit</Button>}
      submitLabel="Add credit"
      fields={[
        { name: 'amount', label: `Amount (${detail.currency})`, kind: 'number', required: true },
        {
          name: 'note',
          label: 'Note',
          kind: 'textarea',
          hint: 'Shown on the invoice it is deducted from.',
          required: true,
        },
      ]}
      initial={{ amount: '', note: '' }}
      parse={(values) =>
        AdminCreditInputSchema.safeParse({
          amount: numberOrNull(values.amount) ?? Number.NaN,
          note: text(values.note),
        })
      }
      submit={actions.addCredit}
      done={() => 'Credit added'}
    />
  );
}

export function CancelOrRestoreDialog({ detail, slug }: DialogsProps) {
  const actions = useAdminWorkspaceActions(slug);
  const cancelled = detail.workspace.cancelled;
  return (
    <ActionDialog
      title={cancelled ? `Restore ${detail.workspace.name}?` : `Cancel ${detail.workspace.name}?`}
      description={
        cancelled
          ? 'Its members can use it again and it is billed again from this month.'
          : 'Processing stops for its members and it is no longer billed. It can be restored later.'
      }
      trigger={
        <Button variant={cancelled ? 'secondary' : 'danger'}>
          {cancelled ? 'Restore' : 'Cancel workspace'}
        </Button>
      }
      submitLabel={cancelled ? 'Restore workspace' : 'Cancel workspace'}
      intent={cancelled ? 'primary' : 'danger'}
      fields={[REASON]}
      initial={{ reason: '' }}
      parse={(values) => AdminCancelInputSchema.safeParse({ reason: text(values.reason) })}
      submit={cancelled ? actions.restore : actions.cancel}
      done={(reply) => (reply.workspace.cancelled ? 'Workspace cancelled' : 'Workspace restored')}
    />
  );
}

export function ChangePlanDialog({ detail, slug }: DialogsProps) {
  const actions = useAdminWorkspaceActions(slug);
  const options = detail.plans.map((plan) => ({ value: String(plan.id), label: plan.title }));
  return (
    <ActionDialog
      title="Change plan"
      description="The new plan applies at once and is recorded as a plan change."
      trigger={<Button variant="secondary">Change plan</Button>}
      submitLabel="Change plan"
      fields={[{ name: 'plan_id', label: 'Plan', kind: 'select', options }, REASON]}
      initial={{ plan_id: String(detail.plan.id), reason: '' }}
      parse={(values) =>
        AdminChangePlanInputSchema.safeParse({ plan_id: Number(values.plan_id), reason: text(values.reason) })
      }
      submit={actions.changePlan}
      done={(reply) => `Now on ${reply.plan.title}`}
    />
  );
}
