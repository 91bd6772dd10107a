import {
  type UpdateProfileInput,
  UpdateProfileInputSchema,
  type User,
  useAccountActions,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNow } from '../../lib/clock';
import { browserTimeZone } from '../../lib/time';
import { FieldErrorSummary, type FormFieldRef, useFocusFirstInvalid } from '../../patterns/form-field-errors';
import { Section } from '../../patterns/section';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerForm } from '../../patterns/server-form';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Switch } from '../../primitives/switch';
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

export function ProfileSection({ user }: { user: User }) {
  const id = useId();
  const fields = useMemo<FormFieldRef<UpdateProfileInput>[]>(
    () => [
      { name: 'name', id: `${id}-name` },
      { name: 'email', id: `${id}-email` },
      { name: 'timezone', id: `${id}-timezone` },
    ],
    [id],
  );
  const { updateProfile } = useAccountActions();
  const { toast } = useToast();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileInputSchema),
    defaultValues: profileValues(user),
    shouldFocusError: false,
  });
  const { register, control, reset, formState } = form;
  useFocusFirstInvalid(form, fields);
  const { serverError, submitWith } = useServerForm(form, fields);
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
    <Section title="Profile" description="How you appear to collaborators, and where we send account e-mail.">
      <form noValidate onSubmit={submit} className="grid gap-5">
        <ServerErrorBanner error={serverError} />
        {pending === null ? null : (
          <Banner tone="info" title={`Confirm your new address: we sent a link to ${pending}`}>
            Until you open the link, we keep using {user.email}. Saving {user.email} here instead withdraws
            the change.
          </Banner>
        )}
        <FieldErrorSummary errors={formState.errors} fields={fields} />
        <Field id={`${id}-name`} label="Name" required error={formState.errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field
          id={`${id}-email`}
          label="E-mail address"
          required
          hint="A new address is used once you confirm it from the link we send there."
          error={formState.errors.email?.message}
        >
          <Input type="email" autoComplete="email" spellCheck={false} {...register('email')} />
        </Field>
        <Controller
          control={control}
          name="timezone"
          render={({ field, fieldState }) => (
            <Field
              id={`${id}-timezone`}
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
        <Controller
          control={control}
          name="send_newsletters"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              name={field.name}
              label="Product newsletter"
              description="About once a month: new Robots, features and price changes. You can turn it off at any time."
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            Save profile
          </Button>
        </div>
      </form>
    </Section>
  );
}
