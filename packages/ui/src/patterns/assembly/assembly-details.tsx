import type { AssemblyDetailReply, AssemblyListItem, AssemblyWarning } from '@console/api';
import { lazy, type ReactNode, Suspense } from 'react';
import { cn } from '../../lib/cn';
import { formatBytes } from '../../lib/format';
import { Badge } from '../../primitives/badge';
import { Banner } from '../../primitives/banner';
import { Skeleton } from '../../primitives/skeleton';
import { KeyValueList } from '../key-value-list';
import { Section } from '../section';
import { Stat } from '../stat';
import { AssemblyFiles } from './assembly-files';
import { fileCount } from './assembly-format';
import { type AssemblyHref, AssemblyReplays } from './assembly-replays';
import { oneLineItems, SplitKeyValueList, SUMMARY_TERMS, summaryItems } from './assembly-summary';
import { AssemblyTimeline } from './assembly-timeline';

// The raw status sits at the foot of the page; its viewer loads beside the page's own code, which keeps the page
// within its download budget.
// Result previews load the same way: the page's first download stays as it was.
const AssemblyResults = lazy(async () => ({ default: (await import('./assembly-results')).AssemblyResults }));
const JsonViewer = lazy(async () => ({ default: (await import('../code-block')).JsonViewer }));

/** A part whose code comes after the page's: a block of about its height holds its place meanwhile. */
function LazyPart({ height, children }: { height: 'h-48' | 'h-64'; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <Skeleton shape="block" className={cn(height, 'w-full')} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

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
      {/*
        One column of full-width cards: side by side, a short summary beside a long file list left a hole of
        about 160 px under it. The summary spreads its lines over two columns instead.
      */}
      <Section title="Summary">
        <SplitKeyValueList
          items={[...summaryItems(slug, assembly), ...oneLineItems(slug, detail, assemblyHref)]}
        />
      </Section>
      <Section title="Timing">
        <AssemblyTimeline assembly={assembly} busy={busy} />
      </Section>
      <Section title="Files">
        <div className="grid gap-6">
          <FileStats assembly={assembly} />
          <AssemblyFiles status={status} />
        </div>
      </Section>
      <LazyPart height="h-48">
        <AssemblyResults status={status} busy={busy} />
      </LazyPart>
      {/* Warnings, fields and replays have cards of their own only when they are more than a line of the summary. */}
      {warnings.length === 0 ? null : (
        <Section title="Warnings">
          <WarningGroups warnings={warnings} />
        </Section>
      )}
      {fields.length === 0 ? null : (
        <Section title="Assembly fields">
          <KeyValueList
            items={fields.map((field) => ({
              term: field.field_name,
              value: field.field_value,
              copyValue: field.field_value,
            }))}
          />
        </Section>
      )}
      {replays.length === 0 ? null : (
        <Section title="Replays">
          <AssemblyReplays slug={slug} replays={replays} assemblyHref={assemblyHref} />
        </Section>
      )}
      <LazyPart height="h-64">
        <JsonViewer value={status} label="Assembly status JSON" collapsible height="limited" />
      </LazyPart>
    </>
  );
}

const TIMING_TERMS = ['Upload', 'Queue', 'Execution', 'Total'] as const;
const FILE_STATS = ['Input', 'Output', 'Billed'] as const;

/**
 * The page's first cards while the assembly loads, with their titles and terms and placeholders where the values
 * go, so the top of the page stays put when it arrives.
 */
export function AssemblyDetailsSkeleton() {
  return (
    <div aria-hidden className="grid gap-6">
      <Section title="Summary">
        <SplitKeyValueList
          items={[...SUMMARY_TERMS, 'Warnings', 'Assembly fields', 'Replays'].map((term) => ({
            term,
            value: <Skeleton shape="text" className="w-40" />,
          }))}
        />
      </Section>
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
  );
}

function FileStats({ assembly }: { assembly: AssemblyListItem }) {
  return (
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
      <Stat label="Billed" value={assembly.bytes_usage} format="bytes" hint="Uploads and results together" />
    </div>
  );
}

/** Errors first, then warnings, then notices; any other level the service invents follows by name. */
const LEVEL_ORDER = ['error', 'warning', 'notice'];

function levelRank(level: string): number {
  const rank = LEVEL_ORDER.indexOf(level);
  return rank === -1 ? LEVEL_ORDER.length : rank;
}

function WarningGroups({ warnings }: { warnings: AssemblyWarning[] }) {
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
