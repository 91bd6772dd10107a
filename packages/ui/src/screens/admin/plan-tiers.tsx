import type { TierProblem } from '@console/api';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../primitives/button';
import { IconButton } from '../../primitives/icon-button';
import { Input } from '../../primitives/input';
import type { PlanDraft } from './plan-values';

type Tier = PlanDraft['tiers'][number];

export type PlanTiersProps = {
  /** The id prefix of the form, so each cell's control has an id the error summary can point at. */
  id: string;
  tiers: Tier[];
  currency: string;
  /** The problems of the tiers as typed, after a save was tried. */
  problems: readonly TierProblem[];
  onChange: (tiers: Tier[]) => void;
};

/** The id of a tier cell's control: `{form}-tier-{index}-{part}`. */
export const tierCellId = (id: string, index: number, part: TierProblem['part']) =>
  `${id}-tier-${index}-${part}`;

/** A tier's two cells, each a decimal the person types: its upper bound and its price. */
const CELLS: readonly { part: TierProblem['part']; label: string }[] = [
  { part: 'up_to_gb', label: 'up to GB' },
  { part: 'price_per_gb', label: 'price per GB' },
];

/**
 * Graduated pricing as a table: one row per tier, its upper bound in GB (empty for the open-ended last tier) and
 * its price per GB. A bad cell is marked and its message sits under the table, linked to the cell.
 */
export function PlanTiers({ id, tiers, currency, problems, onChange }: PlanTiersProps) {
  const problemOf = (index: number, part: TierProblem['part']) =>
    problems.find((problem) => problem.index === index && problem.part === part);
  const update = (index: number, change: Partial<Tier>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)));
  const add = () => {
    const key = tiers.reduce((max, tier) => Math.max(max, tier.key), -1) + 1;
    onChange([...tiers, { key, up_to_gb: '', price_per_gb: '' }]);
  };

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 font-medium text-fg text-sm">Tiers</legend>
      <p id={`${id}-tiers-hint`} className="text-fg-muted text-sm">
        Graduated prices for the month's GB. Bounds go up from tier to tier; leave the last bound empty so it
        covers everything above. No tiers: every GB beyond the allowance costs the price per GB.
      </p>
      {tiers.length > 0 ? (
        <div className="min-w-0 overflow-x-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Price tiers</caption>
            <thead className="bg-surface-sunken text-fg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Tier
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Up to GB
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  {`Price per GB (${currency})`}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier, index) => {
                const number = index + 1;
                return (
                  <tr key={tier.key} className="border-border border-t">
                    <th scope="row" className="px-3 py-2 text-left font-normal tabular-nums">
                      {number}
                    </th>
                    {CELLS.map(({ part, label }) => {
                      const cellId = tierCellId(id, index, part);
                      const problem = problemOf(index, part);
                      return (
                        <td key={part} className="px-3 py-2">
                          <Input
                            id={cellId}
                            aria-label={`Tier ${number}: ${label}`}
                            inputMode="decimal"
                            placeholder={
                              part === 'up_to_gb' && index === tiers.length - 1 ? 'No bound' : undefined
                            }
                            value={tier[part]}
                            invalid={problem !== undefined}
                            aria-describedby={problem ? `${cellId}-error` : undefined}
                            onChange={(event) => update(index, { [part]: event.target.value })}
                            className="min-w-24"
                          />
                        </td>
                      );
                    })}
                    <td className="px-3 py-2 text-right">
                      <IconButton
                        label={`Remove tier ${number}`}
                        variant="ghost"
                        size="sm"
                        onClick={() => onChange(tiers.filter((_, at) => at !== index))}
                      >
                        <Trash2 />
                      </IconButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {problems.length > 0 ? (
        <ul className="grid gap-1 text-danger-text text-sm">
          {problems.map((problem) => (
            <li
              key={`${problem.index}-${problem.part}`}
              id={`${tierCellId(id, problem.index, problem.part)}-error`}
            >
              {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={add}>
          <Plus aria-hidden="true" />
          Add tier
        </Button>
      </div>
    </fieldset>
  );
}
