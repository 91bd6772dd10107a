import { AssembliesScreen, preloadAssembliesScreen } from '@console/ui/screens/assemblies/assemblies-screen';
import { useParams } from 'react-router';
import type { PagePreload } from '../prefetch';

export function Component() {
  const { workspace = '' } = useParams();
  return <AssembliesScreen workspace={workspace} />;
}

/** Pointing at a link to the list fetches the page of it the link shows. */
export const preload: PagePreload = ({ params, search }) =>
  preloadAssembliesScreen(params.workspace ?? '', search);
