import {
  isOnboardingFileType,
  ONBOARDING_FILE_TYPE_INFO,
  type OnboardingFileType,
  onboardingStarter,
} from '@console/api';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { href } from '../../lib/paths';
import { EmptyState } from '../../patterns/empty-state';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { TemplateNameCard, useStarterTemplateForm } from '../../patterns/starter-template-form';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../primitives/card';
import { Field } from '../../primitives/field';
import { RadioGroup } from '../../primitives/radio-group';
import { OnboardingFrame } from './onboarding-frame';
import { processingSteps, robotPhrase } from './onboarding-robots';

export type OnboardingSettingUpScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/onboarding/setting-up). */
  workspace: string;
};

/**
 * Step two of the first run: a starter pipeline for the kind of file chosen in step one (`?type=`), the steps it
 * runs, and a name; creating it makes it a template of the workspace and moves on to processing a file with it.
 */
export function OnboardingSettingUpScreen({ workspace: slug }: OnboardingSettingUpScreenProps) {
  const [params] = useSearchParams();
  const type = params.get('type');
  if (!isOnboardingFileType(type)) {
    return (
      <OnboardingFrame slug={slug} step="setting-up" query={{}}>
        <EmptyState
          title="First choose what to process"
          description="The pipelines on offer depend on the kind of file, so step one comes first."
          action={
            <Button asChild>
              <Link to={href.onboardingFileType(slug)}>Choose what to process</Link>
            </Button>
          }
        />
      </OnboardingFrame>
    );
  }
  const made = params.get('template');
  return (
    <SetUp
      slug={slug}
      type={type}
      starterId={params.get('starter')}
      madeTemplateId={made !== null && /^[0-9a-f]{32}$/.test(made) ? made : null}
    />
  );
}

function SetUp({
  slug,
  type,
  starterId,
  madeTemplateId,
}: {
  slug: string;
  type: OnboardingFileType;
  starterId: string | null;
  /** The template this step made before, when someone came back to it from step three. */
  madeTemplateId: string | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const info = ONBOARDING_FILE_TYPE_INFO[type];
  const starter = onboardingStarter(type, starterId);
  const starterForm = useStarterTemplateForm(slug, starter, (templateId) =>
    navigate(href.onboardingProcessing(slug, { type, starter: starter.id, template: templateId })),
  );
  const steps = processingSteps(starter.json);

  const chooseStarter = (nextId: string) => {
    const next = onboardingStarter(type, nextId);
    // The choice goes into the address, so coming back to this step finds it again.
    setParams(
      { type, starter: next.id, ...(madeTemplateId === null ? {} : { template: madeTemplateId }) },
      { replace: true },
    );
    starterForm.applyStarter(next);
  };

  return (
    <OnboardingFrame
      slug={slug}
      step="setting-up"
      query={{ type, starter: starter.id }}
      reachable={['file-type']}
    >
      <form noValidate onSubmit={starterForm.submit} className="grid gap-6">
        <ServerErrorBanner error={starterForm.serverError} />
        {madeTemplateId === null ? null : (
          <Banner
            tone="info"
            title="You have set up a pipeline already"
            action={
              <Button asChild variant="secondary" size="sm">
                <Link
                  to={href.onboardingProcessing(slug, {
                    type,
                    starter: starter.id,
                    template: madeTemplateId,
                  })}
                >
                  Continue with it
                </Link>
              </Button>
            }
          >
            Go on to processing a file with it, or set up another one below.
          </Banner>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          <Field id={`${id}-starter`} label={`Pipelines for ${info.title.toLowerCase()}`}>
            <RadioGroup
              variant="cards"
              value={starter.id}
              onValueChange={chooseStarter}
              items={info.starters.map((item) => ({
                value: item.id,
                label: item.title,
                description: item.description,
              }))}
            />
          </Field>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>The steps it will run</h2>
              </CardTitle>
              <CardDescription>After your file is uploaded, in this order:</CardDescription>
            </CardHeader>
            <CardContent>
              <ol aria-label={`Steps of “${starter.title}”`} className="grid gap-2 text-sm">
                {steps.map((step, index) => (
                  <li key={step.name} className="flex items-start gap-2">
                    <span aria-hidden className="w-5 shrink-0 text-right text-fg-muted tabular-nums">
                      {index + 1}.
                    </span>
                    <span className="grid">
                      <span className="text-fg">{robotPhrase(step.robot)}</span>
                      <span className="font-mono text-fg-muted text-xs">
                        {step.name} · {step.robot}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        </div>
        <TemplateNameCard
          id={`${id}-name`}
          starterForm={starterForm}
          label="Template name"
          hint="The pipeline is saved as a template of this workspace under this name; you can change it later."
          buttons={
            <>
              <Button type="submit" loading={starterForm.form.formState.isSubmitting}>
                Create template and continue
                <ArrowRight aria-hidden />
              </Button>
              <Button asChild variant="secondary">
                <Link to={href.onboardingFileType(slug, { type })}>Back</Link>
              </Button>
            </>
          }
        />
      </form>
    </OnboardingFrame>
  );
}
