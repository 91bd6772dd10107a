import {
  ASSEMBLY_STATUS_EXPIRY_OPTIONS,
  FFMPEG_STACKS,
  IMAGEMAGICK_STACKS,
  TRANSCODING_RESULT_EXPIRY_OPTIONS,
  useWorkspaceSettingsActions,
  type WorkspaceProcessingInput,
  WorkspaceProcessingInputSchema,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { EXPIRY_LABELS } from '../../patterns/assembly/assembly-format';
import { FormSelectField, FormSwitch } from '../../patterns/form-field-controls';
import type { SectionBaseProps } from './general-section';
import { SettingsSection, useSettingsForm } from './settings-form';
import { processingValues } from './settings-values';

const TITLE = 'Processing';

type Toggle = keyof Pick<
  WorkspaceProcessingInput,
  | 'signatureAuth'
  | 'require_template_id'
  | 'auto_replay_crashed_assemblies'
  | 'save_template_in_assembly_json'
>;

const TOGGLES: { name: Toggle; label: string; description: string }[] = [
  {
    name: 'signatureAuth',
    label: 'Require signed requests',
    description: 'Refuse every assembly whose request is not signed with one of your auth secrets.',
  },
  {
    name: 'require_template_id',
    label: 'Require a template',
    description: 'Refuse assemblies that bring their own steps instead of naming a saved template.',
  },
  {
    name: 'auto_replay_crashed_assemblies',
    label: 'Replay crashed assemblies',
    description: 'Run an assembly again, once, when it fails because of a fault on our side.',
  },
  {
    name: 'save_template_in_assembly_json',
    label: 'Keep the template in the status JSON',
    description: 'Copy the steps an assembly ran into its status JSON, for debugging later.',
  },
];

type Choice = keyof Pick<
  WorkspaceProcessingInput,
  | 'default_imagemagick_stack'
  | 'default_ffmpeg_stack'
  | 'transcoding_result_expiry'
  | 'assembly_status_expiry'
>;

const stackLabel = (stack: string, current: number) =>
  Number.parseInt(stack.slice(1), 10) < current ? `${stack} (deprecated)` : stack;

const CHOICES: { name: Choice; label: string; hint: string; options: { value: string; label: string }[] }[] =
  [
    {
      name: 'default_imagemagick_stack',
      label: 'Default ImageMagick stack',
      hint: 'The image tools a step uses when it does not pin imagemagick_stack itself.',
      options: IMAGEMAGICK_STACKS.map((stack) => ({ value: stack, label: stackLabel(stack, 3) })),
    },
    {
      name: 'default_ffmpeg_stack',
      label: 'Default FFmpeg stack',
      hint: 'The audio and video tools a step uses when it does not pin ffmpeg_stack itself.',
      options: FFMPEG_STACKS.map((stack) => ({ value: stack, label: stackLabel(stack, 6) })),
    },
    {
      name: 'transcoding_result_expiry',
      label: 'Keep result files',
      hint: 'How long the files your assemblies produce stay on our servers for download; a template may say otherwise.',
      options: TRANSCODING_RESULT_EXPIRY_OPTIONS.map((value) => ({ value, label: EXPIRY_LABELS[value] })),
    },
    {
      name: 'assembly_status_expiry',
      label: 'Keep assembly status',
      hint: 'How long the status JSON of each assembly can be read back; a template may say otherwise.',
      options: ASSEMBLY_STATUS_EXPIRY_OPTIONS.map((value) => ({ value, label: EXPIRY_LABELS[value] })),
    },
  ];

/** The section's fields that can be refused, in the order they appear: the choices. */
const NAMES = CHOICES.map(({ name }) => name);

export function ProcessingSection({ slug, workspace, editable, onDirtyChange }: SectionBaseProps) {
  const { updateProcessing } = useWorkspaceSettingsActions(slug);
  const { form, bind, section } = useSettingsForm({
    title: TITLE,
    workspace,
    valuesOf: processingValues,
    resolver: zodResolver(WorkspaceProcessingInputSchema),
    names: NAMES,
    save: updateProcessing,
    onDirtyChange,
  });

  return (
    <SettingsSection
      section={section}
      description="How assemblies run in this workspace, unless a template says otherwise."
      editable={editable}
    >
      {TOGGLES.map((toggle) => (
        <FormSwitch
          key={toggle.name}
          control={form.control}
          name={toggle.name}
          label={toggle.label}
          description={toggle.description}
        />
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <FormSelectField
            key={choice.name}
            {...bind(choice.name)}
            label={choice.label}
            hint={choice.hint}
            options={choice.options}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
