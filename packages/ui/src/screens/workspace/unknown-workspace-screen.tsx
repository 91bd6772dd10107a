import { InlineCode, NotFoundScreen } from '../../patterns/not-found-screen';

export type UnknownWorkspaceScreenProps = {
  /** The slug that names no workspace, echoed so a typo is easy to spot. */
  slug: string;
  /** Where the way-back link goes; a router path. */
  homeHref: string;
  /** Text of the way-back link. */
  homeLabel: string;
};

/**
 * An admin opened /c/{slug} and the server knows no workspace by that slug: said in those words rather than as
 * an unknown page, inside whichever shell the app puts it in.
 */
export function UnknownWorkspaceScreen({ slug, homeHref, homeLabel }: UnknownWorkspaceScreenProps) {
  return (
    <NotFoundScreen
      layout="embedded"
      title="Workspace not found"
      description={
        <>
          No workspace called <InlineCode>{slug}</InlineCode> exists. It may have been deleted, or the address
          may be mistyped.
        </>
      }
      homeHref={homeHref}
      homeLabel={homeLabel}
    />
  );
}
