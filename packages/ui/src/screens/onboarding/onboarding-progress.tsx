import {
  ASSEMBLY_OUTCOME_LABELS,
  type AssemblyProgressReply,
  type AssemblyResult,
  type AssemblyStepProgress,
  assemblyOutcome,
  downloadAssemblyResult,
  errorMessage,
  isAssemblyBusy,
  type StepState,
} from '@console/api';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { saveBlob } from '../../lib/download';
import { formatBytes } from '../../lib/format';
import { href } from '../../lib/paths';
import { useTransfer } from '../../lib/use-transfer';
import { AssemblyStatusBadge } from '../../patterns/assembly/assembly-status-badge';
import { useFocusWhenStarted } from '../../patterns/assembly/use-focus-when-started';
import { TransferProgress } from '../../patterns/transfer-progress';
import { Badge, type BadgeTone, StatusBadge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Progress } from '../../primitives/progress';
import { useToast } from '../../primitives/toast';
import { robotPhrase } from './onboarding-robots';

const STEP_LABELS: Record<StepState, { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Waiting', tone: 'neutral' },
  running: { label: 'Running', tone: 'primary' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export type OnboardingProgressProps = {
  slug: string;
  progress: AssemblyProgressReply;
  /** Starts over with another file (after a failure, or to try one more). */
  onAnotherFile: () => void;
};

/**
 * The upload and each step of the first run's assembly as they progress (the hook asks again while it is busy),
 * then the results to download, or what went wrong.
 */
export function OnboardingProgress({ slug, progress, onAnotherFile }: OnboardingProgressProps) {
  const { assembly, upload, steps, reason } = progress;
  const outcome = assemblyOutcome(assembly);
  const busy = isAssemblyBusy(assembly);
  // The upload button is gone once the assembly exists; its focus moves on to what it started.
  const ref = useFocusWhenStarted(assembly.id);
  const uploaded = assembly.upload_duration_ms !== null;
  const share = assembly.input_bytes === 0 ? 1 : assembly.uploaded_bytes / assembly.input_bytes;

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label="Processing"
      aria-busy={busy || undefined}
      data-slot="onboarding-progress"
      className="grid gap-4 rounded-md border border-border bg-surface p-4 focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-base text-fg">{upload?.name ?? 'Your file'}</h2>
        <AssemblyStatusBadge outcome={outcome} />
        <span role="status" className="sr-only">
          Processing: {ASSEMBLY_OUTCOME_LABELS[outcome]}
        </span>
      </div>
      <div className="grid gap-1.5 text-sm">
        <p className="flex flex-wrap justify-between gap-2 text-fg-muted">
          <span>{upload ? `${formatBytes(upload.size)} · ${upload.mime}` : null}</span>
          <span>{uploaded ? 'Uploaded' : `Uploading… ${Math.round(share * 100)} %`}</span>
        </p>
        <Progress
          aria-label="Upload"
          value={Math.round((uploaded ? 1 : share) * 100)}
          tone={uploaded ? 'success' : 'primary'}
        />
      </div>
      <ol aria-label="Steps" className="grid gap-2">
        {steps.map((step) => (
          <StepRow key={step.name} step={step} />
        ))}
      </ol>
      {outcome === 'completed' ? (
        <Banner
          tone="info"
          title="Your file has been processed"
          action={
            <Button asChild size="sm">
              <Link to={href.workspace(slug)}>Go to the dashboard</Link>
            </Button>
          }
        >
          Download the results above. Every file this template processes from now on runs the same way; the
          assembly’s page has its full status.
        </Banner>
      ) : null}
      {assembly.error === null ? null : (
        <Banner
          tone="danger"
          title={
            <>
              Processing failed with <code className="font-mono">{assembly.error}</code>
            </>
          }
          action={
            <Button variant="secondary" size="sm" onClick={onAnotherFile}>
              Try another file
            </Button>
          }
        >
          {reason ?? 'The service gave no reason; the assembly’s page has the status it reported.'}
        </Banner>
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="link" size="sm">
          <Link to={href.assembly(slug, assembly.id)}>View the assembly</Link>
        </Button>
        {assembly.template_id === null ? null : (
          <Button asChild variant="link" size="sm">
            <Link to={href.template(slug, assembly.template_id)}>Edit the template</Link>
          </Button>
        )}
        {outcome === 'completed' ? (
          <Button variant="link" size="sm" onClick={onAnotherFile}>
            Process another file
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function StepRow({ step }: { step: AssemblyStepProgress }) {
  const { label, tone } = STEP_LABELS[step.state];
  return (
    <li className="grid gap-2 rounded-md border border-border p-3" data-state={step.state}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="grid text-sm">
          <span className="text-fg">{robotPhrase(step.robot)}</span>
          <span className="font-mono text-fg-muted text-xs">{step.name}</span>
        </span>
        {step.state === 'done' || step.state === 'failed' ? (
          <StatusBadge tone={tone} label={label} />
        ) : (
          <Badge tone={tone}>{label}</Badge>
        )}
      </div>
      {step.results.length === 0 ? null : (
        <ul aria-label={`Results of ${step.name}`} className="grid gap-1">
          {step.results.map((result) => (
            <ResultRow key={result.id} result={result} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A result with its size and type, and a button that fetches it, with its progress, and saves it under its name.
 */
function ResultRow({ result }: { result: AssemblyResult }) {
  const { toast } = useToast();
  const transfer = useTransfer();
  const save = async () => {
    try {
      const blob = await transfer.run((options) => downloadAssemblyResult(result.path, options), result.size);
      if (blob) saveBlob(blob, result.name);
    } catch (error) {
      toast({
        title: `${result.name} could not be downloaded`,
        description: errorMessage(error),
        variant: 'error',
      });
    }
  };
  return (
    <li className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-all text-fg">
          {result.name}{' '}
          <span className="text-fg-muted">
            ({formatBytes(result.size)}, {result.mime})
          </span>
        </span>
        <Button
          variant="secondary"
          size="sm"
          loading={transfer.state?.phase === 'running'}
          aria-label={`Download ${result.name}`}
          onClick={() => void save()}
        >
          <Download aria-hidden />
          Download
        </Button>
      </div>
      {transfer.state === null ? null : (
        <TransferProgress
          direction="download"
          name={result.name}
          state={transfer.state}
          onCancel={transfer.cancel}
          onRetry={() => void save()}
          className="rounded-md bg-surface-sunken p-2"
        />
      )}
    </li>
  );
}
