import { TemplateEditorScreen } from '@console/ui/screens/templates/template-editor-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '', id = '' } = useParams();
  return <TemplateEditorScreen workspace={workspace} id={id} />;
}
