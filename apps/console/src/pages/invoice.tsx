import { InvoiceScreen } from '@console/ui/screens/billing/invoice-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '', invoiceId = '' } = useParams();
  return <InvoiceScreen workspace={workspace} invoiceId={invoiceId} />;
}
