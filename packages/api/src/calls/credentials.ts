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
import { actionCall, listCall, readCall, workspaceEntityPaths, writeCall } from './call-kit';

const { all, one } = workspaceEntityPaths<number>('credentials');

/** A page of the workspace's third-party credentials, searched and sorted; no secret is ever in it. */
export const listCredentials = listCall(all('.json'), CredentialListQuerySchema, CredentialListReplySchema);

export const getCredential = readCall(one('.json'), CredentialReplySchema);

/** Refused with a 400 for a taken or malformed name, or a field its type's declaration refuses. */
export const createCredential = writeCall(all('/create.json'), CredentialInputSchema, CredentialReplySchema);

/** As createCredential; a secret left out of `fields` keeps the stored one. */
export const updateCredential = writeCall(one('.json'), CredentialInputSchema, CredentialReplySchema);

/** Tries the credential against its service; a failure is an answer (`test.ok` false), not an error. */
export const testCredential = writeCall(
  all('/test.json'),
  CredentialTestInputSchema,
  CredentialTestReplySchema,
);

/** The templates whose steps name the credential. */
export const getCredentialUsage = readCall(one('/usage.json'), CredentialUsageReplySchema);

export const deleteCredential = actionCall(one('/delete.json'), EnvelopeSchema);
