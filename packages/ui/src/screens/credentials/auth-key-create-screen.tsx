import { useAuthKeyActions } from '@console/api';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { useNow } from '../../lib/clock';
import { href } from '../../lib/paths';
import { useTimeZone } from '../../lib/time';
import { PageHeader } from '../../patterns/page-header';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerForm } from '../../patterns/server-form';
import { Button } from '../../primitives/button';
import { AuthKeyFields } from './auth-key-form';
import {
  AUTH_KEY_SERVER_FIELDS,
  type AuthKeyFormValues,
  authKeyResolver,
  NEW_KEY_VALUES,
  scopeToSend,
  toExpires,
} from './auth-key-values';
import { CredentialsBreadcrumbs } from './credentials-breadcrumbs';

export type AuthKeyCreateScreenProps = {
  /** The workspace's slug, from the route. */
  workspace: string;
};

/** A new auth key; once saved, its secret is shown once on the next page. */
export function AuthKeyCreateScreen({ workspace: slug }: AuthKeyCreateScreenProps) {
  const now = useNow();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const { create } = useAuthKeyActions(slug);
  const form = useForm<AuthKeyFormValues>({
    resolver: authKeyResolver(() => now, zone),
    defaultValues: NEW_KEY_VALUES,
    shouldFocusError: false,
  });
  const { serverError, submitWith } = useServerForm(form, AUTH_KEY_SERVER_FIELDS);

  const submit = submitWith(async (values) => {
    const reply = await create({
      description: values.description,
      scope: scopeToSend(values.scope),
      expires: toExpires(values, now, zone),
      signature_algo: values.signature_algo,
      is_allowed_for_smartcdn: values.is_allowed_for_smartcdn,
    });
    navigate(href.authKeySecret(slug, reply.auth_key.id));
  });

  return (
    <PageFrame kind="form" data-slot="auth-key-create-screen">
      <PageHeader
        breadcrumbs={<CredentialsBreadcrumbs slug={slug} current="New auth key" />}
        title="New auth key"
        description="After you create it, its secret is shown once. Keep it somewhere safe: requests are signed with it."
      />
      <form noValidate onSubmit={submit} className="grid gap-6">
        <ServerErrorBanner error={serverError} />
        <AuthKeyFields form={form} mode="create" />
        <div className="flex gap-3">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create auth key
          </Button>
          <Button asChild variant="ghost">
            <Link to={href.templateCredentials(slug)}>Cancel</Link>
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
