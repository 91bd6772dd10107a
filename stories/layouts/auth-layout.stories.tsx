import {
  AuthLayout,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  href,
  Input,
} from '@console/ui';
import { Link } from 'react-router';
import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview';

function LoginForm() {
  return (
    <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      <Field label="E-mail address">
        <Input type="email" name="email" autoComplete="email" />
      </Field>
      <Field label="Password">
        <Input type="password" name="password" autoComplete="current-password" />
      </Field>
      <Button type="submit" className="w-full">
        Log in
      </Button>
      <Button asChild variant="link" className="justify-self-start">
        <Link to={href.forgotPassword()}>Forgot your password?</Link>
      </Button>
    </form>
  );
}

function SignupForm() {
  return (
    <form className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      <Field label="E-mail address" required>
        <Input type="email" name="email" autoComplete="email" />
      </Field>
      <Field label="Password" hint="At least 10 characters." required>
        <Input type="password" name="password" autoComplete="new-password" />
      </Field>
      <Button type="submit" className="w-full">
        Create account
      </Button>
    </form>
  );
}

const demoAccounts = [
  { role: 'Member', email: 'jane.cooper@acme-media.com' },
  { role: 'Admin', email: 'admin@acme-media.com' },
  { role: 'Founder', email: 'founder@acme-media.com' },
];

function DemoLogins() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Demo logins</h2>
        </CardTitle>
        <CardDescription>Demo mode runs against sample data in your browser.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {demoAccounts.map((account) => (
            <li key={account.email} className="flex items-center justify-between gap-3">
              <span className="font-medium">{account.role}</span>
              <span className="truncate font-mono text-fg-muted text-xs">{account.email}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

const meta = preview.meta({
  title: 'Layouts/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen', route: href.login() },
  args: {
    title: 'Log in to Console',
    description: 'Manage your templates, assemblies and billing.',
    children: <LoginForm />,
    footer: (
      <>
        New here?{' '}
        <Button asChild variant="link">
          <Link to={href.signup()}>Create an account</Link>
        </Button>
      </>
    ),
  },
  argTypes: { children: { control: false }, footer: { control: false }, aside: { control: false } },
});

/** The log-in page: one main landmark, one h1, the product mark above the card. */
export const Playground = meta.story({
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main', { name: 'Log in to Console' });
    await expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(main).toHaveTextContent('Console');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      href.signup(),
    );
  },
});

/** Demo mode shows its accounts beside the card (below it on narrow screens). */
export const WithDemoLogins = meta.story({
  args: { aside: <DemoLogins /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Demo logins' })).toBeVisible();
  },
});

/** A wider card for the longer sign-up form. */
export const SignUp = meta.story({
  parameters: { route: href.signup() },
  args: {
    size: 'md',
    title: 'Create your account',
    description: 'Process your first files with templates and assemblies.',
    children: <SignupForm />,
    footer: (
      <>
        Already have an account?{' '}
        <Button asChild variant="link">
          <Link to={href.login()}>Log in</Link>
        </Button>
      </>
    ),
  },
});

/** A page with no form, such as the confirmation after an account was cancelled. */
export const MessageOnly = meta.story({
  parameters: { route: href.cancelAccountSuccess() },
  args: {
    title: 'Your account has been cancelled',
    description: 'We are sorry to see you go. You can create a new account at any time.',
    children: (
      <Button asChild className="w-full">
        <Link to={href.signup()}>Create a new account</Link>
      </Button>
    ),
    footer: undefined,
  },
});

export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { aside: <DemoLogins /> },
});
