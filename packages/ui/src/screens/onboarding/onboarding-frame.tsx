import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { cn } from '../../lib/cn';
import { href, type OnboardingQuery } from '../../lib/paths';
import { PageHeader } from '../../patterns/page-header';
import { Button } from '../../primitives/button';

/** The first run's three steps, in order. */
export const ONBOARDING_STEPS = [
  { key: 'file-type', title: 'Choose what to process', to: href.onboardingFileType },
  { key: 'setting-up', title: 'Set up a pipeline', to: href.onboardingSettingUp },
  { key: 'processing', title: 'Process a file', to: href.onboardingProcessing },
] as const;

export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];

export type OnboardingFrameProps = {
  slug: string;
  /** The step this page is. */
  step: OnboardingStepKey;
  /** What the steps carry (the chosen kind, starter, template), so going back to one keeps it. */
  query: OnboardingQuery;
  /** Which earlier steps can be opened again: those whose choice the query still holds. */
  reachable?: readonly OnboardingStepKey[];
  children: ReactNode;
};

/**
 * The frame of each first-run page: the title, the three steps with the current one marked (earlier ones link
 * back, keeping what was chosen), and a way out to the dashboard; the address holds the step, so leaving and
 * coming back resumes it.
 */
export function OnboardingFrame({ slug, step, query, reachable = [], children }: OnboardingFrameProps) {
  const current = ONBOARDING_STEPS.findIndex((entry) => entry.key === step);
  return (
    <PageFrame kind="form" data-slot="onboarding">
      <PageHeader
        title="Process your first file"
        description="Choose what you process, set up a pipeline for it, and run it on a file of your own."
        actions={
          <Button asChild variant="secondary" size="sm">
            <Link to={href.workspace(slug)}>Leave for now</Link>
          </Button>
        }
      />
      <nav aria-label="Onboarding steps">
        <ol className="grid gap-2 sm:grid-cols-3">
          {ONBOARDING_STEPS.map((entry, index) => {
            const done = index < current;
            const label = (
              <>
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                    index === current && 'border-primary bg-primary text-primary-fg',
                    done && 'border-success bg-success-soft text-success-text',
                    index > current && 'border-border-strong text-fg-muted',
                  )}
                >
                  {done ? <Check className="size-3.5" /> : index + 1}
                </span>
                <span>
                  <span className="sr-only">Step {index + 1}: </span>
                  {entry.title}
                  {done ? <span className="sr-only"> (done)</span> : null}
                </span>
              </>
            );
            const itemClass = cn(
              'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
              index === current ? 'border-primary font-medium text-fg' : 'border-border text-fg-muted',
            );
            return (
              <li key={entry.key} aria-current={index === current ? 'step' : undefined} className="flex">
                {done && reachable.includes(entry.key) ? (
                  <Link
                    to={entry.to(slug, query)}
                    className={cn(
                      itemClass,
                      'w-full transition-colors hover:border-border-strong hover:bg-surface-sunken',
                    )}
                  >
                    {label}
                  </Link>
                ) : (
                  <span className={cn(itemClass, 'w-full')}>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {children}
    </PageFrame>
  );
}
