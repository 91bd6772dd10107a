import { AssemblyScreen } from '@console/ui/screens/assemblies/assembly-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '', id = '' } = useParams();
  // Keyed by id: moving to another assembly (a replay, its parent) starts a fresh page, not this one's leftovers.
  return <AssemblyScreen key={id} workspace={workspace} id={id} />;
}
