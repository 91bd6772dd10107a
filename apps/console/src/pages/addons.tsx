import { AddonsScreen } from '@console/ui/screens/billing/addons-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <AddonsScreen workspace={workspace} />;
}
