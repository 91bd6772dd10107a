import {
  BILLING_MESSAGES,
  type BillingAddress,
  type BillingAddressIssue,
  BillingAddressSchema,
  type Country,
  type InvoiceReply,
  useBillingActions,
  useCountries,
  useInvoice,
  validateBillingAddress,
} from '@console/api';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame } from '../../layouts/page-frame';
import { href } from '../../lib/paths';
import { InvoiceDocument } from '../../patterns/invoice-document';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { ServerErrorBanner } from '../../patterns/server-error-banner';
import { useServerWrite } from '../../patterns/server-form';
import { Button } from '../../primitives/button';
import { Field } from '../../primitives/field';
import { Input } from '../../primitives/input';
import { Select } from '../../primitives/select';
import { Skeleton } from '../../primitives/skeleton';
import { BillingBreadcrumbs } from './billing-breadcrumbs';

export type InvoiceConvertScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/invoices/convert/{invoice_id}). */
  workspace: string;
  /** The invoice's id, from the route. */
  invoiceId: string;
};

type Draft = BillingAddress & { po_number: string };
type DraftField = keyof Draft;

/** The form shows the address in the schema's order, the PO number last. */
const FIELD_ORDER: DraftField[] = [
  ...(Object.keys(BillingAddressSchema.shape) as (keyof BillingAddress)[]),
  'po_number',
];

function draftOf(reply: InvoiceReply, countries: readonly Country[]): Draft {
  const { invoice } = reply;
  return {
    name: invoice.to_name,
    company: invoice.to_company,
    address_1: invoice.to_address_1,
    address_2: invoice.to_address_2,
    zip: invoice.to_zip,
    city: invoice.to_city,
    state: invoice.to_state,
    country_id: countries.find((country) => country.name === invoice.to_country)?.id ?? null,
    vat_id: invoice.to_vat_id,
    po_number: invoice.po_number ?? '',
  };
}

/** Every problem of the draft, by field: the billing-address rules, and a company for a formal invoice. */
function problemsOf(draft: Draft, countries: readonly Country[]): Partial<Record<DraftField, string>> {
  const { po_number: poNumber, ...address } = draft;
  const issues: BillingAddressIssue[] = validateBillingAddress(address, countries, poNumber);
  const problems: Partial<Record<DraftField, string>> = {};
  if (draft.company.trim() === '') problems.company = BILLING_MESSAGES.needCompany;
  for (const issue of issues) problems[issue.field] ??= issue.message;
  return problems;
}

/**
 * Turns a receipt into a formal invoice: the company, address, VAT ID and PO number it is issued to, checked as
 * the workspace's billing details are, previewed as the invoice will read, then confirmed.
 */
export function InvoiceConvertScreen({ workspace: slug, invoiceId }: InvoiceConvertScreenProps) {
  const invoice = useInvoice(slug, invoiceId);
  const countries = useCountries();
  const failed = invoice.error ?? countries.error;
  return (
    <PageFrame kind="form" data-slot="invoice-convert-screen">
      <PageHeader
        breadcrumbs={<BillingBreadcrumbs slug={slug} current={invoice.data?.invoice.number ?? 'Invoice'} />}
        title="Issue as a formal invoice"
        description="Add the company, address, VAT ID and PO number your accounts department needs. The amounts stay as they are."
      />
      {invoice.data && countries.data ? (
        <ConvertForm slug={slug} reply={invoice.data} countries={countries.data.countries} />
      ) : failed ? (
        <LoadErrorBanner
          title="This invoice could not be loaded"
          error={failed}
          swr={invoice.error ? invoice : countries}
        />
      ) : (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only">Loading the invoice</span>
          <Skeleton shape="block" className="h-96" />
        </div>
      )}
    </PageFrame>
  );
}

function ConvertForm({
  slug,
  reply,
  countries,
}: {
  slug: string;
  reply: InvoiceReply;
  countries: Country[];
}) {
  const id = useId();
  const navigate = useNavigate();
  const { convertInvoice } = useBillingActions(slug);
  const [draft, setDraft] = useState<Draft>(() => draftOf(reply, countries));
  const [problems, setProblems] = useState<Partial<Record<DraftField, string>>>({});
  const [previewing, setPreviewing] = useState(false);
  const { serverError: failure, busy: saving, run } = useServerWrite();
  const fieldId = (field: DraftField) => `${id}-${field}`;

  const set = (field: DraftField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: field === 'country_id' ? Number(value) : value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  function preview(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(draft, countries);
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setPreviewing(true);
  }

  async function confirm() {
    const { po_number: poNumber, ...address } = draft;
    const issued = await run(
      () => convertInvoice(reply.invoice.id, { ...address, po_number: poNumber.trim() || null }),
      { success: 'The invoice is issued.' },
    );
    if (issued) navigate(href.invoice(slug, reply.invoice.id));
  }

  if (previewing) {
    const country = countries.find((each) => each.id === draft.country_id);
    const previewed: InvoiceReply = {
      ...reply,
      invoice: {
        ...reply.invoice,
        to_name: draft.name.trim(),
        to_company: draft.company.trim(),
        to_address_1: draft.address_1.trim(),
        to_address_2: draft.address_2.trim(),
        to_zip: draft.zip.trim(),
        to_city: draft.city.trim(),
        to_state: draft.state.trim(),
        to_country: country?.name ?? '',
        to_vat_id: draft.vat_id.trim().toUpperCase(),
        po_number: draft.po_number.trim() || null,
      },
    };
    return (
      <section aria-label="Preview" className="grid gap-4">
        <ServerErrorBanner error={failure} />
        <p className="text-fg-muted text-sm">
          This is how the invoice will read. Issue it, or go back to change it.
        </p>
        <InvoiceDocument reply={previewed} />
        <div className="flex flex-wrap gap-3">
          <Button loading={saving} onClick={() => void confirm()}>
            Issue invoice
          </Button>
          <Button variant="secondary" disabled={saving} onClick={() => setPreviewing(false)}>
            Back to the details
          </Button>
        </div>
      </section>
    );
  }

  const text = (
    field: Exclude<DraftField, 'country_id'>,
    label: string,
    props: { required?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <Field
      id={fieldId(field)}
      label={label}
      required={props.required}
      hint={props.hint}
      error={problems[field]}
    >
      <Input
        autoComplete={props.autoComplete ?? 'off'}
        value={draft[field]}
        onChange={(event) => set(field)(event.target.value)}
      />
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={preview}
      className="grid gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text('company', 'Company', { required: true, autoComplete: 'organization' })}
        {text('name', 'Contact name', { autoComplete: 'name' })}
        {text('address_1', 'Street address', { required: true, autoComplete: 'address-line1' })}
        {text('address_2', 'Address line 2', { autoComplete: 'address-line2' })}
        {text('zip', 'Postal code', { required: true, autoComplete: 'postal-code' })}
        {text('city', 'City', { required: true, autoComplete: 'address-level2' })}
        {text('state', 'State or region', { autoComplete: 'address-level1' })}
        <Field id={fieldId('country_id')} label="Country" required error={problems.country_id}>
          <Select
            value={draft.country_id === null ? undefined : String(draft.country_id)}
            onValueChange={set('country_id')}
            placeholder="Choose a country"
            options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
          />
        </Field>
        {text('vat_id', 'VAT ID', {
          hint: 'EU businesses: with the country code, such as DE123456789. No VAT is charged then.',
        })}
        {text('po_number', 'PO number', { hint: 'Printed on the invoice, if your company needs one.' })}
      </div>
      <div>
        <Button type="submit">Preview the invoice</Button>
      </div>
    </form>
  );
}
