/**
 * The login page's call and schema, loaded when the person first focuses the form rather than with the page: the
 * first page most people open then paints without zod (its budget is 125 KB, React and the router take 98). The
 * other public pages import their calls directly; their own chunks carry zod.
 */
export async function loadLogin() {
  const [{ login }, { LoginInputSchema }] = await Promise.all([import('./auth'), import('../schemas/auth')]);
  return { login, LoginInputSchema };
}

export type LoginModule = Awaited<ReturnType<typeof loadLogin>>;
