import { TemplateNewScreen } from '@console/ui/screens/templates/template-new-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <TemplateNewScreen workspace={workspace} />;
}
