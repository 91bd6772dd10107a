import { AdminInvoiceScreen } from '@console/ui/screens/admin/admin-invoice-screen';
import { useParams } from 'react-router';

export function Component() {
  const { invoiceId = '' } = useParams();
  return <AdminInvoiceScreen key={invoiceId} invoiceId={invoiceId} />;
}
