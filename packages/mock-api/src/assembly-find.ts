import type { Assembly, AssemblyField, AssemblyWarning } from '@console/api';
import {
  type AssemblyHistory,
  type AssemblyHolder,
  generatedAssembly,
  historyOf,
  type StartedAssembly,
  startedAssembly,
} from './assembly-store';
import { nowOf } from './clock';
import { assemblyIdMatcher, isReplayFixture } from './factories/assembly';
import { buildAssemblyFields } from './factories/assembly-field';
import { hexId } from './factories/seed';

// Finding one assembly (generated or started by a call), its fields, warnings and replays, and the writes on it:
// cancelling one and starting one.

/** Where an assembly comes from: a row of the generated history, or an assembly a call started. */
export type FoundAssembly =
  | { kind: 'generated'; history: AssemblyHistory; seq: number; assembly: Assembly }
  | { kind: 'started'; started: StartedAssembly; assembly: Assembly };

export const startedIn = (backend: AssemblyHolder, accountId: number) =>
  backend.state.assemblies.started.filter((started) => started.accountId === accountId);

/**
 * The workspace's assembly with this id, as it stands now; ids are compared without building the other ones. The
 * admin pages pass the history of a fleet workspace, which the backend's state does not keep.
 */
export function findAssembly(
  backend: AssemblyHolder,
  accountId: number,
  id: string,
  history = historyOf(backend, accountId),
): FoundAssembly | null {
  const started = startedIn(backend, accountId).find((entry) => entry.id === id);
  if (started) return { kind: 'started', started, assembly: startedAssembly(started, nowOf(backend)) };
  if (!history || !/^[0-9a-f]{32}$/.test(id)) return null;
  const matches = assemblyIdMatcher(accountId, id);
  for (let seq = 1; seq <= history.count; seq++) {
    if (matches(seq))
      return { kind: 'generated', history, seq, assembly: generatedAssembly(backend, history, seq) };
  }
  return null;
}

/** The custom fields an assembly was sent with. */
export function fieldsOf(found: FoundAssembly): AssemblyField[] {
  if (found.kind === 'generated') return buildAssemblyFields(found.assembly.id, found.seq);
  return found.started.fields.map(({ name, value }) => ({
    assembly_id: found.started.id,
    field_name: name,
    field_value: value,
  }));
}

/** The warnings a started assembly raised, once its record counts them; generated ones come from the factory. */
export function startedWarnings(found: Extract<FoundAssembly, { kind: 'started' }>): AssemblyWarning[] {
  return (found.started.warnings ?? []).slice(0, found.assembly.warning_count).map((warning) => ({
    template_id: found.assembly.template_id,
    assembly_id: found.assembly.id,
    warning: warning.message,
    warning_level: warning.level,
  }));
}

/** The assemblies that replay this one, newest first. */
export function replaysOf(backend: AssemblyHolder, found: FoundAssembly): Assembly[] {
  const now = nowOf(backend);
  const started = startedIn(backend, found.assembly.account_id)
    .filter((entry) => entry.parentId === found.assembly.id)
    .map((entry) => startedAssembly(entry, now))
    .reverse();
  // A generated assembly that replays replays the next older one.
  const generated =
    found.kind === 'generated' && found.seq > 1 && isReplayFixture(found.seq - 1)
      ? [generatedAssembly(backend, found.history, found.seq - 1)]
      : [];
  return [...started, ...generated];
}

// --- writing ---

/** Marks a busy assembly canceled now; returns it as it then stands. */
export function cancelAssembly(backend: AssemblyHolder, found: FoundAssembly): Assembly {
  const now = nowOf(backend);
  if (found.kind === 'started') {
    found.started.canceledAt = now;
    return startedAssembly(found.started, now);
  }
  backend.state.assemblies.cancels.push({ accountId: found.history.accountId, seq: found.seq, at: now });
  return generatedAssembly(backend, found.history, found.seq);
}

/** Adds an assembly a call started, now, with an id from the backend's counter. */
export function startAssembly(
  backend: AssemblyHolder,
  fields: Omit<StartedAssembly, 'id' | 'createdAt' | 'canceledAt'>,
): StartedAssembly {
  backend.state.counter += 1;
  const started: StartedAssembly = {
    ...fields,
    id: hexId(fields.kind, backend.state.counter),
    createdAt: nowOf(backend),
    canceledAt: null,
  };
  backend.state.assemblies.started.push(started);
  // The template list's "last used" is the start of the newest assembly on it, whatever started it.
  const template = backend.state.templates.find(
    (candidate) => candidate.id === started.templateId && candidate.account_id === started.accountId,
  );
  if (template && (template.last_used === null || Date.parse(template.last_used) < started.createdAt)) {
    template.last_used = new Date(started.createdAt).toISOString();
  }
  return started;
}
