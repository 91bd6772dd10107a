import type { TemplateInput } from '@console/api';
import { memo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { SnippetTabs } from '../../patterns/snippet-tabs';

/** The placeholders stand for the workspace's auth key, which the snippet must never show. */
function snippets(templateId: string, signed: boolean) {
  // Each snippet says in its own terms where the signature comes from: a browser cannot hold the secret.
  const note = (comment: string, how: string) =>
    signed ? `${comment} This template requires signed requests: ${how}\n` : '';
  return [
    {
      id: 'uppy',
      title: 'Uppy',
      code: `import Uppy from '@uppy/core'
import Transloadit from '@uppy/transloadit'

${note('//', 'get `params` and `signature` from your backend.')}const uppy = new Uppy().use(Transloadit, {
  assemblyOptions: {
    params: {
      auth: { key: 'YOUR_TRANSLOADIT_KEY' },
      template_id: '${templateId}',
    },
  },
})`,
    },
    {
      id: 'node',
      title: 'Node SDK',
      code: `import { Transloadit } from 'transloadit'

${note('//', 'the SDK signs each one with authSecret.')}const transloadit = new Transloadit({
  authKey: process.env.TRANSLOADIT_KEY,
  authSecret: process.env.TRANSLOADIT_SECRET,
})

const status = await transloadit.createAssembly({
  files: { upload: './my-file.mp4' },
  params: { template_id: '${templateId}' },
  waitForCompletion: true,
})`,
    },
    {
      id: 'curl',
      title: 'cURL',
      code: `${note('#', 'add auth.expires to params and send a signature field, computed on your backend.')}curl https://api2.transloadit.com/assemblies \\
  -F 'params={"auth":{"key":"YOUR_TRANSLOADIT_KEY"},"template_id":"${templateId}"}' \\
  -F upload=@./my-file.mp4`,
    },
  ] as const;
}

export type TemplateSnippetsProps = {
  templateId: string;
  /** The editor's form: when its template refuses unsigned requests, every snippet says where the signature comes from. */
  control: Control<TemplateInput>;
};

/*
 * Memoised: the template editor's screen renders again when the cursor moves to another robot's step or a save
 * starts and ends, and drawing the panels that do not change with it (the robot picker's hundred robots, the
 * snippets) again was most of such a render.
 */
/** How to use the template from an upload widget, a backend or the command line. */
export const TemplateSnippets = memo(function TemplateSnippets({
  templateId,
  control,
}: TemplateSnippetsProps) {
  const signed = useWatch({ control, name: 'require_signature_auth' });
  return <SnippetTabs items={snippets(templateId, signed)} />;
});
