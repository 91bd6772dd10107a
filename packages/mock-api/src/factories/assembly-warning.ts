import type { Assembly } from '@console/api';
import { type AssemblyWarning, AssemblyWarningSchema } from '@console/api';
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
  {
    warning_level: 'notice',
    warning: 'The video "launch-keynote.mov" has a variable frame rate; it was encoded at a constant 30 fps.',
  },
  {
    warning_level: 'notice',
    warning: 'The image "product-0412.png" is narrower than 1200 px, so it was not enlarged.',
  },
  {
    warning_level: 'warning',
    warning: 'Step "thumbs" asked for 8 thumbnails, but the video is 4 seconds long, so 4 were made.',
  },
  {
    warning_level: 'notice',
    warning: 'The file "scan_0093.pdf" is password-protected; it was stored without conversion.',
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

/** The warnings an assembly raised, as many as its `warning_count`, from its own template. */
export function buildAssemblyWarnings(
  assembly: Pick<Assembly, 'id' | 'template_id' | 'warning_count'>,
  seq: number,
): AssemblyWarning[] {
  return Array.from({ length: assembly.warning_count }, (_, index) =>
    buildAssemblyWarning({ assembly_id: assembly.id, template_id: assembly.template_id }, seq + index),
  );
}
