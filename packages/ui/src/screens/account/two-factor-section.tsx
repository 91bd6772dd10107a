import {
  type UpdateTwoFactorInput,
  UpdateTwoFactorInputSchema,
  type User,
  useAccountActions,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormRadioField } from '../../patterns/form-radio-field';
import { FormSection } from '../../patterns/form-section';
import { useServerForm } from '../../patterns/server-form';
import { Banner } from '../../primitives/banner';
import { useToast } from '../../primitives/toast';

/** A saved 'totp' (set up outside the console) cannot be chosen here; the form starts on "Off" then. */
function twoFactorValue(user: User): UpdateTwoFactorInput {
  return { two_factor_auth_type: user.two_factor_auth_type === 'email' ? 'email' : 'none' };
}

export function TwoFactorSection({ user }: { user: User }) {
  const id = useId();
  const { updateTwoFactor } = useAccountActions();
  const { toast } = useToast();
  const form = useForm<UpdateTwoFactorInput>({
    resolver: zodResolver(UpdateTwoFactorInputSchema),
    defaultValues: twoFactorValue(user),
  });
  const { control, reset, formState } = form;
  const { serverError, submitWith } = useServerForm(form, []);

  const submit = submitWith(async (values) => {
    const reply = await updateTwoFactor(values);
    reset(twoFactorValue(reply.user));
    toast(
      reply.user.two_factor_auth_type === 'none'
        ? { variant: 'success', title: 'Two-factor sign-in is off' }
        : {
            variant: 'success',
            title: 'Two-factor sign-in is on',
            description: `From your next login we e-mail a code to ${reply.user.email}.`,
          },
    );
  });

  return (
    <FormSection
      title="Two-factor sign-in"
      description="A second step after your password, so a leaked password alone does not open your account."
      onSubmit={submit}
      serverError={serverError}
      submitLabel="Save sign-in setting"
      submitting={formState.isSubmitting}
    >
      {user.two_factor_auth_type === 'totp' ? (
        <Banner tone="info" title="You sign in with an authenticator app">
          It was set up outside the console. Saving a choice below replaces it.
        </Banner>
      ) : null}
      <FormRadioField
        control={control}
        name="two_factor_auth_type"
        id={`${id}-type`}
        label="When you log in"
        variant="cards"
        items={[
          {
            value: 'none',
            label: 'Password only',
            description: 'Your e-mail address and password are enough to log in.',
          },
          {
            value: 'email',
            label: 'Password and a code by e-mail',
            description: `After your password, we e-mail a 6-digit code to ${user.email}. Each code works once, for that login only.`,
          },
        ]}
      />
    </FormSection>
  );
}
