import { parse } from 'jsonc-parser';

/*
 * What the editor's step graph draws its edges from: which steps each step uses. Kept apart from
 * template-validation.ts, which judges `use`; this only reads it, leniently, so the graph still shows while the
 * person is half-way through typing a step.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list item of `use`: a step name or `{ "name": … }`. */
function listedName(item: unknown): string[] {
  if (typeof item === 'string') return [item];
  return isRecord(item) && typeof item.name === 'string' ? [item.name] : [];
}

/** The names `use` holds in any of the shapes the service reads: a name, a list, or `{ "steps": … }` of either. */
function usedNames(use: unknown): string[] {
  const steps = isRecord(use) ? use.steps : use;
  if (typeof steps === 'string') return [steps];
  return Array.isArray(steps) ? steps.flatMap(listedName) : [];
}

/**
 * Each step's `use`, by step name, in the order the template lists them (`:original` included, since the uploads
 * are where the graph starts); names that are not steps are kept for the caller to judge. Empty while the text has
 * no "steps" object.
 */
export function templateStepUses(text: string): Map<string, string[]> {
  const root: unknown = parse(text, [], { allowTrailingComma: true });
  const steps = isRecord(root) ? root.steps : undefined;
  const uses = new Map<string, string[]>();
  if (!isRecord(steps)) return uses;
  for (const [name, step] of Object.entries(steps)) {
    uses.set(name, isRecord(step) ? [...new Set(usedNames(step.use))] : []);
  }
  return uses;
}
