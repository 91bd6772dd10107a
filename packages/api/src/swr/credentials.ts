import {
  createCredential,
  deleteCredential,
  getCredential,
  getCredentialUsage,
  listCredentials,
  updateCredential,
} from '../calls/credentials';
import type { CredentialReply } from '../schemas/credential-calls';
import { entityActionsHook, workspaceEntityCache } from './action-kit';
import { pageHook, resourceHook } from './hook-kit';
import { credentialKeys } from './query-keys';

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
export const useCredentialActions = entityActionsHook(
  workspaceEntityCache(credentialKeys, (reply: CredentialReply) => reply.credential.id),
  { saves: { create: createCredential, update: updateCredential }, removes: { remove: deleteCredential } },
);
