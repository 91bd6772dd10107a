import type { AssemblyDetailReply, AssemblyListItem, AssemblyWarning } from '@console/api';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '../../lib/format';
import { href } from '../../lib/paths';
import { Badge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { KeyValueList } from '../key-value-list';
import { ExactTime, RelativeTime } from '../relative-time';
import { Section } from '../section';
import { Stat } from '../stat';
import { AssemblyFiles } from './assembly-files';
import { fileCount } from './assembly-format';
import { type AssemblyHref, AssemblyReplays } from './assembly-replays';
import { AssemblyTimeline } from './assembly-timeline';

// The raw status sits at the foot of the page; its viewer loads beside the page's own code, which keeps the page
// within its download budget.
// Result previews load the same way: the page's first download stays as it was.
const AssemblyResults = lazy(async () => ({ default: (await import('./assembly-results')).AssemblyResults }));
const JsonViewer = lazy(async () => ({ default: (await import('../code-block')).JsonViewer }));

/** Everything the page knows of a loaded assembly, below its header. */
export function AssemblyDetails({
  slug,
  detail,
  busy,
  assemblyHref,
}: {
  slug: string;
  detail: AssemblyDetailReply;
  busy: boolean;
  /** Where replays link to, when not the workspace's assembly pages. */
  assemblyHref?: AssemblyHref;
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
      <div className="grid items-start gap-6 @4xl:grid-cols-2">
        <Section title="Summary">
          <KeyValueList items={summaryItems(slug, assembly)} />
        </Section>
        <div className="grid content-start gap-6">
          <Section title="Timing">
            <AssemblyTimeline assembly={assembly} busy={busy} />
          </Section>
          <Section title="Files">
            <div className="grid gap-6">
              <div className="grid gap-6 @xl:grid-cols-3">
                <Stat
                  label="Input"
                  value={fileCount(assembly.input_file_count)}
                  hint={formatBytes(assembly.input_bytes)}
                />
                <Stat
                  label="Output"
                  value={fileCount(assembly.output_file_count)}
                  hint={formatBytes(assembly.output_bytes)}
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
      <Suspense
        fallback={
          <div aria-busy="true">
            <Skeleton shape="block" className="h-48 w-full" />
          </div>
        }
      >
        <AssemblyResults status={status} busy={busy} />
      </Suspense>
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
        <AssemblyReplays slug={slug} assembly={assembly} replays={replays} assemblyHref={assemblyHref} />
      </Section>
      <Suspense
        fallback={
          <div aria-busy="true">
            <Skeleton shape="block" className="h-64 w-full" />
          </div>
        }
      >
        <JsonViewer value={status} label="Assembly status JSON" collapsible height="limited" />
      </Suspense>
    </>
  );
}

/** The summary's terms, in the order `summaryItems` lists them. */
const SUMMARY_TERMS = [
  'Template',
  'Region',
  'Cluster',
  'Created',
  'API key ID',
  'Smart CDN',
  'Notify URL',
] as const;
const TIMING_TERMS = ['Upload', 'Queue', 'Execution', 'Total'] as const;
const FILE_STATS = ['Input', 'Output', 'Billed'] as const;

/**
 * The page's first cards while the assembly loads, with their titles and terms and placeholders where the values
 * go, so the top of the page stays put when it arrives.
 */
export function AssemblyDetailsSkeleton() {
  return (
    <div aria-hidden className="grid items-start gap-6 @4xl:grid-cols-2">
      <Section title="Summary">
        <KeyValueList
          items={SUMMARY_TERMS.map((term) => ({ term, value: <Skeleton shape="text" className="w-40" /> }))}
        />
      </Section>
      <div className="grid content-start gap-6">
        <Section title="Timing">
          <div className="grid gap-4">
            <Skeleton className="h-3 rounded-full" />
            <dl className="grid gap-x-6 gap-y-2 text-sm @xl:grid-cols-4">
              {TIMING_TERMS.map((term) => (
                <div key={term} className="grid gap-0.5">
                  <dt className="text-fg-muted">{term}</dt>
                  <dd>
                    <Skeleton shape="text" className="w-16" />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </Section>
        <Section title="Files">
          <div className="grid gap-6 @xl:grid-cols-3">
            {FILE_STATS.map((label) => (
              <Stat
                key={label}
                label={label}
                value={null}
                hint={<Skeleton shape="text" className="w-20" />}
                loading
              />
            ))}
          </div>
        </Section>
      </div>
    </div>
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
            <Link to={href.template(slug, assembly.template_id)}>{assembly.template_name}</Link>
          </Button>
        ),
    },
    { term: 'Region', value: assembly.region },
    { term: 'Cluster', value: assembly.cluster, mono: true },
    {
      term: 'Created',
      value: (
        <>
          <ExactTime value={assembly.created} />{' '}
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
