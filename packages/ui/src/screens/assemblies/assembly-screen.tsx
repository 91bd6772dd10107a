import {
  type AssemblyDetailReply,
  type AssemblyListItem,
  type AssemblyWarning,
  assemblyOutcome,
  canReplay,
  errorMessage,
  isAssemblyBusy,
  RequestError,
  useAssembly,
  useAssemblyActions,
} from '@console/api';
import { prettierBytes } from '@transloadit/prettier-bytes';
import { Ban, Repeat } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { JsonViewer } from '../../patterns/code-block';
import { CopyButton } from '../../patterns/copy-button';
import { KeyValueList } from '../../patterns/key-value-list';
import { PageHeader } from '../../patterns/page-header';
import { formatExactTime, RelativeTime } from '../../patterns/relative-time';
import { Stat } from '../../patterns/stat';
import { Badge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../primitives/card';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { Skeleton } from '../../primitives/skeleton';
import { useToast } from '../../primitives/toast';
import { WorkspaceNotFound } from '../workspace/workspace-not-found';
import { AssemblyFiles } from './assembly-files';
import { fileCount, shortAssemblyId } from './assembly-format';
import { AssemblyIdLink } from './assembly-id-link';
import { AssemblyStatusBadge } from './assembly-status-badge';
import { AssemblyTimeline } from './assembly-timeline';
import { LoadErrorBanner } from './load-error-banner';

export type AssemblyScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/assemblies/{id}). */
  workspace: string;
  /** The assembly's id, from the route. */
  id: string;
};

/** Navigation state that asks the page to put focus on its heading once it has loaded (after a replay). */
export type AssemblyScreenLocationState = { focusHeading: true };

function asksForHeadingFocus(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'focusHeading' in state && state.focusHeading === true
  );
}

/**
 * One assembly: how it ended (or that it is still running, refreshing by itself), where its time went, its files,
 * warnings, fields, replays and raw status JSON. Replay once it has finished; cancel while it runs.
 */
export function AssemblyScreen({ workspace: slug, id }: AssemblyScreenProps) {
  const detail = useAssembly(slug, id);
  const { data, error } = detail;
  const headingRef = useRef<HTMLSpanElement>(null);
  const location = useLocation();
  const focusHeading = asksForHeadingFocus(location.state);
  const loaded = data !== undefined;

  useEffect(() => {
    if (focusHeading && loaded) headingRef.current?.focus();
  }, [focusHeading, loaded]);

  if (error instanceof RequestError && error.status === 404) {
    return <WorkspaceNotFound listHref={`/${slug}/assemblies`} listLabel="Show all assemblies" />;
  }

  const assembly = data?.assembly;
  const outcome = assembly ? assemblyOutcome(assembly) : null;
  const busy = assembly !== undefined && isAssemblyBusy(assembly);

  let body: ReactNode;
  if (error !== undefined && data === undefined) {
    body = <LoadErrorBanner title="This assembly could not be loaded" error={error} swr={detail} />;
  } else if (data === undefined) {
    body = <AssemblySkeleton />;
  } else {
    body = <AssemblyDetails slug={slug} detail={data} busy={busy} />;
  }

  return (
    <div data-slot="assembly-screen" className="grid w-full gap-6">
      <PageHeader
        breadcrumbs={
          <nav aria-label="Breadcrumb" className="flex items-center gap-1.5">
            <Link
              to={`/${slug}/assemblies`}
              className="rounded-sm hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
            >
              Assemblies
            </Link>
            <span aria-hidden>/</span>
            <span aria-current="page" className="font-mono text-fg">
              {shortAssemblyId(id)}
            </span>
          </nav>
        }
        title={
          <span ref={headingRef} tabIndex={-1} className="outline-none">
            Assembly <span className="break-all font-mono text-xl">{id}</span>
          </span>
        }
        status={
          <>
            {outcome === null ? null : <AssemblyStatusBadge outcome={outcome} size="md" />}
            <CopyButton iconOnly value={id} label="Copy assembly ID" />
          </>
        }
        actions={
          assembly ? (
            <AssemblyActions
              slug={slug}
              assembly={assembly}
              busy={busy}
              onCanceled={() => headingRef.current?.focus()}
            />
          ) : null
        }
      />
      <div aria-busy={(data === undefined && error === undefined) || undefined} className="grid gap-6">
        {data === undefined && error === undefined ? (
          <span className="sr-only">Loading the assembly</span>
        ) : null}
        {body}
      </div>
    </div>
  );
}

type AssemblyActionsProps = {
  slug: string;
  assembly: AssemblyListItem;
  busy: boolean;
  /** Called once a canceled assembly's dialog has closed; the Cancel button has gone with the running state. */
  onCanceled: () => void;
};

/**
 * Replay for a finished assembly, Cancel for a running one; each asks first and reports how it went. The dialog
 * is mounted apart from the buttons, so a cancel can finish even though the assembly stops being busy meanwhile.
 */
function AssemblyActions({ slug, assembly, busy, onCanceled }: AssemblyActionsProps) {
  const { replay, cancel } = useAssemblyActions(slug);
  const { toast } = useToast();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ kind: 'replay' | 'cancel'; open: boolean }>({
    kind: 'replay',
    open: false,
  });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const done = useRef(false);

  const close = (open: boolean) => {
    if (open) return;
    setDialog((current) => ({ ...current, open: false }));
    const finished = done.current;
    done.current = false;
    // After the dialog has let go of focus: back to the button, unless the action has moved on from it.
    window.setTimeout(() => {
      if (!finished) buttonRef.current?.focus();
      else if (dialog.kind === 'cancel') onCanceled();
    }, 0);
  };

  const confirmCancel = async () => {
    try {
      await cancel(assembly.id);
    } catch (caught) {
      throw new Error(errorMessage(caught));
    }
    done.current = true;
    toast({ variant: 'success', title: 'Assembly canceled' });
  };

  const confirmReplay = async () => {
    let replayId: string;
    try {
      replayId = (await replay(assembly.id)).assembly.id;
    } catch (caught) {
      throw new Error(errorMessage(caught));
    }
    done.current = true;
    toast({
      variant: 'success',
      title: 'Replay started',
      description: `Assembly ${shortAssemblyId(replayId)} runs the files of ${shortAssemblyId(assembly.id)} again.`,
    });
    const state: AssemblyScreenLocationState = { focusHeading: true };
    navigate(`/${slug}/assemblies/${replayId}`, { state });
  };

  let action: ReactNode;
  if (busy) {
    action = (
      // Keyed apart: the dialog returns focus to the element it was opened from, which must not become Replay.
      <Button
        key="cancel"
        ref={buttonRef}
        variant="secondary"
        onClick={() => setDialog({ kind: 'cancel', open: true })}
      >
        <Ban aria-hidden />
        Cancel assembly
      </Button>
    );
  } else if (!canReplay(assembly)) {
    // A replay runs the files an assembly received; this one never received them all, so there is no Replay.
    action = (
      <p data-slot="no-replay-note" className="max-w-xs text-fg-muted text-sm">
        {assembly.uploaded_bytes === 0
          ? 'Nothing was uploaded, so there is nothing to replay.'
          : 'Its upload did not finish, so there is nothing to replay.'}
      </p>
    );
  } else {
    action = (
      <Button
        key="replay"
        ref={buttonRef}
        variant="secondary"
        onClick={() => setDialog({ kind: 'replay', open: true })}
      >
        <Repeat aria-hidden />
        Replay
      </Button>
    );
  }

  return (
    <>
      {action}
      <ConfirmDialog
        {...DIALOGS[dialog.kind]}
        open={dialog.open}
        onOpenChange={close}
        onConfirm={dialog.kind === 'cancel' ? confirmCancel : confirmReplay}
      />
    </>
  );
}

/** What each action asks before it runs; the kind stays while its dialog is open, even if the assembly finishes. */
const DIALOGS = {
  cancel: {
    intent: 'danger',
    title: 'Cancel this assembly?',
    description:
      'It stops where it is: steps that have not run yet will not run, and files it has not stored are lost. This cannot be undone.',
    confirmLabel: 'Cancel assembly',
    cancelLabel: 'Keep it running',
  },
  replay: {
    intent: 'primary',
    title: 'Replay this assembly?',
    description:
      "Its files run through the same steps again as a new assembly, which counts towards this month's usage.",
    confirmLabel: 'Replay assembly',
    cancelLabel: 'Not now',
  },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function AssemblyDetails({
  slug,
  detail,
  busy,
}: {
  slug: string;
  detail: AssemblyDetailReply;
  busy: boolean;
}) {
  const { assembly, warnings, fields, replays, status } = detail;
  // The reason says what went wrong in this assembly; the message only restates that it failed.
  const statusMessage =
    typeof status.reason === 'string'
      ? status.reason
      : typeof status.message === 'string'
        ? status.message
        : null;
  return (
    <>
      {assembly.error === null ? null : (
        <Banner
          tone="danger"
          title={
            <>
              This assembly failed with <code className="font-mono">{assembly.error}</code>
            </>
          }
        >
          {statusMessage ??
            'The service gave no further explanation; the status JSON below has what it reported.'}
        </Banner>
      )}
      {busy ? (
        <p data-slot="live-note" className="flex items-center gap-2 text-fg-muted text-sm">
          <span
            aria-hidden
            className="inline-flex size-2 animate-pulse rounded-full bg-info motion-reduce:animate-none in-data-[motion=off]:animate-none"
          />
          Still running: this page updates by itself until the assembly has finished.
        </p>
      ) : null}
      {/* Each column as tall as its own cards: a long file list must not stretch the summary beside it. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Section title="Summary">
          <KeyValueList items={summaryItems(slug, assembly)} />
        </Section>
        <div className="grid content-start gap-6">
          <Section title="Timing">
            <AssemblyTimeline assembly={assembly} busy={busy} />
          </Section>
          <Section title="Files">
            <div className="grid gap-6">
              <div className="grid gap-6 sm:grid-cols-3">
                <Stat
                  label="Input"
                  value={fileCount(assembly.input_file_count)}
                  hint={prettierBytes(assembly.input_bytes)}
                />
                <Stat
                  label="Output"
                  value={fileCount(assembly.output_file_count)}
                  hint={prettierBytes(assembly.output_bytes)}
                />
                <Stat
                  label="Billed"
                  value={assembly.bytes_usage}
                  format="bytes"
                  hint="Uploads and results together"
                />
              </div>
              <AssemblyFiles status={status} />
            </div>
          </Section>
        </div>
      </div>
      <Section title="Warnings">
        <WarningGroups warnings={warnings} />
      </Section>
      <Section title="Assembly fields">
        {fields.length === 0 ? (
          <p className="text-fg-muted text-sm">No fields were sent with this assembly.</p>
        ) : (
          <KeyValueList
            items={fields.map((field) => ({
              term: field.field_name,
              value: field.field_value,
              copyValue: field.field_value,
            }))}
          />
        )}
      </Section>
      <Section title="Replays">
        <Replays slug={slug} assembly={assembly} replays={replays} />
      </Section>
      <JsonViewer value={status} label="Assembly status JSON" collapsible height="limited" />
    </>
  );
}

function summaryItems(slug: string, assembly: AssemblyListItem) {
  return [
    {
      term: 'Template',
      value:
        assembly.template_id === null ? (
          <span className="text-fg-muted">No template</span>
        ) : assembly.template_name === null ? (
          <span className="text-fg-muted">Deleted template</span>
        ) : (
          <Button asChild variant="link" size="sm">
            <Link to={`/${slug}/templates/${assembly.template_id}`}>{assembly.template_name}</Link>
          </Button>
        ),
    },
    { term: 'Region', value: assembly.region },
    { term: 'Cluster', value: assembly.cluster, mono: true },
    {
      term: 'Created',
      value: (
        <>
          {formatExactTime(assembly.created)}{' '}
          <RelativeTime value={assembly.created} className="text-fg-muted" />
        </>
      ),
    },
    {
      term: 'API key ID',
      value:
        assembly.api_auth_key_id === null ? (
          <span className="text-fg-muted">None</span>
        ) : (
          String(assembly.api_auth_key_id)
        ),
      mono: assembly.api_auth_key_id !== null,
    },
    { term: 'Smart CDN', value: assembly.is_urltransform ? 'Yes, started by a Smart CDN URL' : 'No' },
    assembly.notify_url === null
      ? { term: 'Notify URL', value: <span className="text-fg-muted">None</span> }
      : { term: 'Notify URL', value: assembly.notify_url, mono: true, copyValue: assembly.notify_url },
  ];
}

/** Errors first, then warnings, then notices; any other level the service invents follows by name. */
const LEVEL_ORDER = ['error', 'warning', 'notice'];

function levelRank(level: string): number {
  const rank = LEVEL_ORDER.indexOf(level);
  return rank === -1 ? LEVEL_ORDER.length : rank;
}

function WarningGroups({ warnings }: { warnings: AssemblyWarning[] }) {
  if (warnings.length === 0) return <p className="text-fg-muted text-sm">No warnings.</p>;
  const groups = new Map<string, AssemblyWarning[]>();
  for (const warning of warnings) {
    groups.set(warning.warning_level, [...(groups.get(warning.warning_level) ?? []), warning]);
  }
  const levels = [...groups.keys()].sort((a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b));
  return (
    <div className="grid gap-4">
      {levels.map((level) => {
        const items = groups.get(level) ?? [];
        return (
          <section key={level} aria-labelledby={`warning-level-${level}`} className="grid gap-2">
            <h3 id={`warning-level-${level}`} className="flex items-center gap-2 font-medium text-fg text-sm">
              <span className="capitalize">{level}</span>{' '}
              <Badge tone={level === 'notice' ? 'info' : 'warning'}>{items.length}</Badge>
            </h3>
            <ul className="grid list-disc gap-1 pl-5 text-fg text-sm">
              {items.map((warning, index) => (
                // The service may repeat a message; warnings never reorder, so position tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index}>{warning.warning}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function AssemblyLink({ slug, assembly }: { slug: string; assembly: AssemblyListItem }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <AssemblyStatusBadge outcome={assemblyOutcome(assembly)} />
      <AssemblyIdLink slug={slug} id={assembly.id} />
      <RelativeTime value={assembly.created} className="text-fg-muted text-sm" />
    </span>
  );
}

function Replays({
  slug,
  assembly,
  replays,
}: {
  slug: string;
  assembly: AssemblyListItem;
  replays: AssemblyListItem[];
}) {
  return (
    <div className="grid gap-3 text-sm">
      {assembly.parent_id === null ? null : (
        <p className="flex flex-wrap items-center gap-1.5">
          This assembly replays
          <AssemblyIdLink slug={slug} id={assembly.parent_id} />
        </p>
      )}
      {replays.length === 0 ? (
        <p className="text-fg-muted">It has not been replayed.</p>
      ) : (
        <>
          <p>Replayed {replays.length === 1 ? 'once' : `${replays.length} times`}, newest first:</p>
          <ul className="grid gap-2">
            {replays.map((replay) => (
              <li key={replay.id}>
                <AssemblyLink slug={slug} assembly={replay} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The widths of the summary's placeholder lines, each standing for one row of it. */
const SUMMARY_LINES = ['w-3/4', 'w-2/3', 'w-1/2', 'w-5/6', 'w-2/5'] as const;

/** Placeholders in the shape of the summary, timing and files cards. */
function AssemblySkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="gap-3 p-6">
        {SUMMARY_LINES.map((width) => (
          <Skeleton key={width} className={width} />
        ))}
      </Card>
      <div className="grid gap-6">
        <Card className="gap-3 p-6">
          <Skeleton className="w-24" />
          <Skeleton className="h-3 rounded-full" />
        </Card>
        <Card className="gap-3 p-6">
          <Skeleton className="w-24" />
          <Skeleton shape="block" className="h-16" />
        </Card>
      </div>
    </div>
  );
}
