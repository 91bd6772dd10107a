import { useMemo } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import {
  createCredential,
  deleteCredential,
  getCredential,
  getCredentialUsage,
  listCredentials,
  updateCredential,
} from '../calls/credentials';
import type {
  CredentialInput,
  CredentialListQuery,
  CredentialListReply,
  CredentialReply,
} from '../schemas/credential-calls';
import { usePagedSWR } from './paged';
import { credentialKeys } from './query-keys';
import { type Settlement, useSettle } from './settle';

/*
 * Third-party credentials (the keys to the storage and services templates name). No key here ever holds a
 * secret: the replies cached below have none, and secrets typed into a form go out in its write only.
 */

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
  const settle = useSettle();
  return useMemo(() => {
    const saved = (reply: CredentialReply): Settlement => ({
      write: [[credentialKeys.detail(slug, reply.credential.id), reply]],
      invalidate: [credentialKeys.lists(slug)],
    });
    return {
      create: (input: CredentialInput) => settle(createCredential(slug, input), saved),
      update: (id: number, input: CredentialInput) => settle(updateCredential(slug, id, input), saved),
      remove: (id: number) =>
        settle(deleteCredential(slug, id), {
          clear: [credentialKeys.detail(slug, id)],
          invalidate: [credentialKeys.lists(slug)],
        }),
    };
  }, [settle, slug]);
}
