/** The person signed in, as the shells show them in the user menu. */
export type ShellUser = { name: string; email: string; avatarUrl?: string | null };

/** A workspace the person is a member of, as the switcher lists it. */
export type ShellWorkspace = { slug: string; name: string };
