import {
  ASSEMBLY_OUTCOME_LABELS,
  type Assembly,
  type AssemblyDetailReply,
  type AssemblyOutcome,
  assemblyOutcome,
} from '@console/api';
import { Check, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useId, useReducer } from 'react';
import { Link } from 'react-router';
import { useNow } from '../../lib/clock';
import { cn } from '../../lib/cn';
import { href } from '../../lib/paths';
import { filesAndBytes, formatDuration, totalDuration } from '../../patterns/assembly/assembly-format';
import { AssemblyStatusBadge } from '../../patterns/assembly/assembly-status-badge';
import { useFocusWhenStarted } from '../../patterns/assembly/use-focus-when-started';
import { KeyValueList } from '../../patterns/key-value-list';
import { Badge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';

/*
 * A test run as it goes, loaded as a chunk of its own when a run starts: most visits to the template editor run no
 * test, and the page's own download stays within its budget.
 */

/** The steps a test run goes through, in order; a replay or a failure leaves this path. */
const PROGRESS: readonly AssemblyOutcome[] = ['uploading', 'executing', 'completed'];

/** Re-renders every second while `active`, so an elapsed time counts up between two polls. */
function useSecondTicks(active: boolean) {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [active]);
}

export type TestRunProgressProps = {
  slug: string;
  assembly: Assembly;
  /** The run's detail once loaded: its warnings and the status JSON with the service's reason. */
  detail: AssemblyDetailReply | null;
  busy: boolean;
};

/** Said when the status JSON gives no reason beyond the code. */
const NO_REASON = 'The service gave no reason; the status JSON on the assembly’s page has what it reported.';

/** What the service said went wrong, beyond the code: the status JSON's `reason`. */
function reasonOf(detail: AssemblyDetailReply | null): string | null {
  const reason = detail?.status.reason;
  return typeof reason === 'string' && reason !== '' ? reason : null;
}

export function TestRunProgress({ slug, assembly, detail, busy }: TestRunProgressProps) {
  useSecondTicks(busy);
  const now = useNow();
  const outcome = assemblyOutcome(assembly);
  const label = ASSEMBLY_OUTCOME_LABELS[outcome];
  const reached = PROGRESS.indexOf(outcome);
  // "Run test" stays disabled while the run is busy, so the focus it had moves on to the run it started.
  const ref = useFocusWhenStarted(assembly.id);
  // Failed before its sample file was uploaded: the service refused the run as it was created.
  const refused = outcome === 'failed' && assembly.upload_duration_ms === null;
  // Until the detail has arrived there is no telling whether the service gave a reason, so neither text shows.
  const reason = detail === null ? null : (reasonOf(detail) ?? NO_REASON);
  const warnings = detail?.warnings ?? [];
  let elapsed: string;
  if (busy) elapsed = `Running for ${formatDuration(now.getTime() - Date.parse(assembly.created))}`;
  else if (refused) elapsed = 'Refused as it was created';
  else if (outcome === 'completed') elapsed = `Finished in ${formatDuration(totalDuration(assembly) ?? 0)}`;
  else elapsed = `Ended after ${formatDuration(totalDuration(assembly) ?? 0)}`;

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label="Test run"
      aria-busy={busy || undefined}
      data-slot="template-test-run"
      className={cn(
        'grid grid-cols-[minmax(0,1fr)] gap-3 rounded-md border border-border bg-surface-sunken/40 p-3',
        'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm">
          <AssemblyStatusBadge outcome={outcome} />
          <span className="text-fg">{elapsed}</span>
        </p>
        {/* The elapsed time changes every second; only the state is announced. */}
        <span role="status" className="sr-only">
          Test run: {label}
        </span>
        <Button asChild variant="link" size="sm">
          <Link to={href.assembly(slug, assembly.id)}>View assembly</Link>
        </Button>
      </div>
      {reached === -1 ? null : (
        <ol aria-label="Progress" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          {PROGRESS.map((step, index) => {
            const done = index < reached || (index === reached && !busy);
            const current = index === reached && busy;
            return (
              <li
                key={step}
                aria-current={current ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-1',
                  done ? 'text-success-text' : current ? 'font-medium text-fg' : 'text-fg-muted',
                )}
              >
                {index > 0 ? (
                  <span aria-hidden className="text-fg-muted">
                    →
                  </span>
                ) : null}
                {done ? <Check aria-hidden className="size-3.5" /> : null}
                {ASSEMBLY_OUTCOME_LABELS[step]}
                {done ? <span className="sr-only"> (done)</span> : null}
              </li>
            );
          })}
        </ol>
      )}
      {refused ? (
        <Banner tone="danger" title="The test did not start">
          {reason === null ? null : <p>{reason}</p>}
          <p>
            Error code <code className="font-mono">{assembly.error}</code>
          </p>
        </Banner>
      ) : null}
      {assembly.error === null || refused ? null : (
        <Banner
          tone="danger"
          title={
            <>
              The test failed with <code className="font-mono">{assembly.error}</code>
            </>
          }
        >
          {reason}
        </Banner>
      )}
      {warnings.length === 0 ? null : <TestRunWarnings warnings={warnings} />}
      {busy || refused ? null : (
        <KeyValueList
          items={[
            { term: 'Input', value: filesAndBytes(assembly.input_file_count, assembly.input_bytes) },
            { term: 'Output', value: filesAndBytes(assembly.output_file_count, assembly.output_bytes) },
            { term: 'Upload', value: formatDuration(assembly.upload_duration_ms ?? 0) },
            { term: 'Queue', value: formatDuration(assembly.queue_duration_ms ?? 0) },
            { term: 'Execution', value: formatDuration(assembly.execution_duration_ms ?? 0) },
          ]}
        />
      )}
    </section>
  );
}

/**
 * The run's warnings, each with its level, as the assembly's page lists them. Not a live region: the run's own
 * status line already announces that it finished.
 */
function TestRunWarnings({ warnings }: { warnings: AssemblyDetailReply['warnings'] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-slot="test-run-warnings"
      className="grid gap-1.5 rounded-md border border-warning bg-warning-soft px-3 py-2 text-sm text-warning-text"
    >
      <h3 id={id} className="flex items-center gap-2 font-semibold">
        <TriangleExclamationPoint aria-hidden className="size-4 shrink-0" />
        {warnings.length === 1 ? 'It raised 1 warning' : `It raised ${warnings.length} warnings`}
      </h3>
      <ul className="grid gap-1.5">
        {warnings.map((warning, index) => (
          // The service may repeat a message; warnings never reorder, so position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex items-start gap-2">
            <Badge tone={warning.warning_level === 'notice' ? 'info' : 'warning'} className="capitalize">
              {warning.warning_level}
            </Badge>
            <span>{warning.warning}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
