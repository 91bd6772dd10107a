import {
  TEMPLATE_MESSAGES,
  type TemplateInput,
  TemplateInputSchema,
  useTemplateActions,
  useWorkspace,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Card, CardContent } from '../primitives/card';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { useServerForm } from './server-form';

/** What a starter pipeline gives a new template: its steps and the name it suggests. */
export type TemplateStarter = { json: string; suggestedName: string };

/** The retention a new template starts with when the workspace's own defaults are not known yet. */
const FALLBACK_EXPIRY = { transcoding_result_expiry: '1day', assembly_status_expiry: '30days' } as const;

/**
 * A new template made from a starter pipeline and a name (the templates page, the first run). The name follows
 * the chosen starter until someone types their own; the server's refusal of the name goes beside the field, any
 * other refusal into `serverError`.
 */
export function useStarterTemplateForm(
  slug: string,
  initial: TemplateStarter,
  onCreated: (templateId: string) => void,
) {
  const { create } = useTemplateActions(slug);
  const workspace = useWorkspace(slug).data?.workspace;
  const [nameFollowsStarter, setNameFollowsStarter] = useState(true);
  const form = useForm<TemplateInput>({
    resolver: zodResolver(TemplateInputSchema),
    defaultValues: {
      name: initial.suggestedName,
      json: initial.json,
      require_signature_auth: false,
      ...FALLBACK_EXPIRY,
    },
  });
  const { register, setValue, getValues, formState } = form;
  // The name is the one thing the server judges that the form cannot; its refusal goes beside the field.
  const { serverError, submitWith } = useServerForm(form, [], {
    fieldOf: ({ serverMessage }) =>
      serverMessage === TEMPLATE_MESSAGES.nameTaken(getValues('name')) ||
      serverMessage === TEMPLATE_MESSAGES.nameMissing
        ? 'name'
        : undefined,
  });

  const applyStarter = (next: TemplateStarter) => {
    setValue('json', next.json);
    if (nameFollowsStarter) setValue('name', next.suggestedName, { shouldValidate: formState.isSubmitted });
  };

  const submit = submitWith(async (values) => {
    const reply = await create({
      ...values,
      // A new template keeps results and statuses as long as the workspace does, until its own settings say otherwise.
      transcoding_result_expiry: workspace?.transcoding_result_expiry ?? values.transcoding_result_expiry,
      assembly_status_expiry: workspace?.assembly_status_expiry ?? values.assembly_status_expiry,
    });
    onCreated(reply.template.id);
  });

  const nameInput = register('name', { onChange: () => setNameFollowsStarter(false) });
  return { form, serverError, submit, applyStarter, nameInput };
}

type StarterTemplateForm = ReturnType<typeof useStarterTemplateForm>;

/** The card with the new template's name and the form's buttons. */
export function TemplateNameCard({
  id,
  starterForm,
  label,
  hint,
  buttons,
}: {
  id: string;
  starterForm: StarterTemplateForm;
  label: string;
  hint: string;
  /** The submit button and the way back. */
  buttons: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid gap-5">
        <Field id={id} label={label} hint={hint} error={starterForm.form.formState.errors.name?.message}>
          <Input autoComplete="off" spellCheck={false} {...starterForm.nameInput} />
        </Field>
        <div className="flex flex-wrap items-center gap-3">{buttons}</div>
      </CardContent>
    </Card>
  );
}
