import type { z } from 'zod/mini';
import { request } from '../client';
import { segment, workspaceApi } from './address-parts';
import { type ListQuery, queryString } from './query-string';

/*
 * A call is declared once, as data: the address its arguments build, and its request and reply schemas; the
 * function that makes it is derived here. A call that needs more of the request helper (a status that means
 * "nothing here", failures that are only logged, an abort signal) calls `request` itself.
 *
 * Each builder is marked free of side effects (__NO_SIDE_EFFECTS__), so that a page's bundle drops the derived
 * functions of its area that it never calls, as it would drop unused plain functions.
 */

type Schema = z.ZodMiniType;
type Path<Args extends unknown[]> = (...args: Args) => string;

/** A read: GET the address `path` builds from the call's arguments, its reply checked against `reply`. */
/*@__NO_SIDE_EFFECTS__*/
export function readCall<Args extends unknown[], Reply extends Schema>(path: Path<Args>, reply: Reply) {
  return (...args: Args) => request({ path: path(...args), responseSchema: reply });
}

type QuerySchema = Schema & { shape: object };

/** The address `path` builds from the arguments before the query, and the query as queryString writes it. */
function queried<Args extends unknown[]>(path: Path<Args>, query: QuerySchema, args: unknown[]) {
  // The address takes as many arguments as `path` declares; one more is the query.
  const sent = (args.length > path.length ? args[path.length] : undefined) as ListQuery | undefined;
  return `${path(...(args.slice(0, path.length) as Args))}${queryString(sent ?? {}, query)}`;
}

/**
 * A page of a list: a read whose last argument, which may be left out, is the list's query (paging, filters,
 * sort), sent in the order `query` declares its fields.
 */
/*@__NO_SIDE_EFFECTS__*/
export function listCall<Args extends unknown[], Query extends QuerySchema, Reply extends Schema>(
  path: Path<Args>,
  query: Query,
  reply: Reply,
) {
  return (...args: [...Args, query?: z.output<Query> & ListQuery]) =>
    request({ path: queried(path, query, args), responseSchema: reply });
}

/** As listCall for a read whose query must be given (a report's period, a chart's range). */
/*@__NO_SIDE_EFFECTS__*/
export function queryCall<Args extends unknown[], Query extends QuerySchema, Reply extends Schema>(
  path: Path<Args>,
  query: Query,
  reply: Reply,
) {
  return (...args: [...Args, query: z.output<Query> & ListQuery]) =>
    request({ path: queried(path, query, args), responseSchema: reply });
}

/** A write with a body: POST the call's last argument, checked against `body`, to the address the others build. */
/*@__NO_SIDE_EFFECTS__*/
export function writeCall<Args extends unknown[], Body extends Schema, Reply extends Schema>(
  path: Path<Args>,
  body: Body,
  reply: Reply,
) {
  return (...args: [...Args, body: z.input<Body>]) =>
    request({
      path: path(...(args.slice(0, -1) as Args)),
      method: 'POST',
      body: args[args.length - 1] as z.input<Body>,
      requestSchema: body,
      responseSchema: reply,
    });
}

/** A write the address says all of (replay, delete, resend): POST with no body. */
/*@__NO_SIDE_EFFECTS__*/
export function actionCall<Args extends unknown[], Reply extends Schema>(path: Path<Args>, reply: Reply) {
  return (...args: Args) => request({ path: path(...args), method: 'POST', responseSchema: reply });
}

/** The address of a call on the workspace itself rather than on one of its entities: `/{slug}/api{rest}`. */
export const workspacePath = (rest: string) => (slug: string) => `${workspaceApi(slug)}${rest}`;

/**
 * The addresses of the calls on an entity every workspace has its own of, as query-keys.ts has its keys: `all(rest)`
 * among the workspace's (`/{slug}/api/{entity}{rest}`), `one(rest)` under one of them by id.
 */
export function workspaceEntityPaths<Id extends string | number>(entity: string) {
  const base = workspacePath(`/${entity}`);
  return {
    all: (rest: string) => (slug: string) => `${base(slug)}${rest}`,
    one: (rest: string) => (slug: string, id: Id) => `${base(slug)}/${segment(id)}${rest}`,
  };
}

/** The same for an entity the admin area reads across every workspace: `/admin/api/{entity}{rest}`. */
export function adminEntityPaths<Id extends string | number>(entity: string) {
  const base = `/admin/api/${entity}`;
  return {
    all: (rest: string) => () => `${base}${rest}`,
    one: (rest: string) => (id: Id) => `${base}/${segment(id)}${rest}`,
  };
}
