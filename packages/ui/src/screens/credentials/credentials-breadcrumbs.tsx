import { href } from '../../lib/paths';
import { Breadcrumbs } from '../../patterns/breadcrumbs';

/** Template credentials / {current}: the way back to the credentials page. */
export function CredentialsBreadcrumbs({ slug, current }: { slug: string; current: string }) {
  return (
    <Breadcrumbs
      parent={{ to: href.templateCredentials(slug), label: 'Template credentials' }}
      current={current}
    />
  );
}
