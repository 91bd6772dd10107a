import { preloadTemplatesScreen, TemplatesScreen } from '@console/ui/screens/templates/templates-screen';
import { useParams } from 'react-router';
import type { PagePreload } from '../prefetch';

export function Component() {
  const { workspace = '' } = useParams();
  return <TemplatesScreen workspace={workspace} />;
}

/** Pointing at a link to the list fetches the page of it the link shows. */
export const preload: PagePreload = ({ params, search }) =>
  preloadTemplatesScreen(params.workspace ?? '', search);
