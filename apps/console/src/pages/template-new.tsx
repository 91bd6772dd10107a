import { TemplateNewScreen } from '@console/ui';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <TemplateNewScreen workspace={workspace} />;
}
