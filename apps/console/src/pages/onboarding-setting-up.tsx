import { OnboardingSettingUpScreen } from '@console/ui/screens/onboarding/onboarding-setting-up-screen';
import { useParams } from 'react-router';

export function Component() {
  const { workspace = '' } = useParams();
  return <OnboardingSettingUpScreen workspace={workspace} />;
}
