import { type ServerMachine, ServerMachineSchema } from '@console/api';
import { presetFor, REGIONS } from './catalogue';
import { between, minutesAgo, seededRandom } from './seed';

const MACHINE_PRESETS = [
  { role: 'worker', instance_type: 'c7i.4xlarge' },
  { role: 'worker', instance_type: 'c7i.4xlarge' },
  { role: 'uploader', instance_type: 'm7i.xlarge' },
  { role: 'api', instance_type: 'm7i.large' },
] as const;

/** Mostly running machines; every seventh is draining, every eleventh terminated, every fifth dedicated to workspace 1. */
export function buildServerMachine(overrides: Partial<ServerMachine> = {}, seq = 1): ServerMachine {
  const random = seededRandom(seq);
  const preset = presetFor(MACHINE_PRESETS, seq);
  const region = presetFor(REGIONS, seq);
  const status = seq % 11 === 0 ? 'terminated' : seq % 7 === 0 ? 'draining' : 'running';
  const launchedMinutesAgo = between(random, 30, 60 * 24 * 20);
  const working = status !== 'terminated' && preset.role === 'worker';
  const defaults: ServerMachine = {
    id: seq,
    hostname: `${preset.role}-${region}-${String(seq).padStart(3, '0')}`,
    region,
    cluster: `${region}-prod-${(seq % 3) + 1}`,
    role: preset.role,
    instance_type: preset.instance_type,
    status,
    dedicated_account_id: seq % 5 === 0 ? 1 : null,
    running_jobs: working ? between(random, 0, 16) : 0,
    load: status === 'terminated' ? 0 : between(random, 5, 1_500) / 100,
    launched_at: minutesAgo(launchedMinutesAgo),
    terminated_at: status === 'terminated' ? minutesAgo(between(random, 1, launchedMinutesAgo - 1)) : null,
  };
  return ServerMachineSchema.parse({ ...defaults, ...overrides });
}
