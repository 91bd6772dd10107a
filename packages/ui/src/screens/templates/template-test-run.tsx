import {
  type Assembly,
  errorMessage,
  isAssemblyBusy,
  recordTemplateEditorAssembly,
  useAssembly,
  useAssemblyActions,
  useWorkspace,
} from '@console/api';
import { Play } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { errorsIn, useTemplateStatus } from './template-editor-state';

const loadProgress = () => import('./template-test-run-progress');
const TestRunProgress = lazy(async () => ({ default: (await loadProgress()).TestRunProgress }));

export type TemplateTestRunProps = {
  slug: string;
  /** The template the run belongs to, so it shows up under it in the assembly list. */
  templateId: string;
  /** Reads the editor's current text, saved or not, as a run starts: that is what runs. */
  json: () => string;
};

/**
 * Runs the editor's current JSON as a test assembly and follows it live until it has finished, with a link to
 * its detail page. The assembly hook refreshes itself while the assembly is busy.
 */
export function TemplateTestRun({ slug, templateId, json }: TemplateTestRunProps) {
  // The JSON's errors block a run; the editor's status changes only when their count does, not with each keystroke.
  const { errorCount } = useTemplateStatus();
  const blockedReason = errorCount > 0 ? `Fix ${errorsIn(errorCount)} in the JSON to run a test.` : null;
  const reasonId = useId();
  const { runTest } = useAssemblyActions(slug);
  const workspace = useWorkspace(slug);
  const [started, setStarted] = useState<Assembly | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const live = useAssembly(slug, started?.id ?? null);
  const assembly = live.data?.assembly ?? started;
  // Warnings and the service's reason come with the detail, which follows the reply of the start.
  const detail = live.data !== undefined && live.data.assembly.id === started?.id ? live.data : null;
  const busy = assembly !== null && isAssemblyBusy(assembly);
  const reason = blockedReason ?? (busy ? 'Wait for the running test to finish.' : null);

  const start = async () => {
    setStarting(true);
    setError(null);
    // The run's progress arrives with the reply at the latest, not a round trip after it.
    void loadProgress();
    try {
      const reply = await runTest({ json: json(), template_id: templateId });
      setStarted(reply.assembly);
      const workspaceId = (workspace.data ?? (await workspace.mutate()))?.workspace.id;
      // Bookkeeping of the editor's use (spec §7): the request helper reports a failure, the test run goes on.
      if (workspaceId !== undefined)
        void recordTemplateEditorAssembly({ workspace_id: workspaceId }).catch(() => {});
    } catch (caught) {
      setError(caught);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          loading={starting}
          disabled={reason !== null}
          aria-describedby={reason === null ? undefined : reasonId}
          onClick={() => void start()}
        >
          <Play aria-hidden />
          Run test
        </Button>
        {reason === null ? (
          <p className="text-fg-muted text-sm">Runs the JSON as it is in the editor, saved or not.</p>
        ) : (
          <p id={reasonId} className="text-fg-muted text-sm">
            {reason}
          </p>
        )}
      </div>
      {error === null ? null : (
        <Banner tone="danger" title="The test did not start">
          {errorMessage(error)}
        </Banner>
      )}
      {assembly === null ? null : (
        <Suspense>
          <TestRunProgress slug={slug} assembly={assembly} detail={detail} busy={busy} />
        </Suspense>
      )}
    </div>
  );
}
