import { type AssemblyField, AssemblyFieldSchema } from '@console/api';
import { isSmartCdnFixture } from './assembly';
import { presetFor } from './catalogue';
import { hexId } from './seed';

const FIELD_PRESETS = [
  { field_name: 'customer_id', value: (seq: number) => `cus_${1000 + seq}` },
  { field_name: 'order_id', value: (seq: number) => `ORD-2026-${String(seq).padStart(5, '0')}` },
  { field_name: 'upload_source', value: () => 'ios-app' },
  { field_name: 'locale', value: () => 'de-DE' },
] as const;

/** A field of the assembly with the same seq. */
export function buildAssemblyField(overrides: Partial<AssemblyField> = {}, seq = 1): AssemblyField {
  const preset = presetFor(FIELD_PRESETS, seq);
  const defaults: AssemblyField = {
    assembly_id: hexId('assembly', seq),
    field_name: preset.field_name,
    field_value: preset.value(seq),
  };
  return AssemblyFieldSchema.parse({ ...defaults, ...overrides });
}

/*
 * The fields an integration sends with each of its assemblies: who uploaded, for which order, from which app.
 * Values are arithmetic on the assembly's sequence number, so a store of 100,000 assemblies can be searched by
 * exact value without keeping a single field in memory.
 */

/** The field names, in the order the detail page lists them. */
export const ASSEMBLY_FIELD_NAMES = ['user_id', 'order_id', 'source'] as const;
export const ASSEMBLY_FIELD_SOURCES = ['ios-app', 'android-app', 'web-uploader', 'zapier'] as const;
/** How many people upload in a workspace: each has many assemblies, so a search by user finds several. */
const FIELD_USERS = 1_500;
const FIRST_USER = 10_001;

/** Smart CDN assemblies come from a URL, not from an integration, so they carry no fields. */
export const hasAssemblyFields = (seq: number) => !isSmartCdnFixture(seq);
const userOf = (seq: number) => FIRST_USER + ((Math.imul(seq, 2_654_435_761) >>> 0) % FIELD_USERS);
const sourceOf = (seq: number) => (Math.imul(seq, 40_503) >>> 7) % ASSEMBLY_FIELD_SOURCES.length;
const orderOf = (seq: number) => `ORD-${String(seq).padStart(6, '0')}`;

/** The fields of the assembly with sequence number `seq`, under the id it has in its workspace. */
export function buildAssemblyFields(assemblyId: string, seq: number): AssemblyField[] {
  if (!hasAssemblyFields(seq)) return [];
  const values = [`usr_${userOf(seq)}`, orderOf(seq), presetFor(ASSEMBLY_FIELD_SOURCES, sourceOf(seq) + 1)];
  return ASSEMBLY_FIELD_NAMES.map((field_name, index) =>
    AssemblyFieldSchema.parse({ assembly_id: assemblyId, field_name, field_value: values[index] }),
  );
}

/** Which sequence numbers have a field whose value is exactly `value`, or null when no field could. */
export function assemblyFieldMatcher(value: string): ((seq: number) => boolean) | null {
  const user = /^usr_(\d+)$/.exec(value);
  if (user) {
    const wanted = Number(user[1]);
    return (seq) => hasAssemblyFields(seq) && userOf(seq) === wanted;
  }
  const order = /^ORD-(\d{6,})$/.exec(value);
  if (order) {
    const wanted = Number(order[1]);
    return (seq) => seq === wanted && hasAssemblyFields(seq) && orderOf(seq) === value;
  }
  const sources: readonly string[] = ASSEMBLY_FIELD_SOURCES;
  const source = sources.indexOf(value);
  if (source >= 0) return (seq) => hasAssemblyFields(seq) && sourceOf(seq) === source;
  return null;
}
