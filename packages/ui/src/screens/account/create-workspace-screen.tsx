import {
  type CreateWorkspaceInput,
  CreateWorkspaceInputSchema,
  type CurrentUser,
  errorMessage,
  slugify,
  useAccountActions,
  useCurrentUser,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { cn } from '../../lib/cn';
import { href } from '../../lib/paths';
import { FormTextField } from '../../patterns/form-field-controls';
import { FieldErrorSummary } from '../../patterns/form-field-errors';
import { PageHeader } from '../../patterns/page-header';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useFieldForm } from '../../patterns/use-field-form';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Card, CardContent } from '../../primitives/card';
import { Skeleton } from '../../primitives/skeleton';

export type CreateWorkspaceScreenProps = {
  /** Called with the new workspace's slug once it exists and the session data is fresh; the app opens it. */
  onCreated: (slug: string) => void;
};

const TITLE = 'Create a workspace';
const DESCRIPTION =
  'A workspace holds your templates, assemblies, auth keys and billing. You can invite collaborators once it exists.';

/**
 * Creates a workspace from a name and an address (slug) that follows the name until edited. It sits in a
 * shell's main area: the workspace shell for a member adding another one, the account shell for someone
 * creating their first.
 */
export function CreateWorkspaceScreen({ onCreated }: CreateWorkspaceScreenProps) {
  const currentUser = useCurrentUser();
  const { data: user, error, isLoading } = currentUser;

  let body: ReactNode;
  if (isLoading) body = <FormSkeleton />;
  else if (error !== undefined && user === undefined)
    body = <LoadError error={error} onRetry={() => void currentUser.mutate()} />;
  else body = <CreateWorkspaceForm cancelSlug={currentSlugOf(user ?? null)} onCreated={onCreated} />;

  return (
    <PageFrame kind="form" data-slot="create-workspace-screen">
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <Card>
        <CardContent>
          <div aria-busy={isLoading || undefined} className="grid">
            {isLoading ? <span className="sr-only">Loading</span> : null}
            {body}
          </div>
        </CardContent>
      </Card>
    </PageFrame>
  );
}

/** The workspace a member came from, for the way back; null for someone without one. */
function currentSlugOf(user: CurrentUser | null): string | null {
  if (!user) return null;
  const slugs = user.memberships.map((m) => m.workspace.slug);
  const active = user.login_data.active_workspace_slug;
  return active && slugs.includes(active) ? active : (slugs[0] ?? null);
}

function FormSkeleton() {
  return (
    <div className="grid gap-5">
      {[0, 1].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="w-28" />
          <Skeleton className="h-9" />
        </div>
      ))}
      <Skeleton className="h-9 w-40" />
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Banner
      tone="danger"
      title="We could not check your account"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </Banner>
  );
}

type CreateWorkspaceFormProps = {
  /** Where "Cancel" goes back to; no Cancel for someone without a workspace. */
  cancelSlug: string | null;
  onCreated: (slug: string) => void;
};

const NAMES = ['name', 'slug'] as const satisfies (keyof CreateWorkspaceInput)[];

function CreateWorkspaceForm({ cancelSlug, onCreated }: CreateWorkspaceFormProps) {
  const id = useId();
  const previewId = `${id}-preview`;
  const { createWorkspace } = useAccountActions();
  // A refusal in the reply (status 200) is about the address, the only thing the server judges here; anything
  // else (an expired session, the network) concerns the whole form.
  const { form, fields, bind, serverError, submitWith } = useFieldForm<CreateWorkspaceInput>({
    resolver: zodResolver(CreateWorkspaceInputSchema),
    defaultValues: { name: '', slug: '' },
    names: NAMES,
    fieldOf: (refusal) => (refusal.status === 200 ? 'slug' : undefined),
  });
  const { setValue, setFocus, control, formState } = form;
  // The address follows the name until someone edits it; "Reset to suggestion" makes it follow again.
  const [followsName, setFollowsName] = useState(true);
  const name = useWatch({ control, name: 'name' }) ?? '';
  const slug = useWatch({ control, name: 'slug' });
  const suggestion = slugify(name);

  const followName = (value: string) =>
    setValue('slug', slugify(value), { shouldValidate: formState.isSubmitted, shouldDirty: true });

  const submit = submitWith(async (values) => {
    const trimmedName = values.name?.trim();
    const reply = await createWorkspace({ slug: values.slug, ...(trimmedName ? { name: trimmedName } : {}) });
    onCreated(reply.data.workspace.slug);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <ServerErrorBanner error={serverError} />
      <FieldErrorSummary errors={formState.errors} fields={fields} />
      <FormTextField
        {...bind('name')}
        label="Workspace name"
        hint="Your company, team or project, as collaborators and invoices will show it."
        autoComplete="organization"
        placeholder="Northwind Video"
        registerOptions={{
          onChange: (event: { target: { value: string } }) => {
            if (followsName) followName(event.target.value);
          },
        }}
      />
      <div className="grid gap-1.5">
        <FormTextField
          {...bind('slug')}
          label="Address"
          hint="Lower-case letters, digits and single dashes. It is part of every link to the workspace."
          variant="code"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={previewId}
          registerOptions={{ onChange: () => setFollowsName(false) }}
        />
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p id={previewId} className="min-w-0 break-all text-fg-muted text-sm">
            Your workspace will be at{' '}
            <span className={cn('font-mono', slug === '' ? 'text-fg-muted' : 'text-fg')}>
              …/c/{slug === '' ? 'your-address' : slug}
            </span>
          </p>
          {!followsName && slug !== suggestion && suggestion !== '' ? (
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                setFollowsName(true);
                followName(name);
                setFocus('slug');
              }}
            >
              Reset to suggestion
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          Create workspace
        </Button>
        {cancelSlug === null ? null : (
          <Button asChild variant="secondary">
            <Link to={href.workspace(cancelSlug)}>Cancel</Link>
          </Button>
        )}
      </div>
    </form>
  );
}
