import { useAssemblies, useTemplates } from '@console/api';
import { FileCode, type LucideIcon, Workflow } from 'lucide-react';
import { useEffect, useState } from 'react';
import { href } from '../lib/paths';

/** How many templates or assemblies a search shows: enough to pick from, few enough to keep the list short. */
export const PALETTE_TEMPLATES = 5;
/** The pause in typing after which the lists are searched, so each key press does not make a call. */
const SEARCH_DELAY_MS = 200;
/** An assembly id as the service makes them: 32 hexadecimal digits. */
export const ASSEMBLY_ID = /^[0-9a-f]{32}$/i;
/**
 * The start of an assembly id, as people copy one from a log or a notification ("904c9c"). Four digits at least,
 * so a short word is not taken for an id before it is finished.
 */
const ASSEMBLY_ID_START = /^[0-9a-f]{4,31}$/i;

export type PaletteGroup = 'Actions' | 'Pages' | 'Workspaces' | 'Templates' | 'Assembly' | 'Assemblies';

/** One result: it opens a page (`to`) or does something where the person is (`run`). */
export type Command = {
  id: string;
  group: PaletteGroup;
  label: string;
  hint?: string;
  icon?: LucideIcon;
  /** Other words it is found by ("switch" finds the workspaces). */
  keywords?: string;
} & ({ to: string; run?: never } | { run: () => void; to?: never });

/** The query once typing has paused. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The workspace's templates whose name or id contains the query and, when the query can be the start of an
 * assembly id, the assemblies whose id starts with it, each by its list call.
 */
export function useListCommands(slug: string | null, query: string) {
  const typed = query.trim();
  const settled = useSettled(typed);
  const search = slug !== null && settled !== '' && !ASSEMBLY_ID.test(settled);
  const idStart = search && ASSEMBLY_ID_START.test(settled);
  const templates = useTemplates(search ? slug : null, { q: settled, per_page: PALETTE_TEMPLATES });
  const assemblies = useAssemblies(idStart ? slug : null, { q: settled, per_page: PALETTE_TEMPLATES });
  const commands: Command[] = [];
  if (search && slug !== null && !templates.showsPrevious) {
    for (const template of templates.data?.templates ?? []) {
      commands.push({
        id: `template-${template.id}`,
        group: 'Templates',
        label: template.name,
        hint: template.id,
        to: href.template(slug, template.id),
        icon: FileCode,
      });
    }
  }
  if (idStart && slug !== null && !assemblies.showsPrevious) {
    for (const assembly of assemblies.data?.assemblies ?? []) {
      commands.push({
        id: `assembly-${assembly.id}`,
        group: 'Assemblies',
        label: assembly.template_name ?? 'Without a template',
        hint: assembly.id,
        to: href.assembly(slug, assembly.id),
        icon: Workflow,
      });
    }
  }
  // Typing ahead of the pause counts as searching, so "No results" never shows for a query not yet asked.
  const pending = slug !== null && typed !== '' && !ASSEMBLY_ID.test(typed);
  const busy = (reply: { isLoading: boolean; showsPrevious: boolean }) =>
    reply.isLoading || reply.showsPrevious;
  const loading = pending && (settled !== typed || busy(templates) || (idStart && busy(assemblies)));
  const error =
    search && !loading ? (templates.error ?? (idStart ? assemblies.error : undefined)) : undefined;
  return { commands, loading, error };
}
