import {
  APP_ICON_COLORS,
  type Membership,
  type UpdateMyMembershipInput,
  useCollaboratorActions,
} from '@console/api';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Section } from '../../patterns/section';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { RadioGroup } from '../../primitives/radio-group';
import { Switch } from '../../primitives/switch';
import { useToast } from '../../primitives/toast';

/** Each colour's swatch, from the design tokens; null (the default) is the primary colour. */
const SWATCH: Record<(typeof APP_ICON_COLORS)[number] | 'default', { label: string; className: string }> = {
  default: { label: 'Default', className: 'bg-primary' },
  indigo: { label: 'Indigo', className: 'bg-primary-text' },
  blue: { label: 'Blue', className: 'bg-info' },
  green: { label: 'Green', className: 'bg-success' },
  amber: { label: 'Amber', className: 'bg-warning' },
  red: { label: 'Red', className: 'bg-danger' },
};

const NOTIFICATIONS: {
  name: Exclude<keyof UpdateMyMembershipInput, 'app_icon_color'>;
  label: string;
  description: string;
}[] = [
  {
    name: 'email_when_close_to_plan_limit',
    label: 'Close to the plan limit',
    description: 'An e-mail when this month’s usage reaches 80 % of what the plan includes.',
  },
  {
    name: 'email_on_assembly_errors',
    label: 'Assembly errors',
    description: 'An e-mail when assemblies fail, at most one an hour.',
  },
  {
    name: 'email_on_assembly_warnings',
    label: 'Assembly warnings',
    description: 'An e-mail when assemblies finish with warnings, such as a deprecated stack.',
  },
];

const valuesOf = (membership: Membership): UpdateMyMembershipInput => ({
  email_when_close_to_plan_limit: membership.email_when_close_to_plan_limit,
  email_on_assembly_errors: membership.email_on_assembly_errors,
  email_on_assembly_warnings: membership.email_on_assembly_warnings,
  app_icon_color: APP_ICON_COLORS.find((color) => color === membership.app_icon_color) ?? null,
});

/**
 * The caller's own notifications and app icon colour in this workspace; every member sets their own. Plain state
 * rather than a form library: switches and a colour cannot be invalid, and the team page stays light.
 */
export function MyMembershipSection({ slug, membership }: { slug: string; membership: Membership }) {
  const id = useId();
  const { updateMine } = useCollaboratorActions(slug);
  const { toast } = useToast();
  const [values, setValues] = useState(() => valuesOf(membership));
  const { serverError, busy: saving, run } = useServerWrite();
  const set = <K extends keyof UpdateMyMembershipInput>(key: K, value: UpdateMyMembershipInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const reply = await updateMine(values);
      if (reply.me) setValues(valuesOf(reply.me));
      toast({ variant: 'success', title: 'Your notifications are saved' });
    });
  };

  return (
    <Section
      title="Your notifications"
      description="Only for you, in this workspace. Each collaborator sets their own."
    >
      <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Your notifications">
        <ServerErrorBanner error={serverError} />
        {NOTIFICATIONS.map((notification) => (
          <Switch
            key={notification.name}
            name={notification.name}
            label={notification.label}
            description={notification.description}
            checked={values[notification.name]}
            onCheckedChange={(checked) => set(notification.name, checked)}
          />
        ))}
        <Field
          id={`${id}-color`}
          label="App icon colour"
          hint="Tells your workspaces apart at a glance in the switcher and on the mobile app."
        >
          <RadioGroup
            value={values.app_icon_color ?? 'default'}
            onValueChange={(value) =>
              set('app_icon_color', APP_ICON_COLORS.find((color) => color === value) ?? null)
            }
            className="flex flex-wrap gap-x-6 gap-y-3"
            items={(['default', ...APP_ICON_COLORS] as const).map((color) => ({
              value: color,
              label: (
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className={cn('size-4 rounded-sm', SWATCH[color].className)} />
                  {SWATCH[color].label}
                </span>
              ),
            }))}
          />
        </Field>
        <div>
          <Button type="submit" loading={saving}>
            Save notifications
          </Button>
        </div>
      </form>
    </Section>
  );
}
