import {
  type AuthKey,
  type AuthKeySecret,
  errorMessage,
  revealAuthKeySecret,
  useAuthKey,
  useAuthKeyActions,
} from '@console/api';
import { Download, Eye, EyeOff, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { useTimers } from '../../lib/clock';
import { downloadText } from '../../lib/download';
import { href } from '../../lib/paths';
import { CopyButton } from '../../patterns/copy-button';
import { KeyValueList } from '../../patterns/key-value-list';
import { PageHeader } from '../../patterns/page-header';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Card, CardContent } from '../../primitives/card';
import { CredentialsBreadcrumbs } from './credentials-breadcrumbs';
import { LoadedPage, type RecordRouteProps } from './loaded-page';

/** How long a shown secret stays on screen before it is hidden for good: time to copy it, not to leave it up. */
export const SECRET_VISIBLE_MS = 120_000;

/** The route: show-api-credential-secret/{credentialId}. */
export type AuthKeySecretScreenProps = RecordRouteProps;

/**
 * The one showing of an auth key's secret (`can_show_auth_secret`). The secret is asked for with a plain call, kept
 * in this page's state only (never in the data cache, never logged), and dropped after SECRET_VISIBLE_MS or when
 * the page is left; afterwards the page says it can no longer be shown.
 */
export function AuthKeySecretScreen(props: AuthKeySecretScreenProps) {
  return (
    <LoadedPage {...props} noun="Auth key" useRecord={useAuthKey}>
      {(slug, data) => <SecretPage slug={slug} authKey={data.auth_key} />}
    </LoadedPage>
  );
}

function SecretPage({ slug, authKey }: { slug: string; authKey: AuthKey }) {
  const timers = useTimers();
  const { refresh } = useAuthKeyActions(slug);
  const [secret, setSecret] = useState<AuthKeySecret | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    if (secret === null) return;
    const timer = timers.setTimeout(() => setSecret(null), SECRET_VISIBLE_MS);
    return () => timers.clearTimeout(timer);
  }, [secret, timers]);

  const reveal = async () => {
    setRevealing(true);
    setFailure(null);
    try {
      const reply = await revealAuthKeySecret(slug, authKey.id);
      setSecret(reply.secret);
    } catch (error) {
      setFailure(error);
    } finally {
      setRevealing(false);
    }
    // The key's page and the list now say the secret is gone; the secret itself stays out of the cache.
    await refresh(authKey.id);
  };

  return (
    <PageFrame kind="form" data-slot="auth-key-secret-screen">
      <PageHeader
        breadcrumbs={<CredentialsBreadcrumbs slug={slug} current={authKey.description} />}
        title={`Secret of “${authKey.description}”`}
        description="Your apps sign their requests with the key and this secret."
      />
      <KeyValueList
        items={[
          { term: 'Key', value: authKey.auth_key, copyValue: authKey.auth_key, mono: true },
          { term: 'Description', value: authKey.description },
        ]}
      />
      {secret !== null ? (
        <ShownSecret secret={secret} description={authKey.description} onHide={() => setSecret(null)} />
      ) : authKey.can_show_auth_secret ? (
        <Card>
          <CardContent className="grid gap-4 p-5">
            <Banner tone="warning" title="The secret is shown only once">
              Once you leave this page, or after two minutes, it cannot be shown again. Have somewhere safe
              ready to keep it, such as your password manager or your server's environment.
            </Banner>
            {failure === null ? null : <Banner tone="danger">{errorMessage(failure)}</Banner>}
            <div>
              <Button loading={revealing} onClick={() => void reveal()}>
                <Eye aria-hidden />
                Show secret
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : (
        <Banner
          tone="info"
          title="This secret can no longer be shown"
          action={
            authKey.is_internal ? undefined : (
              <Button asChild variant="secondary" size="sm">
                <Link to={href.authKeyEdit(slug, authKey.id)}>Rotate the secret</Link>
              </Button>
            )
          }
        >
          It was shown once already. If it is lost, rotate the key's secret: the old one stops working and the
          new one is shown once.
        </Banner>
      )}
      <div>
        <Button asChild variant="ghost">
          <Link to={href.templateCredentials(slug)}>Back to credentials</Link>
        </Button>
      </div>
    </PageFrame>
  );
}

/** The `.env` lines most SDKs read the key and secret from. */
function envFile(secret: AuthKeySecret): string {
  return `TRANSLOADIT_KEY=${secret.auth_key}\nTRANSLOADIT_SECRET=${secret.auth_secret}\n`;
}

function download(secret: AuthKeySecret, description: string) {
  const name = description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  downloadText(`${name || 'auth-key'}.env`, envFile(secret), 'text/plain');
}

type ShownSecretProps = { secret: AuthKeySecret; description: string; onHide: () => void };

function ShownSecret({ secret, description, onHide }: ShownSecretProps) {
  return (
    <Card>
      <CardContent className="grid gap-4 p-5">
        <Banner tone="warning" title="Copy it now: it will not be shown again">
          It disappears from this page after two minutes or when you leave.
        </Banner>
        <div className="grid gap-1.5">
          <p className="flex items-center gap-2 font-medium text-fg text-sm">
            <KeyRound aria-hidden className="size-4" />
            Secret
          </p>
          <div className="flex min-h-10 items-center gap-1 rounded-md border border-border bg-surface-sunken py-1 pr-1 pl-3">
            <code data-slot="auth-secret" className="min-w-0 flex-1 break-all font-mono text-fg text-sm">
              {secret.auth_secret}
            </code>
            <CopyButton value={secret.auth_secret} label="Copy secret" />
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => download(secret, description)}>
            <Download aria-hidden />
            Download as .env
          </Button>
          <Button variant="ghost" onClick={onHide}>
            <EyeOff aria-hidden />
            Hide secret
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
