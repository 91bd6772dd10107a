import {
  type Country,
  useWorkspaceSettingsActions,
  vatIdProblem,
  type WorkspaceBillingInput,
  WorkspaceBillingInputSchema,
} from '@console/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { FormSwitch, FormTextField } from '../../patterns/form-field-controls';
import { CountryField } from './country-select';
import type { SectionBaseProps } from './general-section';
import { SettingsSection, useSettingsForm } from './settings-form';
import { billingValues } from './settings-values';

/** The section's fields, in the order they appear. */
const NAMES = [
  'billing_email',
  'address_1',
  'address_2',
  'zip',
  'city',
  'state',
  'country_id',
  'vat_id',
] as const satisfies (keyof WorkspaceBillingInput)[];

const TITLE = 'Billing details';

type TextField = Exclude<keyof WorkspaceBillingInput, 'change_billing_email_too' | 'country_id'>;

const ADDRESS: { name: TextField; label: string; hint: string; autoComplete: string }[] = [
  {
    name: 'address_1',
    label: 'Address',
    hint: 'Street and number, as on your invoices.',
    autoComplete: 'address-line1',
  },
  {
    name: 'address_2',
    label: 'Address, second line',
    hint: 'Suite, floor or department, if any.',
    autoComplete: 'address-line2',
  },
  { name: 'zip', label: 'Postcode', hint: 'The postal or ZIP code.', autoComplete: 'postal-code' },
  { name: 'city', label: 'City', hint: 'The town or city of the address.', autoComplete: 'address-level2' },
  {
    name: 'state',
    label: 'State or region',
    hint: 'Only where addresses have one.',
    autoComplete: 'address-level1',
  },
];

export function BillingSection({
  slug,
  workspace,
  editable,
  countries,
  onDirtyChange,
}: SectionBaseProps & { countries: Country[] }) {
  const { updateBilling } = useWorkspaceSettingsActions(slug);
  const byId = (countryId: number | null) => countries.find((country) => country.id === countryId);
  const { form, bind, section } = useSettingsForm({
    title: TITLE,
    workspace,
    valuesOf: billingValues,
    resolver: zodResolver(WorkspaceBillingInputSchema),
    names: NAMES,
    save: updateBilling,
    check: (values) => {
      const message = vatIdProblem(values.vat_id, byId(values.country_id));
      return message === null ? null : { field: 'vat_id', message };
    },
    onDirtyChange,
  });
  const country = byId(useWatch({ control: form.control, name: 'country_id' }));

  return (
    <SettingsSection
      section={section}
      description="Who invoices are made out to, and where they go. They apply from the next invoice."
      editable={editable}
    >
      <FormTextField
        {...bind('billing_email')}
        label="Billing e-mail"
        hint={`Invoices and payment notices go here. Leave it empty to use the workspace e-mail, ${workspace.email}.`}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <FormSwitch
        control={form.control}
        name="change_billing_email_too"
        label="Follow the workspace e-mail"
        description="When the workspace e-mail changes in General, the billing e-mail changes with it."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {ADDRESS.map((line) => (
          <FormTextField
            key={line.name}
            {...bind(line.name)}
            label={line.label}
            hint={line.hint}
            autoComplete={line.autoComplete}
            fieldClassName={line.name.startsWith('address') ? 'sm:col-span-2' : undefined}
          />
        ))}
        <CountryField
          {...bind('country_id')}
          label="Billing country"
          hint="Decides the VAT on your invoices."
          countries={countries}
        />
        <FormTextField
          {...bind('vat_id')}
          label="VAT id"
          hint={
            country?.is_eu
              ? `EU businesses with a VAT id are not charged ${country.name}'s ${country.vat_rate} % VAT (reverse charge). Start it with ${country.iso_code === 'GR' ? 'EL' : country.iso_code}.`
              : 'Your tax number, printed on invoices. Outside the EU no VAT is charged.'
          }
          autoComplete="off"
          spellCheck={false}
        />
      </div>
    </SettingsSection>
  );
}
