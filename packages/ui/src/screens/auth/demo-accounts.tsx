import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import { CopyButton } from '../../patterns/copy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';

export type DemoAccount = {
  email: string;
  name: string;
  /** What is special about the account (its role, no workspace yet, two-factor sign-in). */
  note: string;
};

export type DemoAccountsProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The people of the demo data, in the order worth trying them. */
  accounts: DemoAccount[];
  /** The one password every demo account shares. */
  password: string;
};

/** Demo mode's list of sample logins, shown beside the log-in form so anyone can try each role. */
export function DemoAccounts({ accounts, password, className, ...props }: DemoAccountsProps) {
  const titleId = useId();
  return (
    <Card asChild>
      <section
        data-slot="demo-accounts"
        aria-labelledby={titleId}
        className={cn('text-sm', className)}
        {...props}
      >
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>Demo accounts</h2>
          </CardTitle>
          <CardDescription>
            This demo runs on sample data in your browser. Log in as any of these people.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-3">
            {accounts.map((account) => (
              <li key={account.email} className="grid grid-cols-[1fr_auto] items-center gap-x-2">
                <div className="min-w-0">
                  <p className="font-medium text-fg">
                    {account.name} <span className="font-normal text-fg-muted">· {account.note}</span>
                  </p>
                  <p className="truncate font-mono text-fg-muted text-xs">{account.email}</p>
                </div>
                <CopyButton iconOnly value={account.email} label={`Copy ${account.name}’s e-mail address`} />
              </li>
            ))}
          </ul>
          <div className="grid grid-cols-[1fr_auto] items-center gap-x-2 border-border border-t pt-4">
            <div className="min-w-0">
              <p className="font-medium text-fg">Password for all accounts</p>
              <p className="truncate font-mono text-fg-muted text-xs">{password}</p>
            </div>
            <CopyButton iconOnly value={password} label="Copy the demo password" />
          </div>
        </CardContent>
      </section>
    </Card>
  );
}
