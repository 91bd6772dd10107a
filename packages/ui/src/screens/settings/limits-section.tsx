import {
  type Plan,
  planLimits,
  useWorkspaceSettingsActions,
  type WorkspaceLimitsInput,
  WorkspaceLimitsInputSchema,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../patterns/form-field-controls';
import type { SectionBaseProps } from './general-section';
import { SettingsSection, useSettingsForm } from './settings-form';
import { limitsValues } from './settings-values';

/** The section's fields, in the order they appear. */
const NAMES = [
  'assembly_rate_limit',
  'concurrent_assembly_rate_limit',
] as const satisfies (keyof WorkspaceLimitsInput)[];

const TITLE = 'Limits';

const LIMITS: { name: (typeof NAMES)[number]; label: string; hint: (allowed: number) => string }[] = [
  {
    name: 'assembly_rate_limit',
    label: 'Assemblies a minute',
    hint: (allowed) =>
      `New assemblies beyond this in a minute are refused. Your plan allows up to ${allowed}.`,
  },
  {
    name: 'concurrent_assembly_rate_limit',
    label: 'Assemblies at once',
    hint: (allowed) => `Further assemblies wait in the queue. Your plan runs up to ${allowed} at once.`,
  },
];

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
  const { bind, section } = useSettingsForm({
    title: TITLE,
    workspace,
    valuesOf: limitsValues,
    resolver: zodResolver(WorkspaceLimitsInputSchema),
    names: NAMES,
    save: updateLimits,
    onDirtyChange,
  });
  const allowed = planLimits(plan);

  return (
    <SettingsSection
      section={section}
      description={`Caps of your own below what the ${plan.title} plan allows, so a runaway script cannot spend it all. Leave a box empty for the plan's limit.`}
      editable={editable}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {LIMITS.map((limit) => (
          <FormTextField
            key={limit.name}
            {...bind(limit.name)}
            label={limit.label}
            hint={limit.hint(allowed[limit.name])}
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(allowed[limit.name])}
            registerOptions={{ setValueAs: asLimit }}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
