import { OnboardingFileTypeScreen } from '@console/ui/screens/onboarding/onboarding-file-type-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <OnboardingFileTypeScreen workspace={workspace} />;
}
