import { useAdminInvoice } from '@console/api';
import { Printer } from 'lucide-react';
import { PageFrame } from '../../layouts/page-frame';
import { usePageName } from '../../lib/page-title';
import { href } from '../../lib/paths';
import { resourceState } from '../../lib/use-resource';
import { Breadcrumbs } from '../../patterns/breadcrumbs';
import { BusyPlaceholder } from '../../patterns/busy-placeholder';
import { InvoiceDocument } from '../../patterns/invoice-document';
import { LoadErrorBanner } from '../../patterns/load-error-banner';
import { PageHeader } from '../../patterns/page-header';
import { ExactTime } from '../../patterns/relative-time';
import { Section } from '../../patterns/section';
import { Button } from '../../primitives/button';
import { Skeleton } from '../../primitives/skeleton';
import { AdminInvoiceActions, ResendButton } from './admin-invoice-actions';
import { WorkspaceMention } from './admin-workspace-format';

export type AdminInvoiceScreenProps = {
  /** The invoice's id, from the route (/c/admin/invoices/{invoice_id}). */
  invoiceId: string;
};

/**
 * Admin: one invoice as its customer sees it, whose it is (with a link to the workspace's admin page), and the
 * admin's actions: mark it paid by an authorisation code, add a credit, send it again; with what admins did to it.
 */
export function AdminInvoiceScreen({ invoiceId }: AdminInvoiceScreenProps) {
  const invoice = useAdminInvoice(invoiceId);
  const state = resourceState(invoice);
  const data = state.kind === 'ready' ? state.data : undefined;
  const number = data?.invoice.number ?? 'Invoice';
  const title = data ? `Invoice ${number}` : 'Invoice';
  usePageName(data ? title : undefined);
  return (
    <PageFrame kind="detail" data-slot="admin-invoice-screen">
      <div className="grid gap-3">
        <PageHeader
          breadcrumbs={
            <Breadcrumbs parent={{ to: href.adminInvoices(), label: 'Invoices' }} current={number} />
          }
          title={title}
          description={
            data ? (
              <>
                Issued to the workspace{' '}
                <WorkspaceMention slug={data.workspace.slug} name={data.workspace.name} />.
              </>
            ) : state.kind === 'failed' ? null : (
              // Its line while the invoice loads, so nothing under the header moves when the workspace's name comes.
              <Skeleton shape="text" className="w-64 max-w-full" />
            )
          }
        />
        {data ? (
          <div className="flex min-w-0 flex-wrap items-start gap-2">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden />
              Print
            </Button>
            <ResendButton invoiceId={invoiceId} reply={data} />
          </div>
        ) : state.kind === 'failed' ? null : (
          <div className="flex gap-2">
            <Skeleton className="h-9 w-24 rounded-md" />
          </div>
        )}
      </div>
      {state.kind === 'ready' ? (
        <>
          <AdminInvoiceActions invoiceId={invoiceId} reply={state.data} />
          <InvoiceDocument reply={state.data} />
          {state.data.events.length > 0 ? (
            <Section title="What admins did">
              <ol className="grid gap-2 text-sm" data-testid="invoice-events">
                {state.data.events.map((event) => (
                  <li key={`${event.at}-${event.summary}`} className="grid gap-0.5">
                    <span className="text-fg">{event.summary}</span>
                    <span className="text-fg-muted text-xs">
                      {event.admin_name}, <ExactTime value={event.at} />
                    </span>
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}
        </>
      ) : state.kind === 'failed' ? (
        <LoadErrorBanner title="This invoice could not be loaded" error={state.error} swr={invoice} />
      ) : (
        <BusyPlaceholder label="Loading the invoice" className="gap-3">
          <Skeleton shape="block" className="h-96" />
        </BusyPlaceholder>
      )}
    </PageFrame>
  );
}
