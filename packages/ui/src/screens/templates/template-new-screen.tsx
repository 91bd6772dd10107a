import { TEMPLATE_STARTERS } from '@console/api';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { CodeBlock } from '../../patterns/code-block';
import { PageHeader } from '../../patterns/page-header';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { TemplateNameCard, useStarterTemplateForm } from '../../patterns/starter-template-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { RadioGroup } from '../../primitives/radio-group';
import { TemplateBreadcrumbs } from './template-breadcrumbs';

export type TemplateNewScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/templates/new). */
  workspace: string;
};

type Starter = (typeof TEMPLATE_STARTERS)[number];

const FIRST_STARTER: Starter = TEMPLATE_STARTERS[0];

function starterById(id: string): Starter {
  return TEMPLATE_STARTERS.find((starter) => starter.id === id) ?? FIRST_STARTER;
}

/**
 * Creates a template from a starter pipeline (or a blank one) and a name, then opens it in the editor. The
 * name follows the chosen starter until someone types their own.
 */
export function TemplateNewScreen({ workspace: slug }: TemplateNewScreenProps) {
  const id = useId();
  const navigate = useNavigate();
  const [starterId, setStarterId] = useState<string>(FIRST_STARTER.id);
  const starter = starterById(starterId);
  const starterForm = useStarterTemplateForm(slug, FIRST_STARTER, (templateId) =>
    navigate(href.template(slug, templateId)),
  );

  const chooseStarter = (nextId: string) => {
    const next = starterById(nextId);
    setStarterId(next.id);
    starterForm.applyStarter(next);
  };

  return (
    <PageFrame kind="form" data-slot="template-new-screen">
      <PageHeader
        breadcrumbs={<TemplateBreadcrumbs slug={slug} current="New template" />}
        title="New template"
        description="Start from a pipeline that already works and adapt it, or from an empty one."
      />
      <form noValidate onSubmit={starterForm.submit} className="grid gap-6">
        <ServerErrorBanner error={starterForm.serverError} />
        <div className="grid gap-6 @4xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Field id={`${id}-starter`} label="Start from">
            <RadioGroup
              variant="cards"
              value={starterId}
              onValueChange={chooseStarter}
              items={TEMPLATE_STARTERS.map((item) => ({
                value: item.id,
                label: item.title,
                description: item.description,
              }))}
            />
          </Field>
          <div className="grid content-start gap-6">
            <TemplateNameCard
              id={`${id}-name`}
              starterForm={starterForm}
              label="Name"
              hint="How the template shows up in lists; unique in this workspace. You can change it later."
              buttons={
                <>
                  <Button type="submit" loading={starterForm.form.formState.isSubmitting}>
                    Create template
                  </Button>
                  <Button asChild variant="secondary">
                    <Link to={href.templates(slug)}>Cancel</Link>
                  </Button>
                </>
              }
            />
            <CodeBlock
              label={`Steps of “${starter.title}”`}
              code={starter.json}
              language="json"
              height="limited"
              copyable={false}
            />
          </div>
        </div>
      </form>
    </PageFrame>
  );
}
