import { useMemo } from 'react';
import {
  createCredential,
  deleteCredential,
  getCredential,
  getCredentialUsage,
  listCredentials,
  updateCredential,
} from '../calls/credentials';
import type { CredentialInput, CredentialReply } from '../schemas/credential-calls';
import { entityWrites, pageHook, resourceHook } from './hook-kit';
import { credentialKeys } from './query-keys';
import { useSettle } from './settle';

/*
 * Third-party credentials (the keys to the storage and services templates name). No key here ever holds a
 * secret: the replies cached below have none, and secrets typed into a form go out in its write only.
 */

/** A page of the workspace's credentials (see usePagedSWR). */
export const useCredentials = pageHook(credentialKeys.list, listCredentials);

/** One credential; pass null for either to wait. */
export const useCredential = resourceHook(credentialKeys.detail, getCredential);

/** The templates that name the credential; pass null to wait. */
export const useCredentialUsage = resourceHook(credentialKeys.usage, getCredentialUsage);

/** Writes on third-party credentials; each refreshes the lists and puts the reply in the credential's key. */
export function useCredentialActions(slug: string) {
  const settle = useSettle();
  return useMemo(() => {
    const { saved, removed } = entityWrites(credentialKeys.lists(slug), (reply: CredentialReply) =>
      credentialKeys.detail(slug, reply.credential.id),
    );
    return {
      create: (input: CredentialInput) => settle(createCredential(slug, input), saved),
      update: (id: number, input: CredentialInput) => settle(updateCredential(slug, id, input), saved),
      remove: (id: number) => settle(deleteCredential(slug, id), removed(credentialKeys.detail(slug, id))),
    };
  }, [settle, slug]);
}
