import {
  CredentialNameSchema,
  type CredentialTestReply,
  credentialFieldProblem,
  credentialType,
  type SavedCredential,
  type SavedCredentialType,
  testCredential,
  useCredentialActions,
  useCredentialUsage,
} from '@console/api';
import { CircleCheck, PlugZap } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { type FieldErrors, type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { href } from '../../lib/paths';
import { FieldErrorSummary, type FormFieldRef, useFocusFirstInvalid } from '../../patterns/form-field-errors';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerForm } from '../../patterns/server-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { useToast } from '../../primitives/toast';
import { CredentialFieldInput, type CredentialFormValues } from './credential-field-input';

type FieldName = 'name' | `fields.${string}`;

/** The field a refusal of the server may name (`meta.field`): a name another credential of the workspace has. */
const CREDENTIAL_SERVER_FIELDS = [{ name: 'name' }] as const;

/** Checks the name and every field by the type's declaration, with the same words the server uses. */
function credentialResolver(
  type: SavedCredentialType,
  stored: SavedCredential | null,
): Resolver<CredentialFormValues> {
  return async (values): Promise<ResolverResult<CredentialFormValues>> => {
    const errors: FieldErrors<CredentialFormValues> = {};
    const name = CredentialNameSchema.safeParse(values.name.trim());
    if (!name.success) errors.name = { type: 'validate', message: name.error.issues[0]?.message ?? '' };
    const fieldErrors: Record<string, { type: string; message: string }> = {};
    for (const field of credentialType(type).fields) {
      const value = values.fields[field.key] ?? '';
      if (field.secret && stored?.secrets_set.includes(field.key) && value === '') continue;
      const problem = credentialFieldProblem(field, value);
      if (problem !== null) fieldErrors[field.key] = { type: 'validate', message: problem };
    }
    if (Object.keys(fieldErrors).length > 0)
      errors.fields = fieldErrors as FieldErrors<CredentialFormValues>['fields'];
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { name: values.name.trim(), fields: values.fields }, errors: {} };
  };
}

/**
 * The values a form starts from: a stored credential's (secrets blank), or every field empty but a port's default.
 * A secret stays blank whatever the stored credential holds: the form sends back whatever it was given, and a
 * secret typed again is the only one it may send.
 */
function startingValues(type: SavedCredentialType, stored: SavedCredential | null): CredentialFormValues {
  const fields: Record<string, string> = {};
  for (const field of credentialType(type).fields) {
    const storedValue = field.secret ? undefined : stored?.fields[field.key];
    fields[field.key] = storedValue ?? (field.kind === 'port' ? field.example : '');
  }
  return { name: stored?.name ?? '', fields };
}

/** What the server sends: trimmed values, without the secrets left empty (kept as they are). */
function toSend(values: CredentialFormValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values.fields)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}

export type CredentialFormProps = {
  slug: string;
  type: SavedCredentialType;
  /** The credential being edited; creating when null. */
  stored: SavedCredential | null;
};

/**
 * The form of one credential type, made from the type's declaration: a field per declared field, each checked as
 * declared; secrets are write-only (a stored one shows as set, with "Replace"). "Test connection" tries the values
 * typed so far and shows a failure beside the field it is about.
 */
export function CredentialForm({ slug, type, stored }: CredentialFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { create, update } = useCredentialActions(slug);
  const definition = credentialType(type);
  const form = useForm<CredentialFormValues>({
    resolver: credentialResolver(type, stored),
    defaultValues: startingValues(type, stored),
    shouldFocusError: false,
  });
  const fieldRefs = useMemo<FormFieldRef<CredentialFormValues>[]>(
    () => [
      { name: 'name', id: `${id}-name` },
      ...definition.fields.map((field) => ({
        name: `fields.${field.key}` as const,
        id: `${id}-${field.key}`,
      })),
    ],
    [id, definition],
  );
  useFocusFirstInvalid(form, fieldRefs);
  // A taken name is the one refusal the form cannot check itself: the server names the field, so it goes there.
  const { serverError, setServerError, submitWith } = useServerForm(form, CREDENTIAL_SERVER_FIELDS);
  // Templates find a credential by name: renaming one they use leaves their steps looking for the old name.
  const usage = useCredentialUsage(slug, stored?.id ?? null);
  const typedName = form.watch('name').trim();
  const orphaned = stored && typedName !== stored.name ? (usage.data?.templates.length ?? 0) : 0;
  const [testing, setTesting] = useState(false);
  const [test, setTest] = useState<CredentialTestReply['test'] | null>(null);

  const runTest = form.handleSubmit(async (values) => {
    setTesting(true);
    setTest(null);
    try {
      const reply = await testCredential(slug, {
        name: values.name,
        type,
        fields: toSend(values),
        ...(stored ? { id: stored.id } : {}),
      });
      setTest(reply.test);
      if (!reply.test.ok && reply.test.field !== null) {
        const name: FieldName = `fields.${reply.test.field}`;
        form.setError(name, { type: 'server', message: reply.test.message }, { shouldFocus: true });
      }
    } catch (error) {
      setServerError(error);
    } finally {
      setTesting(false);
    }
  });

  const save = submitWith(async (values) => {
    const input = { name: values.name, type, fields: toSend(values) };
    if (stored) {
      const reply = await update(stored.id, input);
      form.reset(startingValues(type, reply.credential));
      toast({
        variant: 'success',
        title: 'Credential saved',
        description: `“${reply.credential.name}” is up to date.`,
      });
    } else {
      const reply = await create(input);
      toast({
        variant: 'success',
        title: 'Credential saved',
        description: `Templates can now name “${reply.credential.name}”.`,
      });
      navigate(href.templateCredential(slug, reply.credential.id));
    }
  });

  return (
    <form noValidate onSubmit={save} className="grid gap-6" aria-label={`${definition.label} credential`}>
      <ServerErrorBanner error={serverError} />
      <FieldErrorSummary errors={form.formState.errors} fields={fieldRefs} />
      <Field
        id={`${id}-name`}
        label="Name"
        required
        hint={
          orphaned > 0 ? (
            <span className="text-warning-text">
              {orphaned === 1 ? 'A template names' : `${orphaned} templates name`} it “{stored?.name}”: after
              a rename, change {orphaned === 1 ? 'its step' : 'their steps'} to the new name too.
            </span>
          ) : (
            <>
              Templates name it in a step:{' '}
              <code className="font-mono">"credentials": "{typedName || 'my-credential'}"</code>. Letters,
              digits, dashes and underscores.
            </>
          )
        }
        error={form.formState.errors.name?.message}
      >
        <Input autoComplete="off" spellCheck={false} className="font-mono" {...form.register('name')} />
      </Field>
      {definition.fields.map((field) => (
        <CredentialFieldInput
          key={field.key}
          id={`${id}-${field.key}`}
          field={field}
          form={form}
          isSet={stored?.secrets_set.includes(field.key) ?? false}
        />
      ))}
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {stored ? 'Save credential' : 'Create credential'}
          </Button>
          <Button type="button" variant="secondary" loading={testing} onClick={() => void runTest()}>
            <PlugZap aria-hidden />
            Test connection
          </Button>
          <Button asChild variant="ghost">
            <Link to={href.templateCredentials(slug)}>Cancel</Link>
          </Button>
        </div>
        <output aria-live="polite" className="text-sm">
          {testing ? (
            <span className="text-fg-muted">Connecting to {definition.label}…</span>
          ) : test === null ? null : test.ok ? (
            <span className="flex items-center gap-2 text-success-text">
              <CircleCheck aria-hidden className="size-4" />
              {test.message}
            </span>
          ) : (
            <span className="text-danger-text">Connection failed: {test.message}</span>
          )}
        </output>
      </div>
    </form>
  );
}
