import { type AssemblyField, AssemblyFieldSchema } from '../../schemas/assembly-field';
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
