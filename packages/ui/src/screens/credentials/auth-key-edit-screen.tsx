import { type AuthKey, errorMessage, useAuthKey, useAuthKeyActions } from '@console/api';
import { RefreshCw, Trash } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { useNow } from '../../lib/clock';
import { usePageName } from '../../lib/page-title';
import { href } from '../../lib/paths';
import { useTimeZone } from '../../lib/time';
import { AuthKeyStatusBadge } from '../../patterns/auth-key-status-badge';
import { KeyValueList } from '../../patterns/key-value-list';
import { PageHeader } from '../../patterns/page-header';
import { ExactTime, RelativeTime } from '../../patterns/relative-time';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerForm } from '../../patterns/server-form';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { useToast } from '../../primitives/toast';
import { AuthKeyFields } from './auth-key-form';
import { ALGORITHM_LABELS, scopeText } from './auth-key-format';
import {
  AUTH_KEY_SERVER_FIELDS,
  type AuthKeyFormValues,
  authKeyResolver,
  formValuesOf,
  scopeToSend,
  toExpires,
} from './auth-key-values';
import { RevokeAuthKeyDialog } from './credential-dialogs';
import { CredentialsBreadcrumbs } from './credentials-breadcrumbs';
import { LoadedPage, type RecordRouteProps } from './loaded-page';

// The playground (its code blocks, tabs and snippets) loads once the page is up, so the page's own chunk stays lean.
const SignaturePlayground = lazy(async () => ({
  default: (await import('./signature-playground')).SignaturePlayground,
}));

/** The route: edit-api-credential/{credentialId}. */
export type AuthKeyEditScreenProps = RecordRouteProps;

/** One auth key: edit what it may do and until when, rotate its secret, revoke it, and try signing with it. */
export function AuthKeyEditScreen(props: AuthKeyEditScreenProps) {
  return (
    <LoadedPage {...props} noun="Auth key" useRecord={useAuthKey}>
      {(slug, data) => <EditPage slug={slug} authKey={data.auth_key} />}
    </LoadedPage>
  );
}

function EditPage({ slug, authKey }: { slug: string; authKey: AuthKey }) {
  const now = useNow();
  usePageName(authKey.description);
  return (
    <PageFrame kind="form" data-slot="auth-key-edit-screen" className="gap-8">
      <PageHeader
        breadcrumbs={<CredentialsBreadcrumbs slug={slug} current={authKey.description} />}
        title={authKey.description}
        status={<AuthKeyStatusBadge authKey={authKey} now={now} />}
      />
      <KeyValueList
        items={[
          { term: 'Key', value: authKey.auth_key, copyValue: authKey.auth_key, mono: true },
          { term: 'Signature algorithm', value: ALGORITHM_LABELS[authKey.signature_algo] },
          { term: 'Scopes', value: scopeText(authKey) },
          {
            term: 'Expires',
            value: authKey.expires === null ? 'Never' : <ExactTime value={authKey.expires} />,
          },
          { term: 'Smart CDN', value: authKey.is_allowed_for_smartcdn ? 'Allowed' : 'Not allowed' },
          {
            term: 'Last used',
            value: authKey.last_used === null ? 'Never' : <RelativeTime value={authKey.last_used} />,
          },
        ]}
      />
      {authKey.is_internal ? (
        <Banner tone="info" title="This key belongs to the service">
          The service made it for its own use (the template editor's test runs), so it cannot be changed,
          rotated or revoked here.
        </Banner>
      ) : (
        <>
          <EditForm slug={slug} authKey={authKey} />
          <KeyActions slug={slug} authKey={authKey} />
        </>
      )}
      <Suspense fallback={<p className="text-fg-muted text-sm">Loading the signature playground…</p>}>
        <SignaturePlayground authKey={authKey} />
      </Suspense>
    </PageFrame>
  );
}

function EditForm({ slug, authKey }: { slug: string; authKey: AuthKey }) {
  const now = useNow();
  const zone = useTimeZone();
  const { toast } = useToast();
  const { update } = useAuthKeyActions(slug);
  const form = useForm<AuthKeyFormValues>({
    resolver: authKeyResolver(() => now, zone, authKey.expires),
    defaultValues: formValuesOf(authKey, zone),
    shouldFocusError: false,
  });
  const { serverError, submitWith } = useServerForm(form, AUTH_KEY_SERVER_FIELDS);

  const submit = submitWith(async (values) => {
    const reply = await update(authKey.id, {
      description: values.description,
      scope: scopeToSend(values.scope),
      expires: toExpires(values, now, zone, authKey.expires),
      is_active: values.is_active,
      is_allowed_for_smartcdn: values.is_allowed_for_smartcdn,
    });
    form.reset(formValuesOf(reply.auth_key, zone));
    toast({ variant: 'success', title: 'Auth key saved' });
  });

  return (
    <section aria-labelledby="edit-key-heading" className="grid gap-4">
      <h2 id="edit-key-heading" className="font-semibold text-fg text-lg">
        Settings
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-6">
        <ServerErrorBanner error={serverError} />
        <AuthKeyFields form={form} mode="edit" />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save auth key
          </Button>
        </div>
      </form>
    </section>
  );
}

function KeyActions({ slug, authKey }: { slug: string; authKey: AuthKey }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { rotate, revoke } = useAuthKeyActions(slug);
  const [revoking, setRevoking] = useState<AuthKey | null>(null);

  return (
    <section aria-labelledby="key-actions-heading" className="grid gap-4 rounded-lg border border-danger p-5">
      <h2 id="key-actions-heading" className="font-semibold text-fg text-lg">
        Secret and access
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-lg text-fg-muted text-sm">
          Rotating gives the key a new secret, shown once; requests signed with the old one are refused at
          once.
        </p>
        <ConfirmDialog
          intent="primary"
          title={`Rotate the secret of “${authKey.description}”?`}
          description="Everything signing with the current secret stops working until it has the new one."
          confirmLabel="Rotate secret"
          trigger={
            <Button variant="secondary">
              <RefreshCw aria-hidden />
              Rotate secret
            </Button>
          }
          onConfirm={async () => {
            try {
              await rotate(authKey.id);
            } catch (caught) {
              throw new Error(errorMessage(caught));
            }
            navigate(href.authKeySecret(slug, authKey.id));
          }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-lg text-fg-muted text-sm">Revoking deletes the key for good.</p>
        <Button variant="danger" onClick={() => setRevoking(authKey)}>
          <Trash aria-hidden />
          Revoke key
        </Button>
      </div>
      <RevokeAuthKeyDialog
        authKey={revoking}
        onClose={() => setRevoking(null)}
        onRevoke={async (key) => {
          try {
            await revoke(key.id);
          } catch (caught) {
            throw new Error(errorMessage(caught));
          }
          toast({
            variant: 'success',
            title: 'Auth key revoked',
            description: `“${key.description}” no longer works.`,
          });
          navigate(href.templateCredentials(slug));
        }}
      />
      <p className="text-fg-muted text-sm">
        Lost the secret?{' '}
        <Link to={href.authKeySecret(slug, authKey.id)} className="text-primary-text underline">
          See whether it can still be shown
        </Link>
        .
      </p>
    </section>
  );
}
