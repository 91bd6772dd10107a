import { InvoiceConvertScreen } from '@console/ui/screens/billing/invoice-convert-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '', invoiceId = '' } = useParams();
  return <InvoiceConvertScreen workspace={workspace} invoiceId={invoiceId} />;
}
