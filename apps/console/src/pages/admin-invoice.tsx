import { AdminInvoiceScreen } from '@console/ui';
import { useParams } from 'react-router';

export function Component() {
  const { invoiceId = '' } = useParams();
  return <AdminInvoiceScreen key={invoiceId} invoiceId={invoiceId} />;
}
