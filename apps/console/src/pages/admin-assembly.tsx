import { AdminAssemblyScreen } from '@console/ui';
import { useParams } from 'react-router';

export function Component() {
  const { id = '' } = useParams();
  return <AdminAssemblyScreen key={id} id={id} />;
}
