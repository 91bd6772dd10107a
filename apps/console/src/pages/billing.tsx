import { BillingScreen } from '@console/ui/screens/billing/billing-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <BillingScreen workspace={workspace} />;
}
