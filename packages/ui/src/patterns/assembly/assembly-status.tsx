import { type AssemblyListItem, assemblyOutcome } from '@console/api';
import { Tooltip } from '../../primitives/tooltip';
import { AssemblyStatusBadge } from './assembly-status-badge';

// Apart from the badge: only the lists show an error code in a tooltip, and the pages that show the badge alone
// (a test run, the assembly page) need not download the tooltip's wrapper with it.

export type AssemblyStatusProps = {
  assembly: Pick<AssemblyListItem, 'state' | 'error'>;
};

/**
 * How an assembly stands, as every list shows it: its badge, of one width whatever it says so the column is as
 * narrow as its longest word. A failed one's error code, which support searches by (ASSEMBLY_CRASHED,
 * INVALID_SIGNATURE, …), is in a tooltip that hover and focus open, and part of what assistive technology reads.
 */
export function AssemblyStatus({ assembly }: AssemblyStatusProps) {
  const badge = <AssemblyStatusBadge outcome={assemblyOutcome(assembly)} className="min-w-26" />;
  if (assembly.error === null) return <span data-slot="assembly-status">{badge}</span>;
  return (
    <Tooltip content={<span className="font-mono">{assembly.error}</span>}>
      <span
        data-slot="assembly-status"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard reaches the error code's tooltip
        tabIndex={0}
        className="inline-flex rounded-full focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
      >
        {badge}
        <span className="sr-only">, error {assembly.error}</span>
      </span>
    </Tooltip>
  );
}
