import { OnboardingProcessingScreen } from '@console/ui/screens/onboarding/onboarding-processing-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <OnboardingProcessingScreen workspace={workspace} />;
}
