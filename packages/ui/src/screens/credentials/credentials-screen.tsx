import { PageFrame } from '../../layouts/page-frame';
import { PageHeader } from '../../patterns/page-header';
import { AuthKeysSection } from './auth-keys-section';
import { ThirdPartySection } from './third-party-section';

export type CredentialsScreenProps = {
  /** The workspace's slug, from the route (/c/{workspace}/template-credentials). */
  workspace: string;
};

/** The workspace's credentials: its auth keys, and the third-party credentials its templates name. */
export function CredentialsScreen({ workspace: slug }: CredentialsScreenProps) {
  return (
    <PageFrame kind="list" data-slot="credentials-screen" className="gap-10">
      {/* Each section says what its keys are for; a page description would repeat them. */}
      <PageHeader title="Template credentials" />
      <AuthKeysSection slug={slug} />
      <ThirdPartySection slug={slug} />
    </PageFrame>
  );
}
