import { request } from '../client';
import {
  type CredentialInput,
  CredentialInputSchema,
  type CredentialListQuery,
  CredentialListQuerySchema,
  CredentialListReplySchema,
  CredentialReplySchema,
  type CredentialTestInput,
  CredentialTestInputSchema,
  CredentialTestReplySchema,
  CredentialUsageReplySchema,
} from '../schemas/credential-calls';
import { EnvelopeSchema } from '../schemas/envelope';
import { queryString } from './query-string';

const segment = encodeURIComponent;
const credentials = (slug: string) => `/${segment(slug)}/api/credentials`;

/** A page of the workspace's third-party credentials, searched and sorted; no secret is ever in it. */
export const listCredentials = (slug: string, query: CredentialListQuery = {}) =>
  request({
    path: `${credentials(slug)}.json${queryString(query, CredentialListQuerySchema)}`,
    responseSchema: CredentialListReplySchema,
  });

export const getCredential = (slug: string, id: number) =>
  request({ path: `${credentials(slug)}/${id}.json`, responseSchema: CredentialReplySchema });

/** Refused with a 400 for a taken or malformed name, or a field its type's declaration refuses. */
export const createCredential = (slug: string, body: CredentialInput) =>
  request({
    path: `${credentials(slug)}/create.json`,
    method: 'POST',
    body,
    requestSchema: CredentialInputSchema,
    responseSchema: CredentialReplySchema,
  });

/** As createCredential; a secret left out of `fields` keeps the stored one. */
export const updateCredential = (slug: string, id: number, body: CredentialInput) =>
  request({
    path: `${credentials(slug)}/${id}.json`,
    method: 'POST',
    body,
    requestSchema: CredentialInputSchema,
    responseSchema: CredentialReplySchema,
  });

/** Tries the credential against its service; a failure is an answer (`test.ok` false), not an error. */
export const testCredential = (slug: string, body: CredentialTestInput) =>
  request({
    path: `${credentials(slug)}/test.json`,
    method: 'POST',
    body,
    requestSchema: CredentialTestInputSchema,
    responseSchema: CredentialTestReplySchema,
  });

/** The templates whose steps name the credential. */
export const getCredentialUsage = (slug: string, id: number) =>
  request({ path: `${credentials(slug)}/${id}/usage.json`, responseSchema: CredentialUsageReplySchema });

export const deleteCredential = (slug: string, id: number) =>
  request({ path: `${credentials(slug)}/${id}/delete.json`, method: 'POST', responseSchema: EnvelopeSchema });
