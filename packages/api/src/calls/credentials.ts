import {
  CredentialInputSchema,
  CredentialListQuerySchema,
  CredentialListReplySchema,
  CredentialReplySchema,
  CredentialTestInputSchema,
  CredentialTestReplySchema,
  CredentialUsageReplySchema,
} from '../schemas/credential-calls';
import { EnvelopeSchema } from '../schemas/envelope';
import { actionCall, listCall, readCall, writeCall } from './call-kit';

const segment = encodeURIComponent;
const credentials = (slug: string) => `/${segment(slug)}/api/credentials`;
const credential = (slug: string, id: number) => `${credentials(slug)}/${id}`;

/** A page of the workspace's third-party credentials, searched and sorted; no secret is ever in it. */
export const listCredentials = listCall(
  (slug: string) => `${credentials(slug)}.json`,
  CredentialListQuerySchema,
  CredentialListReplySchema,
);

export const getCredential = readCall(
  (slug: string, id: number) => `${credential(slug, id)}.json`,
  CredentialReplySchema,
);

/** Refused with a 400 for a taken or malformed name, or a field its type's declaration refuses. */
export const createCredential = writeCall(
  (slug: string) => `${credentials(slug)}/create.json`,
  CredentialInputSchema,
  CredentialReplySchema,
);

/** As createCredential; a secret left out of `fields` keeps the stored one. */
export const updateCredential = writeCall(
  (slug: string, id: number) => `${credential(slug, id)}.json`,
  CredentialInputSchema,
  CredentialReplySchema,
);

/** Tries the credential against its service; a failure is an answer (`test.ok` false), not an error. */
export const testCredential = writeCall(
  (slug: string) => `${credentials(slug)}/test.json`,
  CredentialTestInputSchema,
  CredentialTestReplySchema,
);

/** The templates whose steps name the credential. */
export const getCredentialUsage = readCall(
  (slug: string, id: number) => `${credential(slug, id)}/usage.json`,
  CredentialUsageReplySchema,
);

export const deleteCredential = actionCall(
  (slug: string, id: number) => `${credential(slug, id)}/delete.json`,
  EnvelopeSchema,
);
