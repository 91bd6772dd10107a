import {
  type Country,
  useWorkspaceSettingsActions,
  type Workspace,
  type WorkspaceGeneralInput,
  WorkspaceGeneralInputSchema,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormTextField } from '../../patterns/form-field-controls';
import { CountryField } from './country-select';
import { SettingsSection, useSettingsForm } from './settings-form';
import { generalValues } from './settings-values';

export type SectionBaseProps = {
  slug: string;
  workspace: Workspace;
  editable: boolean;
  onDirtyChange: (title: string, dirty: boolean) => void;
};

/** The section's fields, in the order they appear. */
const NAMES = [
  'name',
  'email',
  'company',
  'country_id',
  'linkback_url',
] as const satisfies (keyof WorkspaceGeneralInput)[];

const TITLE = 'General';

export function GeneralSection({
  slug,
  workspace,
  editable,
  countries,
  onDirtyChange,
}: SectionBaseProps & { countries: Country[] }) {
  const { updateGeneral } = useWorkspaceSettingsActions(slug);
  const { bind, section } = useSettingsForm({
    title: TITLE,
    workspace,
    valuesOf: generalValues,
    resolver: zodResolver(WorkspaceGeneralInputSchema),
    names: NAMES,
    save: updateGeneral,
    onDirtyChange,
  });

  return (
    <SettingsSection
      section={section}
      description="Who the workspace is, and where we write about it."
      editable={editable}
    >
      <FormTextField
        {...bind('name')}
        label="Workspace name"
        required
        hint="Shown in the workspace switcher, to collaborators and on invoices."
        autoComplete="organization"
      />
      <FormTextField
        {...bind('email')}
        label="Workspace e-mail"
        required
        hint="Where we send notices about this workspace: limits, incidents and changes to the service."
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <FormTextField
        {...bind('company')}
        label="Company"
        hint="The legal name of the business behind the workspace, if it is not the workspace name."
        autoComplete="organization"
      />
      <CountryField
        {...bind('country_id')}
        label="Country"
        hint="Where the workspace is based; it sets the default for the billing address."
        countries={countries}
      />
      <FormTextField
        {...bind('linkback_url')}
        label="Linkback URL"
        hint="Your own site, linked from the upload pages and e-mails we show your users. Leave it empty for none."
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://"
      />
    </SettingsSection>
  );
}
