import { Button, ConfirmDialog, CopyButton, DemoAccounts, Dialog, Field, Select } from '@console/ui';
import { useId, useState } from 'react';
import type { DemoHandle, DemoMail } from './types';

/**
 * A corner button, only in demo mode: who can log in, the e-mails the mock backend "sent" (reset links and
 * sign-in codes have nowhere else to go), a named scenario to start from, and a reset of the demo data.
 */
export default function DemoBar({ demo }: { demo: DemoHandle }) {
  const [mails, setMails] = useState<DemoMail[]>([]);
  return (
    <div className="fixed bottom-4 left-4 z-40">
      <Dialog
        title="Demo mode"
        description="This console runs against a mock backend in your browser. Nothing leaves this tab."
        onOpenChange={(open) => open && setMails(demo.outbox())}
        trigger={
          <Button variant="secondary" size="sm">
            Demo
          </Button>
        }
        footer={
          <ConfirmDialog
            title="Reset the demo data?"
            description="Everything you created or changed in this demo is replaced by the original demo data, and you are logged out."
            confirmLabel="Reset demo data"
            onConfirm={demo.reset}
            trigger={<Button variant="danger">Reset demo data</Button>}
          />
        }
      >
        <div className="grid gap-6">
          <ScenarioPicker demo={demo} />
          <DemoAccounts accounts={demo.accounts} password={demo.password} />
          <section aria-labelledby="demo-outbox" className="grid gap-2">
            <h3 id="demo-outbox" className="font-semibold text-sm">
              E-mails sent
            </h3>
            {mails.length === 0 ? (
              <p className="text-fg-muted text-sm">
                None yet. Password resets and sign-in codes arrive here.
              </p>
            ) : (
              <ul className="grid gap-2">
                {mails.map((mail, index) => (
                  <li
                    // The outbox only grows and is read in one order, so the position is a stable key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={index}
                    className="grid gap-1 rounded-md border border-border bg-surface-sunken p-3 text-sm"
                  >
                    <span className="font-medium">{mail.subject}</span>
                    <span className="text-fg-muted">To {mail.to}</span>
                    {mail.code ? (
                      <span className="flex items-center gap-2">
                        Code <code className="font-mono">{mail.code}</code>
                        <CopyButton value={mail.code} label="Copy code" />
                      </span>
                    ) : null}
                    {mail.link ? (
                      <a className="break-all text-primary-text underline" href={mail.link}>
                        {mail.link}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </Dialog>
    </div>
  );
}

/** Starts the demo over from one of the mock backend's named scenarios, the same ones stories and tests use. */
function ScenarioPicker({ demo }: { demo: DemoHandle }) {
  const id = useId();
  const [chosen, setChosen] = useState(demo.scenario?.name ?? '');
  const picked = demo.scenarios.find((scenario) => scenario.name === chosen);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h3 id={`${id}-title`} className="font-semibold text-sm">
        Scenario
      </h3>
      <p className="text-fg-muted text-sm">
        {demo.scenario
          ? `The demo started from the “${demo.scenario.label}” scenario.`
          : 'The demo started from its own data, with nobody logged in.'}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field id={`${id}-select`} label="Start from" className="min-w-56 flex-1">
          <Select
            value={chosen}
            onValueChange={setChosen}
            placeholder="Choose a scenario"
            options={demo.scenarios.map((scenario) => ({ value: scenario.name, label: scenario.label }))}
          />
        </Field>
        <ConfirmDialog
          title={`Start from “${picked?.label ?? ''}”?`}
          description="Everything you created or changed in this demo is replaced by the scenario's data, and the console reloads."
          confirmLabel="Load scenario"
          onConfirm={() => {
            if (picked) demo.loadScenario(picked.name);
          }}
          trigger={
            <Button variant="secondary" disabled={picked === undefined}>
              Load scenario
            </Button>
          }
        />
      </div>
    </section>
  );
}
