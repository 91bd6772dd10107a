import type { Assembly } from '@console/api';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { formatDuration, totalDuration } from './assembly-format';

const phaseVariants = cva('block h-full', {
  variants: {
    phase: {
      upload: 'bg-info',
      queue: 'bg-warning',
      execution: 'bg-primary',
    },
  },
});

type Phase = 'upload' | 'queue' | 'execution';

const PHASES: ReadonlyArray<{
  phase: Phase;
  label: string;
  key: 'upload_duration_ms' | 'queue_duration_ms' | 'execution_duration_ms';
}> = [
  { phase: 'upload', label: 'Upload', key: 'upload_duration_ms' },
  { phase: 'queue', label: 'Queue', key: 'queue_duration_ms' },
  { phase: 'execution', label: 'Execution', key: 'execution_duration_ms' },
];

export type AssemblyTimelineProps = {
  assembly: Pick<Assembly, 'upload_duration_ms' | 'queue_duration_ms' | 'execution_duration_ms'>;
  /** Still running: a phase without a duration has not finished yet rather than never happened. */
  busy: boolean;
};

/**
 * Where an assembly's time went: upload, queue and execution as one stacked bar, each with its value beside a key.
 * The bar is decoration; the list under it is what assistive technology reads.
 */
export function AssemblyTimeline({ assembly, busy }: AssemblyTimelineProps) {
  const total = totalDuration(assembly);
  const missing = busy ? 'Not finished yet' : 'Did not happen';
  return (
    <div data-slot="assembly-timeline" className="grid gap-4">
      <div aria-hidden className="flex h-3 w-full overflow-hidden rounded-full bg-surface-sunken">
        {total === null || total === 0
          ? null
          : PHASES.map(({ phase, key }) => {
              const ms = assembly[key];
              return ms === null || ms === 0 ? null : (
                <span
                  key={phase}
                  data-phase={phase}
                  className={phaseVariants({ phase })}
                  style={{ width: `${(ms / total) * 100}%` }}
                />
              );
            })}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm @xl:grid-cols-4">
        {PHASES.map(({ phase, label, key }) => {
          const ms = assembly[key];
          return (
            <div key={phase} className="grid gap-0.5">
              <dt className="flex items-center gap-2 text-fg-muted">
                <span aria-hidden className={cn(phaseVariants({ phase }), 'size-2.5 rounded-full')} />
                {label}
              </dt>
              <dd className={cn('tabular-nums', ms === null ? 'text-fg-muted' : 'font-medium text-fg')}>
                {ms === null ? missing : formatDuration(ms)}
              </dd>
            </div>
          );
        })}
        <div className="grid gap-0.5">
          <dt className="text-fg-muted">Total</dt>
          <dd className="font-semibold text-fg tabular-nums">
            {total === null ? missing : formatDuration(total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
