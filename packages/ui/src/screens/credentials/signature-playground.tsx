import { type AuthKey, signatureExpiry, signParams } from '@console/api';
import { useEffect, useId, useState } from 'react';
import { useNow } from '../../lib/clock';
import { CodeBlock } from '../../patterns/code-block';
import { SnippetTabs } from '../../patterns/snippet-tabs';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select } from '../../primitives/select';
import { Textarea } from '../../primitives/textarea';

const EXPIRY_CHOICES = [
  { value: '600', label: 'In 10 minutes' },
  { value: '3600', label: 'In an hour' },
  { value: '86400', label: 'In a day' },
];

const STARTING_PARAMS = JSON.stringify(
  { template_id: 'YOUR_TEMPLATE_ID', fields: { user_id: '42' } },
  null,
  2,
);

/** The params text to sign: the pasted object with the key's `auth` block, or why it cannot be one. */
export function paramsToSign(
  text: string,
  key: string,
  expires: string,
): { params: string } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'The params are not valid JSON: check the quotes, commas and braces.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'The params must be a JSON object, such as {"template_id": "…"}.' };
  }
  return { params: JSON.stringify({ ...value, auth: { key, expires } }) };
}

function snippets(params: string, signature: string, algo: AuthKey['signature_algo']) {
  const quoted = params.replaceAll("'", "'\\''");
  return [
    {
      id: 'curl',
      title: 'cURL',
      code: `curl https://api2.transloadit.com/assemblies \\
  -F 'params=${quoted}' \\
  -F 'signature=${signature}' \\
  -F upload=@./my-file.mp4`,
    },
    {
      id: 'node',
      title: 'Node',
      code: `import { createHmac } from 'node:crypto'

// On your server: the secret never goes to a browser.
const params = JSON.stringify(${params})
const signature = '${algo}:' + createHmac('${algo}', process.env.TRANSLOADIT_SECRET).update(params).digest('hex')

const form = new FormData()
form.append('params', params)
form.append('signature', signature)
await fetch('https://api2.transloadit.com/assemblies', { method: 'POST', body: form })`,
    },
    {
      id: 'uppy',
      title: 'Uppy',
      code: `import Uppy from '@uppy/core'
import Transloadit from '@uppy/transloadit'

// params and signature come from your backend, signed as above.
const uppy = new Uppy().use(Transloadit, {
  assemblyOptions: {
    params: ${params},
    signature: '${signature}',
  },
})`,
    },
  ];
}

export type SignaturePlaygroundProps = {
  /** The key whose requests are signed; its algorithm is the one used. */
  authKey: AuthKey;
};

/**
 * Builds a signed request for the key: the params with their `auth` block, and the signature Web Crypto computes
 * from the secret pasted here. The secret stays in this component's state: it is never sent, stored or logged.
 */
export function SignaturePlayground({ authKey }: SignaturePlaygroundProps) {
  const id = useId();
  const now = useNow();
  const [secret, setSecret] = useState('');
  const [text, setText] = useState(STARTING_PARAMS);
  const [expiry, setExpiry] = useState('3600');
  const [signature, setSignature] = useState<string | null>(null);
  // When the request is "made": the last change, so the params stay the same between renders and only change
  // (with a new signature) when the person changes something.
  const [issuedAt, setIssuedAt] = useState(() => now.getTime());
  const touch = () => setIssuedAt(now.getTime());

  const expires = signatureExpiry(new Date(issuedAt + Number(expiry) * 1000));
  const built = paramsToSign(text, authKey.auth_key, expires);
  const params = 'params' in built ? built.params : null;

  useEffect(() => {
    if (params === null || secret === '') {
      setSignature(null);
      return;
    }
    let current = true;
    void signParams(params, secret, authKey.signature_algo).then((signed) => {
      if (current) setSignature(signed);
    });
    return () => {
      current = false;
    };
  }, [params, secret, authKey.signature_algo]);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="font-semibold text-fg text-lg">
          Signature playground
        </h2>
        <p className="text-fg-muted text-sm">
          See what a signed request with this key looks like. The secret you paste is used in this browser
          only: it is not sent anywhere and not kept.
        </p>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 @xl:grid-cols-2">
        <Field id={`${id}-secret`} label="Secret" hint="Paste the key's secret to compute the signature.">
          <Input
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={secret}
            onChange={(event) => {
              setSecret(event.target.value);
              touch();
            }}
          />
        </Field>
        <Field id={`${id}-expiry`} label="Signature expires">
          <Select
            value={expiry}
            onValueChange={(value) => {
              setExpiry(value);
              touch();
            }}
            options={EXPIRY_CHOICES}
          />
        </Field>
      </div>
      <Field
        id={`${id}-params`}
        label="Assembly params (JSON)"
        hint="The auth block is added for you."
        error={'problem' in built ? built.problem : undefined}
      >
        <Textarea
          rows={6}
          spellCheck={false}
          className="font-mono text-sm"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            touch();
          }}
        />
      </Field>
      {params === null ? null : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
          <CodeBlock label="params" code={params} language="json" />
          {signature === null ? (
            <p className="text-fg-muted text-sm">Paste the secret to see the signature.</p>
          ) : (
            <>
              <CodeBlock label="signature" code={signature} />
              <SnippetTabs items={snippets(params, signature, authKey.signature_algo)} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
