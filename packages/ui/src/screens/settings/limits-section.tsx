import {
  type Plan,
  planLimits,
  useWorkspaceSettingsActions,
  type WorkspaceLimitsInput,
  WorkspaceLimitsInputSchema,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import type { SectionBaseProps } from './general-section';
import { SettingsSection, useSettingsForm } from './settings-form';
import { limitsValues } from './settings-values';

/** The section's fields, in the order they appear. */
const NAMES = [
  'assembly_rate_limit',
  'concurrent_assembly_rate_limit',
] as const satisfies (keyof WorkspaceLimitsInput)[];

const TITLE = 'Limits';

/** An empty box is "what the plan allows" (null); anything else goes to the schema as a number, which judges it. */
const asLimit = (value: unknown) => (value === '' || value === null ? null : Number(value));

export function LimitsSection({
  slug,
  workspace,
  editable,
  plan,
  onDirtyChange,
}: SectionBaseProps & { plan: Plan }) {
  const { updateLimits } = useWorkspaceSettingsActions(slug);
  const { form, fieldId, section } = useSettingsForm({
    title: TITLE,
    values: limitsValues(workspace),
    resolver: zodResolver(WorkspaceLimitsInputSchema),
    names: NAMES,
    save: updateLimits,
    valuesOf: (reply) => limitsValues(reply.workspace),
    onDirtyChange,
  });
  const { register, formState } = form;
  const allowed = planLimits(plan);

  return (
    <SettingsSection
      section={section}
      description={`Caps of your own below what the ${plan.title} plan allows, so a runaway script cannot spend it all. Leave a box empty for the plan's limit.`}
      editable={editable}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={fieldId('assembly_rate_limit')}
          label="Assemblies a minute"
          hint={`New assemblies beyond this in a minute are refused. Your plan allows up to ${allowed.assembly_rate_limit}.`}
          error={formState.errors.assembly_rate_limit?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(allowed.assembly_rate_limit)}
            {...register('assembly_rate_limit', { setValueAs: asLimit })}
          />
        </Field>
        <Field
          id={fieldId('concurrent_assembly_rate_limit')}
          label="Assemblies at once"
          hint={`Further assemblies wait in the queue. Your plan runs up to ${allowed.concurrent_assembly_rate_limit} at once.`}
          error={formState.errors.concurrent_assembly_rate_limit?.message}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(allowed.concurrent_assembly_rate_limit)}
            {...register('concurrent_assembly_rate_limit', { setValueAs: asLimit })}
          />
        </Field>
      </div>
    </SettingsSection>
  );
}
