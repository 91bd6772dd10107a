import { type AssemblyWarning, AssemblyWarningSchema } from '../../schemas/assembly-warning';
import { presetFor } from './catalogue';
import { hexId } from './seed';
import { presetTemplateId } from './template';

const WARNING_PRESETS = [
  { warning_level: 'notice', warning: 'ffmpeg_stack v5.0.0 is deprecated; this assembly ran on v6.0.0.' },
  {
    warning_level: 'warning',
    warning: 'The /file/filter step rejected 2 of 3 files, so they were not encoded.',
  },
  {
    warning_level: 'notice',
    warning: 'The uploaded file "IMG_0042.HEIC" had no EXIF orientation; it was kept as is.',
  },
] as const;

/** A warning on the assembly with the same seq, raised by that assembly's template. */
export function buildAssemblyWarning(overrides: Partial<AssemblyWarning> = {}, seq = 1): AssemblyWarning {
  const preset = presetFor(WARNING_PRESETS, seq);
  const defaults: AssemblyWarning = {
    template_id: presetTemplateId(seq),
    assembly_id: hexId('assembly', seq),
    warning: preset.warning,
    warning_level: preset.warning_level,
  };
  return AssemblyWarningSchema.parse({ ...defaults, ...overrides });
}
