import {
  type ChangePasswordInput,
  ChangePasswordInputSchema,
  errorMessage,
  type Membership,
  PASSWORD_MIN_LENGTH,
  type UpdateProfileInput,
  UpdateProfileInputSchema,
  type UpdateTwoFactorInput,
  UpdateTwoFactorInputSchema,
  type User,
  useAccount,
  useAccountActions,
  useCurrentUser,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNow } from '../../lib/clock';
import { PageHeader } from '../../patterns/page-header';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { RadioGroup } from '../../primitives/radio-group';
import { Skeleton } from '../../primitives/skeleton';
import { Switch } from '../../primitives/switch';
import { useToast } from '../../primitives/toast';
import {
  AccountErrorSummary,
  type AccountFormField,
  ServerErrorBanner,
  useFocusFirstInvalid,
} from './account-form';
import { TimeZoneSelect, timeZoneNow } from './time-zone-select';

export type UserSettingsScreenProps = {
  /**
   * Called once the account is cancelled and before the session data is refreshed, so the app can leave this
   * login-protected page first (a promise that settles once it has): the refreshed user is null, and the page's
   * guard would send the person to login. The app shows cancel-account-success.
   */
  onAccountCancelled: () => unknown;
};

/**
 * The person's own settings: profile, password, two-factor sign-in and cancelling the account. The sections are
 * stacked cards rather than tabs, so a pending e-mail change or the danger zone is never hidden behind a tab;
 * each saves on its own, and an error in one leaves what was typed in the others alone.
 */
export function UserSettingsScreen({ onAccountCancelled }: UserSettingsScreenProps) {
  const account = useAccount();
  // The current user carries the session's CSRF token (the guards have usually loaded it already) and the
  // memberships the danger zone names.
  const currentUser = useCurrentUser();
  const loading = account.isLoading || currentUser.isLoading;
  // Only a failure before any data replaces the page: a failed re-fetch keeps what the person is typing.
  const error =
    (account.data === undefined ? account.error : undefined) ??
    (currentUser.data === undefined ? currentUser.error : undefined);
  const user = account.data?.user;

  let body: ReactNode;
  if (loading) body = <SettingsSkeleton />;
  else if (error !== undefined || user === undefined) {
    body = (
      <Banner
        tone="danger"
        title="Your settings could not be loaded"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void Promise.all([account.mutate(), currentUser.mutate()])}
          >
            Try again
          </Button>
        }
      >
        {errorMessage(error)}
      </Banner>
    );
  } else {
    body = (
      <>
        <ProfileSection user={user} />
        <PasswordSection email={user.email} />
        <TwoFactorSection user={user} />
        <DangerZone
          email={user.email}
          memberships={currentUser.data?.memberships ?? []}
          onAccountCancelled={onAccountCancelled}
        />
      </>
    );
  }

  return (
    <div data-slot="user-settings-screen" className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader
        title="Account settings"
        description="Your own profile, password and sign-in security. Each workspace has its own settings too."
      />
      <div aria-busy={loading || undefined} className="grid gap-6">
        {loading ? <span className="sr-only">Loading your settings</span> : null}
        {body}
      </div>
    </div>
  );
}

/** Placeholder cards in the shape of the sections: profile, password, two-factor. */
const SKELETON_CARDS = [
  { section: 'profile', rows: ['name', 'email', 'timezone'] },
  { section: 'password', rows: ['current', 'new', 'confirm'] },
  { section: 'two-factor', rows: ['type'] },
];

function SettingsSkeleton() {
  return (
    <>
      {SKELETON_CARDS.map((card) => (
        <Card key={card.section}>
          <CardContent className="grid gap-5">
            <Skeleton className="h-5 w-40" />
            {card.rows.map((row) => (
              <div key={row} className="grid gap-2">
                <Skeleton className="w-28" />
                <Skeleton className="h-9" />
              </div>
            ))}
          </CardContent>
        </Card>
      ))}
    </>
  );
}

type SectionProps = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A settings card that is its own landmark-free section, named by its h2. */
function Section({ title, description, children, className }: SectionProps) {
  const titleId = useId();
  return (
    <Card asChild className={className}>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

/** The browser's own zone, for a profile that has none yet. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The form shows the address the account is moving to while a change waits, so saving again keeps it. */
function profileValues(user: User): UpdateProfileInput {
  return {
    name: user.name,
    email: user.pending_email_change ?? user.email,
    timezone: user.timezone || browserTimeZone(),
    send_newsletters: user.send_newsletters,
  };
}

function ProfileSection({ user }: { user: User }) {
  const id = useId();
  const fields = useMemo<AccountFormField<UpdateProfileInput>[]>(
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
  const { register, handleSubmit, control, reset, formState } = form;
  useFocusFirstInvalid(form, fields);
  const [serverError, setServerError] = useState<unknown>(null);
  const pending = user.pending_email_change;
  const now = useNow();

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
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
    } catch (error) {
      setServerError(error);
    }
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
        <AccountErrorSummary errors={formState.errors} fields={fields} />
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

const emptyPassword: ChangePasswordInput = { current_password: '', password: '', confirm_password: '' };

function PasswordSection({ email }: { email: string }) {
  const id = useId();
  const fields = useMemo<AccountFormField<ChangePasswordInput>[]>(
    () => [
      { name: 'current_password', id: `${id}-current` },
      { name: 'password', id: `${id}-new` },
      { name: 'confirm_password', id: `${id}-confirm` },
    ],
    [id],
  );
  const { changePassword } = useAccountActions();
  const { toast } = useToast();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: emptyPassword,
    shouldFocusError: false,
  });
  const { register, handleSubmit, reset, formState } = form;
  useFocusFirstInvalid(form, fields);
  const [serverError, setServerError] = useState<unknown>(null);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await changePassword(values);
      reset(emptyPassword);
      toast({
        variant: 'success',
        title: 'Password changed',
        description: 'Use it the next time you log in.',
      });
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <Section title="Password" description="Pick a password you do not use anywhere else.">
      <form noValidate onSubmit={submit} className="grid gap-5">
        <ServerErrorBanner error={serverError} />
        <AccountErrorSummary errors={formState.errors} fields={fields} />
        {/* Hidden but present, so password managers file the new password under the right account. */}
        <input type="text" hidden readOnly autoComplete="username" value={email} />
        <Field
          id={`${id}-current`}
          label="Current password"
          required
          error={formState.errors.current_password?.message}
        >
          <Input type="password" autoComplete="current-password" {...register('current_password')} />
        </Field>
        <Field
          id={`${id}-new`}
          label="New password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={formState.errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </Field>
        <Field
          id={`${id}-confirm`}
          label="Repeat the new password"
          required
          error={formState.errors.confirm_password?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('confirm_password')} />
        </Field>
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** A saved 'totp' (set up outside the console) cannot be chosen here; the form starts on "Off" then. */
function twoFactorValue(user: User): UpdateTwoFactorInput {
  return { two_factor_auth_type: user.two_factor_auth_type === 'email' ? 'email' : 'none' };
}

function TwoFactorSection({ user }: { user: User }) {
  const id = useId();
  const { updateTwoFactor } = useAccountActions();
  const { toast } = useToast();
  const form = useForm<UpdateTwoFactorInput>({
    resolver: zodResolver(UpdateTwoFactorInputSchema),
    defaultValues: twoFactorValue(user),
  });
  const { handleSubmit, control, reset, formState } = form;
  const [serverError, setServerError] = useState<unknown>(null);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
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
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <Section
      title="Two-factor sign-in"
      description="A second step after your password, so a leaked password alone does not open your account."
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <ServerErrorBanner error={serverError} />
        {user.two_factor_auth_type === 'totp' ? (
          <Banner tone="info" title="You sign in with an authenticator app">
            It was set up outside the console. Saving a choice below replaces it.
          </Banner>
        ) : null}
        <Controller
          control={control}
          name="two_factor_auth_type"
          render={({ field, fieldState }) => (
            <Field id={`${id}-type`} label="When you log in" error={fieldState.error?.message}>
              <RadioGroup
                ref={field.ref}
                name={field.name}
                variant="cards"
                value={field.value}
                onValueChange={field.onChange}
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
            </Field>
          )}
        />
        <div>
          <Button type="submit" loading={formState.isSubmitting}>
            Save sign-in setting
          </Button>
        </div>
      </form>
    </Section>
  );
}

type DangerZoneProps = {
  email: string;
  memberships: Membership[];
  onAccountCancelled: () => unknown;
};

function DangerZone({ email, memberships, onAccountCancelled }: DangerZoneProps) {
  const { cancelAccount } = useAccountActions();
  const names = memberships.map((m) => m.workspace.name);
  const access =
    names.length === 0
      ? 'You will be logged out at once.'
      : `You will be logged out at once and lose access to ${listOf(names)}.`;

  return (
    <Section
      title="Cancel account"
      description="Closes your account for good. Only support can restore a cancelled account."
      className="border-danger"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-prose text-fg-muted text-sm">{access}</p>
        <ConfirmDialog
          title="Cancel your account?"
          description={access}
          confirmLabel="Cancel my account"
          cancelLabel="Keep my account"
          confirmText={email}
          trigger={<Button variant="danger">Cancel account</Button>}
          onConfirm={async () => {
            try {
              await cancelAccount({ beforeRefresh: onAccountCancelled });
            } catch (error) {
              // The dialog shows an Error's message; the server's own words are the useful part.
              throw new Error(errorMessage(error));
            }
          }}
        />
      </div>
    </Section>
  );
}

/** "A", "A and B", "A, B and C". */
function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
