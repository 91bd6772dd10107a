import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import {
  createAuthKey,
  getAuthKey,
  listAuthKeys,
  revokeAuthKey,
  rotateAuthKey,
  updateAuthKey,
} from '../calls/auth-keys';
import {
  createCredential,
  deleteCredential,
  getCredential,
  getCredentialUsage,
  listCredentials,
  updateCredential,
} from '../calls/credentials';
import type { AuthKeyInput, AuthKeyUpdateInput } from '../schemas/auth-key';
import type { AuthKeyListQuery, AuthKeyListReply, AuthKeyReply } from '../schemas/auth-key-calls';
import type {
  CredentialInput,
  CredentialListQuery,
  CredentialListReply,
  CredentialReply,
} from '../schemas/credential-calls';
import { usePagedSWR } from './paged';

/*
 * The credentials page's two areas: third-party credentials and API keys. No key here ever holds a secret: the
 * replies cached below have none, and the one call that answers with a secret (revealAuthKeySecret) is made by
 * the screen itself, outside SWR.
 */

type ListQuery = { q?: string; sort?: string; dir?: string; page?: number; per_page?: number };
const listKey = <A extends string>(area: A, slug: string, query: ListQuery) =>
  [
    area,
    slug,
    'list',
    query.q ?? null,
    query.sort ?? null,
    query.dir ?? null,
    query.page ?? null,
    query.per_page ?? null,
  ] as const;

/** Every SWR cache key of the two areas, in one place. */
export const credentialKeys = {
  list: (slug: string, query: CredentialListQuery) => listKey('credentials', slug, query),
  detail: (slug: string, id: number) => ['credentials', slug, 'detail', id] as const,
  usage: (slug: string, id: number) => ['credentials', slug, 'usage', id] as const,
};
export const authKeyKeys = {
  list: (slug: string, query: AuthKeyListQuery) => listKey('auth-keys', slug, query),
  detail: (slug: string, id: number) => ['auth-keys', slug, 'detail', id] as const,
};

const isAreaListKey = (area: string, slug: string) => (key: unknown) =>
  Array.isArray(key) && key[0] === area && key[1] === slug && key[2] === 'list';

export function useCredentials(
  slug: string | null,
  query: CredentialListQuery,
  config?: SWRConfiguration<CredentialListReply>,
) {
  return usePagedSWR(
    slug ? credentialKeys.list(slug, query) : null,
    ([, key]) => listCredentials(key, query),
    config,
  );
}

export function useCredential(slug: string | null, id: number | null) {
  return useSWR(slug && id ? credentialKeys.detail(slug, id) : null, ([, key, , credential]) =>
    getCredential(key, credential),
  );
}

/** The templates that name the credential; pass null to wait. */
export function useCredentialUsage(slug: string | null, id: number | null) {
  return useSWR(slug && id ? credentialKeys.usage(slug, id) : null, ([, key, , credential]) =>
    getCredentialUsage(key, credential),
  );
}

/** Writes on third-party credentials; each refreshes the lists and puts the reply in the credential's key. */
export function useCredentialActions(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async (reply: CredentialReply) => {
      await Promise.all([
        mutate(credentialKeys.detail(slug, reply.credential.id), reply, { revalidate: false }),
        mutate(isAreaListKey('credentials', slug)),
      ]);
      return reply;
    };
    return {
      create: async (input: CredentialInput) => settle(await createCredential(slug, input)),
      update: async (id: number, input: CredentialInput) => settle(await updateCredential(slug, id, input)),
      remove: async (id: number) => {
        const reply = await deleteCredential(slug, id);
        await Promise.all([
          mutate(credentialKeys.detail(slug, id), undefined, { revalidate: false }),
          mutate(isAreaListKey('credentials', slug)),
        ]);
        return reply;
      },
    };
  }, [mutate, slug]);
}

export function useAuthKeys(
  slug: string | null,
  query: AuthKeyListQuery,
  config?: SWRConfiguration<AuthKeyListReply>,
) {
  return usePagedSWR(
    slug ? authKeyKeys.list(slug, query) : null,
    ([, key]) => listAuthKeys(key, query),
    config,
  );
}

export function useAuthKey(slug: string | null, id: number | null) {
  return useSWR(slug && id ? authKeyKeys.detail(slug, id) : null, ([, key, , authKey]) =>
    getAuthKey(key, authKey),
  );
}

/** Writes on API keys; each refreshes the lists and puts the reply (never a secret) in the key's own entry. */
export function useAuthKeyActions(slug: string) {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const settle = async (reply: AuthKeyReply) => {
      await Promise.all([
        mutate(authKeyKeys.detail(slug, reply.auth_key.id), reply, { revalidate: false }),
        mutate(isAreaListKey('auth-keys', slug)),
      ]);
      return reply;
    };
    return {
      create: async (input: AuthKeyInput) => settle(await createAuthKey(slug, input)),
      update: async (id: number, input: AuthKeyUpdateInput) => settle(await updateAuthKey(slug, id, input)),
      rotate: async (id: number) => settle(await rotateAuthKey(slug, id)),
      /** After the show-once call, so the key's page and the list say the secret is gone. */
      refresh: async (id: number) =>
        Promise.all([mutate(authKeyKeys.detail(slug, id)), mutate(isAreaListKey('auth-keys', slug))]),
      revoke: async (id: number) => {
        const reply = await revokeAuthKey(slug, id);
        await Promise.all([
          mutate(authKeyKeys.detail(slug, id), undefined, { revalidate: false }),
          mutate(isAreaListKey('auth-keys', slug)),
        ]);
        return reply;
      },
    };
  }, [mutate, slug]);
}
