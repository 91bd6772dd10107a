import { href } from '../../lib/paths';
import { Breadcrumbs } from '../../patterns/breadcrumbs';

export type TemplateBreadcrumbsProps = {
  slug: string;
  /** The page below the template list: "New template" or the template's name. */
  current: string;
};

/** Templates / {current}: the way back to the list from the pages below it. */
export function TemplateBreadcrumbs({ slug, current }: TemplateBreadcrumbsProps) {
  return <Breadcrumbs parent={{ to: href.templates(slug), label: 'Templates' }} current={current} />;
}
