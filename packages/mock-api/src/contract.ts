import type { PathParams, RequestHandler } from 'msw';
import type { MockBackend } from './backend';
import type { WorkspaceAccess } from './backend-state';
import type { MockReply } from './reply';

// The contract between the handlers and the areas: an area imports this module, never the handlers that list it,
// so the areas and the handlers do not import each other.

/** What an area of the mock API gets to build its handlers with. */
export interface MockContext {
  backend: MockBackend;
  /** The base address, without a trailing slash. */
  base: string;
  /**
   * Answers after the network condition applied; `changes` marks replies that may have changed the store. An
   * answer that is a Response (a file) goes out as it is.
   */
  send: (answer: () => MockReply | Response, changes?: boolean) => Promise<Response>;
  /** A JSON write under `base`, answered from its body, CSRF header and the path's `:params`. */
  post: (path: string, answer: WriteAnswer) => RequestHandler;
  /**
   * A read of the `:slug` workspace under `base`, for its members (and admins): the refusal otherwise, else the
   * answer from who is asking, the query and the path's `:params`.
   */
  memberGet: (path: string, answer: MemberReadAnswer) => RequestHandler;
  /** A JSON write to the `:slug` workspace under `base`, for its members (and admins) with the CSRF token. */
  memberPost: (path: string, answer: MemberWriteAnswer) => RequestHandler;
  /** A read under `base` for admins only: `refusal` (a 403) to anyone else, else the answer. */
  adminGet: (path: string, refusal: string, answer: AdminReadAnswer) => RequestHandler;
}

export type MemberReadAnswer = (
  access: WorkspaceAccess,
  search: URLSearchParams,
  params: PathParams,
) => MockReply;
export type MemberWriteAnswer = (access: WorkspaceAccess, body: unknown, params: PathParams) => MockReply;
export type AdminReadAnswer = (search: URLSearchParams, params: PathParams) => MockReply;

export type WriteAnswer = (body: unknown, csrfToken: string | null, params: PathParams) => MockReply;

/** An area of the mock API beyond spec §7 (account settings, dashboards, templates, …), one module each. */
export type MockArea = (context: MockContext) => RequestHandler[];
