import {
  type UpdateProfileInput,
  UpdateProfileInputSchema,
  type User,
  useAccountActions,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useNow } from '../../lib/clock';
import { browserTimeZone } from '../../lib/time';
import { FormSwitch, FormTextField } from '../../patterns/form-field-controls';
import { FieldErrorSummary } from '../../patterns/form-field-errors';
import { FormSection } from '../../patterns/form-section';
import { useFieldForm } from '../../patterns/use-field-form';
import { Banner } from '../../primitives/banner';
import { Field } from '../../primitives/field';
import { useToast } from '../../primitives/toast';
import { TimeZoneSelect, timeZoneNow } from './time-zone-select';

/** The form shows the address the account is moving to while a change waits, so saving again keeps it. */
function profileValues(user: User): UpdateProfileInput {
  return {
    name: user.name,
    email: user.pending_email_change ?? user.email,
    timezone: user.timezone || browserTimeZone(),
    send_newsletters: user.send_newsletters,
  };
}

/** The fields that can be refused, in the order they appear. */
const NAMES = ['name', 'email', 'timezone'] as const satisfies (keyof UpdateProfileInput)[];

export function ProfileSection({ user }: { user: User }) {
  const { updateProfile } = useAccountActions();
  const { toast } = useToast();
  const { form, fields, fieldId, bind, serverError, submitWith } = useFieldForm<UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileInputSchema),
    defaultValues: profileValues(user),
    names: NAMES,
  });
  const { control, reset, formState } = form;
  const pending = user.pending_email_change;
  const now = useNow();

  const submit = submitWith(async (values) => {
    const reply = await updateProfile(values);
    reset(profileValues(reply.user));
    const newAddress = reply.user.pending_email_change;
    toast({
      variant: 'success',
      title: 'Profile saved',
      ...(newAddress !== null && newAddress !== pending
        ? { description: `Confirm your new address: we sent a link to ${newAddress}.` }
        : {}),
    });
  });

  return (
    <FormSection
      title="Profile"
      description="How you appear to collaborators, and where we send account e-mail."
      onSubmit={submit}
      serverError={serverError}
      submitLabel="Save profile"
      submitting={formState.isSubmitting}
    >
      {pending === null ? null : (
        <Banner tone="info" title={`Confirm your new address: we sent a link to ${pending}`}>
          Until you open the link, we keep using {user.email}. Saving {user.email} here instead withdraws the
          change.
        </Banner>
      )}
      <FieldErrorSummary errors={formState.errors} fields={fields} />
      <FormTextField {...bind('name')} label="Name" required autoComplete="name" />
      <FormTextField
        {...bind('email')}
        label="E-mail address"
        required
        hint="A new address is used once you confirm it from the link we send there."
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <Controller
        control={control}
        name="timezone"
        render={({ field, fieldState }) => (
          <Field
            id={fieldId('timezone')}
            label="Time zone"
            hint={`Dates and times in the console are shown in this zone. ${timeZoneNow(field.value, now) ?? ''}`}
            error={fieldState.error?.message}
          >
            <TimeZoneSelect
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <FormSwitch
        control={control}
        name="send_newsletters"
        label="Product newsletter"
        description="About once a month: new Robots, features and price changes. You can turn it off at any time."
      />
    </FormSection>
  );
}
