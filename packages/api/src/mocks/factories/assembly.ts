import { type Assembly, AssemblySchema } from '../../schemas/assembly';
import { presetFor, REGIONS } from './catalogue';
import { between, hexId, minutesAgo, pick, seededRandom } from './seed';
import { presetTemplateId } from './template';

type Outcome = 'completed' | 'failed' | 'executing' | 'uploading' | 'cancelled';

/** Mostly completed, with every other outcome early in the sequence so five fixtures already show variety. */
function outcomeFor(seq: number): Outcome {
  switch (seq % 10) {
    case 3:
      return 'failed';
    case 6:
      return 'executing';
    case 8:
      return 'uploading';
    case 0:
      return 'cancelled';
    default:
      return 'completed';
  }
}

const STATUS: Record<Outcome, string | null> = {
  completed: 'ASSEMBLY_COMPLETED',
  failed: null,
  executing: 'ASSEMBLY_EXECUTING',
  uploading: 'ASSEMBLY_UPLOADING',
  cancelled: 'ASSEMBLY_CANCELED',
};

const ERROR_CODES = ['ASSEMBLY_CRASHED', 'INVALID_FILE_META_DATA', 'IMPORT_FILE_ERROR'] as const;

/** seq 1 is the newest assembly; its template is buildTemplate's fixture of the same position in the cycle. */
export function buildAssembly(overrides: Partial<Assembly> = {}, seq = 1): Assembly {
  const random = seededRandom(seq);
  const outcome = outcomeFor(seq);
  const region = presetFor(REGIONS, seq);
  const uploaded = outcome !== 'uploading';
  const executed = outcome === 'completed' || outcome === 'failed';
  const inputFileCount = between(random, 1, 4);
  const inputBytes = inputFileCount * between(random, 80_000, 250_000_000);
  const outputFileCount = outcome === 'completed' ? inputFileCount * between(random, 1, 6) : 0;
  const outputBytes = outcome === 'completed' ? Math.round((inputBytes * between(random, 30, 150)) / 100) : 0;
  const uploadedBytes = uploaded ? inputBytes : Math.round(inputBytes * 0.4);
  const defaults: Assembly = {
    id: hexId('assembly', seq),
    parent_id: seq % 9 === 0 ? hexId('assembly', seq + 1) : null,
    account_id: 1,
    api_auth_key_id: 1,
    ok: STATUS[outcome],
    state: 0,
    error: outcome === 'failed' ? pick(random, ERROR_CODES) : null,
    template_id: presetTemplateId(seq),
    region,
    cluster: `${region}-prod-${between(random, 1, 3)}`,
    notify_url: seq % 4 === 0 ? 'https://hooks.example.com/transloadit/notify' : null,
    is_urltransform: seq % 7 === 0,
    input_file_count: inputFileCount,
    input_bytes: inputBytes,
    output_file_count: outputFileCount,
    output_bytes: outputBytes,
    bytes_usage: uploadedBytes + outputBytes,
    uploaded_bytes: uploadedBytes,
    upload_duration_ms: uploaded ? between(random, 300, 20_000) : null,
    queue_duration_ms: uploaded && outcome !== 'cancelled' ? between(random, 0, 3_000) : null,
    execution_duration_ms: executed ? between(random, 800, 120_000) : null,
    warning_count: seq % 5 === 0 ? 1 : 0,
    created: minutesAgo(seq * 17 + between(random, 0, 10)),
  };
  return AssemblySchema.parse({ ...defaults, ...overrides });
}
