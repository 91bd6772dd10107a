import { AdminAssemblyScreen } from '@console/ui/screens/admin/admin-assembly-screen';
import { useParams } from 'react-router';

export function Component() {
  const { id = '' } = useParams();
  return <AdminAssemblyScreen key={id} id={id} />;
}
