import {
  RequestError,
  TEMPLATE_MESSAGES,
  TEMPLATE_STARTERS,
  type TemplateInput,
  TemplateInputSchema,
  useTemplateActions,
  useWorkspace,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { CodeBlock } from '../../patterns/code-block';
import { PageHeader } from '../../patterns/page-header';
import { Button } from '../../primitives/button';
import { Card, CardContent } from '../../primitives/card';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { RadioGroup } from '../../primitives/radio-group';
import { ServerErrorBanner } from '../account/account-form';
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

/** The retention a new template starts with when the workspace's own defaults are not known yet. */
const FALLBACK_EXPIRY = { transcoding_result_expiry: '1day', assembly_status_expiry: '30days' } as const;

/**
 * Creates a template from a starter pipeline (or a blank one) and a name, then opens it in the editor. The
 * name follows the chosen starter until someone types their own.
 */
export function TemplateNewScreen({ workspace: slug }: TemplateNewScreenProps) {
  const id = useId();
  const navigate = useNavigate();
  const { create } = useTemplateActions(slug);
  const workspace = useWorkspace(slug).data?.workspace;
  const [starterId, setStarterId] = useState<string>(FIRST_STARTER.id);
  const [nameFollowsStarter, setNameFollowsStarter] = useState(true);
  const [serverError, setServerError] = useState<unknown>(null);
  const starter = starterById(starterId);
  const form = useForm<TemplateInput>({
    resolver: zodResolver(TemplateInputSchema),
    defaultValues: {
      name: FIRST_STARTER.suggestedName,
      json: FIRST_STARTER.json,
      require_signature_auth: false,
      ...FALLBACK_EXPIRY,
    },
  });
  const { register, handleSubmit, setValue, setError, formState } = form;

  const chooseStarter = (nextId: string) => {
    const next = starterById(nextId);
    setStarterId(next.id);
    setValue('json', next.json);
    if (nameFollowsStarter) setValue('name', next.suggestedName, { shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const reply = await create({
        ...values,
        // A new template keeps results and statuses as long as the workspace does, until its own settings say otherwise.
        transcoding_result_expiry: workspace?.transcoding_result_expiry ?? values.transcoding_result_expiry,
        assembly_status_expiry: workspace?.assembly_status_expiry ?? values.assembly_status_expiry,
      });
      navigate(href.template(slug, reply.template.id));
    } catch (error) {
      // The name is the one thing the server judges that the form cannot; its refusal goes beside the field.
      if (
        error instanceof RequestError &&
        (error.serverMessage === TEMPLATE_MESSAGES.nameTaken(values.name) ||
          error.serverMessage === TEMPLATE_MESSAGES.nameMissing)
      ) {
        setError('name', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
      } else {
        setServerError(error);
      }
    }
  });

  return (
    <PageFrame kind="form" data-slot="template-new-screen">
      <PageHeader
        breadcrumbs={<TemplateBreadcrumbs slug={slug} current="New template" />}
        title="New template"
        description="Start from a pipeline that already works and adapt it, or from an empty one."
      />
      <form noValidate onSubmit={submit} className="grid gap-6">
        <ServerErrorBanner error={serverError} />
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
            <Card>
              <CardContent className="grid gap-5">
                <Field
                  id={`${id}-name`}
                  label="Name"
                  hint="How the template shows up in lists; unique in this workspace. You can change it later."
                  error={formState.errors.name?.message}
                >
                  <Input
                    autoComplete="off"
                    spellCheck={false}
                    {...register('name', { onChange: () => setNameFollowsStarter(false) })}
                  />
                </Field>
                <div className="flex flex-wrap items-center gap-3">
                  <Button type="submit" loading={formState.isSubmitting}>
                    Create template
                  </Button>
                  <Button asChild variant="secondary">
                    <Link to={href.templates(slug)}>Cancel</Link>
                  </Button>
                </div>
              </CardContent>
            </Card>
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
