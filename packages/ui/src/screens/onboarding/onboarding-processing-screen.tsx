import {
  acceptsMime,
  isOnboardingFileType,
  ONBOARDING_FILE_TYPE_INFO,
  type Template,
  UPLOAD_MESSAGES,
  useAssemblyProgress,
  useAssemblyUpload,
  useTemplate,
} from '@console/api';
import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { formatBytes } from '../../lib/format';
import { href, type OnboardingQuery } from '../../lib/paths';
import { useTransfer } from '../../lib/use-transfer';
import { EmptyState } from '../../patterns/empty-state';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { TransferProgress } from '../../patterns/transfer-progress';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Skeleton } from '../../primitives/skeleton';
import { OnboardingFrame, type OnboardingStepKey } from './onboarding-frame';
import { OnboardingProgress } from './onboarding-progress';

export type OnboardingProcessingScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/onboarding/processing). */
  workspace: string;
};

const HEX_ID = /^[0-9a-f]{32}$/;
const idParam = (value: string | null) => (value !== null && HEX_ID.test(value) ? value : undefined);

/**
 * Step three of the first run: a file of the person's own goes through the template step two made
 * (`?template=`). Once uploaded, the assembly's id joins the address (`?assembly=`), so leaving and coming back
 * shows its progress and results again.
 */
export function OnboardingProcessingScreen({ workspace: slug }: OnboardingProcessingScreenProps) {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const query: OnboardingQuery = {
    type: isOnboardingFileType(type) ? type : undefined,
    starter: params.get('starter') ?? undefined,
    template: idParam(params.get('template')),
  };
  const assemblyId = idParam(params.get('assembly'));
  const reachable: OnboardingStepKey[] = query.type === undefined ? [] : ['file-type', 'setting-up'];
  // What the steps chose stays in the address; the assembly joins it once there is one.
  const follow = (assembly?: string) =>
    setParams(
      Object.fromEntries(
        Object.entries({ ...query, assembly }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
    );

  return (
    <OnboardingFrame slug={slug} step="processing" query={query} reachable={reachable}>
      {query.template === undefined ? (
        <EmptyState
          title="First set up a pipeline"
          description="A file is processed by a template; step two sets one up."
          action={
            <Button asChild>
              <Link
                to={
                  query.type === undefined
                    ? href.onboardingFileType(slug)
                    : href.onboardingSettingUp(slug, { type: query.type })
                }
              >
                Set up a pipeline
              </Link>
            </Button>
          }
        />
      ) : assemblyId === undefined ? (
        <UploadStep slug={slug} templateId={query.template} type={query.type} onStarted={follow} />
      ) : (
        <ProgressStep slug={slug} assemblyId={assemblyId} onAnotherFile={() => follow()} />
      )}
    </OnboardingFrame>
  );
}

function ProgressStep({
  slug,
  assemblyId,
  onAnotherFile,
}: {
  slug: string;
  assemblyId: string;
  onAnotherFile: () => void;
}) {
  const progress = useAssemblyProgress(slug, assemblyId);
  if (progress.data)
    return <OnboardingProgress slug={slug} progress={progress.data} onAnotherFile={onAnotherFile} />;
  if (progress.error) {
    return (
      <LoadErrorBanner
        title="This file’s progress could not be loaded"
        error={progress.error}
        swr={progress}
      />
    );
  }
  return <LoadingCard label="Loading the file’s progress" />;
}

function LoadingCard({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="grid gap-3 rounded-md border border-border p-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-16" />
    </div>
  );
}

type UploadStepProps = {
  slug: string;
  templateId: string;
  /** The kind of file step one chose, which narrows the file picker. */
  type: OnboardingQuery['type'];
  onStarted: (assemblyId: string) => void;
};

function UploadStep({ slug, templateId, type, onStarted }: UploadStepProps) {
  const template = useTemplate(slug, templateId);
  if (template.data)
    return <UploadForm slug={slug} template={template.data.template} type={type} onStarted={onStarted} />;
  if (template.error) {
    return <LoadErrorBanner title="The template could not be loaded" error={template.error} swr={template} />;
  }
  return <LoadingCard label="Loading the template" />;
}

/** Why the template would turn this file away, before it is uploaded; null when it takes it. */
function mismatch(file: File, template: Template, type: OnboardingQuery['type']): string | null {
  const mime = file.type || 'application/octet-stream';
  if (acceptsMime(template.json, mime)) return null;
  const kind = isOnboardingFileType(type)
    ? ONBOARDING_FILE_TYPE_INFO[type].title.toLowerCase()
    : 'files of another type';
  const what =
    mime === 'application/octet-stream' ? 'of a type the browser does not know' : `of type ${mime}`;
  return `${file.name} is ${what}, which “${template.name}” turns away: it takes ${kind}. Choose another file.`;
}

function UploadForm({
  slug,
  template,
  type,
  onStarted,
}: Omit<UploadStepProps, 'templateId'> & { template: Template }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useAssemblyUpload(slug);
  const transfer = useTransfer();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { serverError, setServerError, run } = useServerWrite();
  const [dragging, setDragging] = useState(false);
  const info = isOnboardingFileType(type) ? ONBOARDING_FILE_TYPE_INFO[type] : null;
  const uploading = transfer.state?.phase === 'running';

  const choose = (next: File | null) => {
    transfer.reset();
    setFile(next);
    setServerError(null);
    setError(
      next === null ? null : next.size === 0 ? UPLOAD_MESSAGES.fileEmpty : mismatch(next, template, type),
    );
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0] ?? null);
  };

  const send = async () => {
    const problem = file === null ? UPLOAD_MESSAGES.fileMissing : error;
    if (problem !== null || file === null) {
      setError(problem);
      input.current?.focus();
      return;
    }
    await run(
      async () => {
        const reply = await transfer.run(
          (options) => upload({ template_id: template.id, file }, options),
          file.size,
        );
        if (reply) onStarted(reply.assembly.id);
      },
      {
        // The server's word for an empty or missing file is about the file field, not the whole form.
        onRefusal: ({ serverMessage }) => {
          if (serverMessage !== UPLOAD_MESSAGES.fileEmpty && serverMessage !== UPLOAD_MESSAGES.fileMissing) {
            return false;
          }
          setError(serverMessage);
          input.current?.focus();
          return true;
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="grid grid-cols-[minmax(0,1fr)] gap-4"
    >
      <ServerErrorBanner error={serverError} />
      <section
        aria-labelledby={`${id}-title`}
        data-slot="drop-zone"
        data-state={dragging ? 'dragging' : 'idle'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'grid justify-items-center gap-3 rounded-md border-2 border-dashed p-8 text-center',
          dragging ? 'border-primary bg-primary-soft' : 'border-border-strong bg-surface',
        )}
      >
        <Upload aria-hidden className="size-8 text-fg-muted" />
        <h2 id={`${id}-title`} className="font-semibold text-base text-fg">
          Drop a file here, or choose one from your computer
        </h2>
        <p className="max-w-prose text-fg-muted text-sm">
          It runs through “{template.name}”{info ? `, which takes ${info.title.toLowerCase()}` : ''}. A small
          file finishes in seconds.
        </p>
        <Field
          id={`${id}-file`}
          label="Your file"
          error={error ?? undefined}
          className="justify-items-center"
        >
          <input
            ref={input}
            type="file"
            accept={info?.accept}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className="max-w-full text-fg-muted text-sm file:mr-3 file:rounded-md file:border file:border-border-strong file:bg-surface file:px-3 file:py-1.5 file:font-medium file:text-fg hover:file:bg-surface-sunken"
          />
        </Field>
        {file === null ? null : (
          <p className="text-fg text-sm" data-slot="chosen-file">
            {file.name}{' '}
            <span className="text-fg-muted">
              ({formatBytes(file.size)}, {file.type || 'unknown type'})
            </span>
          </p>
        )}
      </section>
      {transfer.state === null || file === null ? null : (
        <TransferProgress
          direction="upload"
          name={file.name}
          state={transfer.state}
          onCancel={transfer.cancel}
          onRetry={() => void send()}
        />
      )}
      <div>
        <Button type="submit" loading={uploading}>
          {uploading ? 'Uploading…' : 'Upload and process'}
        </Button>
      </div>
    </form>
  );
}
