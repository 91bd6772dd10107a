import { useHref, useLocation } from 'react-router';
import { NotFoundScreen } from './not-found-screen';

export type WorkspaceNotFoundProps = {
  /** The list the missing thing would have been in, offered instead. */
  listHref: string;
  listLabel: string;
};

/** Inside a workspace, for an id that names nothing: the shell stays, the address is echoed, the list is offered. */
export function WorkspaceNotFound({ listHref, listLabel }: WorkspaceNotFoundProps) {
  const { pathname } = useLocation();
  // The address as the browser shows it (with the app's base path).
  const address = useHref({ pathname });
  return <NotFoundScreen layout="embedded" path={address} homeHref={listHref} homeLabel={listLabel} />;
}
