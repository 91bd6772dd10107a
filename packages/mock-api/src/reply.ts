// The reply shapes of the mock API, apart from the backend so that every area and store can build replies without
// importing the backend that holds them.

/** What a handler sends back: an HTTP status and a JSON body. */
export interface MockReply {
  status: number;
  body: Record<string, unknown>;
}

/** Success, with the reply's own fields beside the envelope's `meta`. */
export const ok = (body: Record<string, unknown> = {}, message?: string, redirect?: string): MockReply => ({
  status: 200,
  body: { meta: { status: 'ok', message: message ?? null, redirect: redirect ?? null }, ...body },
});
/** A refusal; `field` names the request field it is about, so a form can show it beside that field. */
export const failure = (status: number, message: string, field?: string): MockReply => ({
  status,
  body: { meta: { status: 'error', message, redirect: null, ...(field === undefined ? {} : { field }) } },
});
