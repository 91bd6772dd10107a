import { AssemblyReplySchema } from '../schemas/assembly-calls';
import {
  AssemblyProgressReplySchema,
  type AssemblyUploadInput,
  AssemblyUploadInputSchema,
} from '../schemas/assembly-upload';
import { downloadFile, type TransferOptions, uploadFile } from '../transfers';
import { segment, workspaceApi } from './address-parts';
import { readCall } from './call-kit';

const assemblies = (slug: string) => `${workspaceApi(slug)}/assemblies`;

/**
 * Uploads a file as multipart form data and runs the workspace's template `template_id` on it: the reply is the
 * new assembly, uploading; 400 for a missing or empty file, 404 for a template the workspace does not have.
 */
export const uploadAssembly = (slug: string, body: AssemblyUploadInput, transfer: TransferOptions = {}) =>
  uploadFile({
    ...transfer,
    path: `${assemblies(slug)}/upload.json`,
    body,
    requestSchema: AssemblyUploadInputSchema,
    responseSchema: AssemblyReplySchema,
  });

/** An assembly with its upload and each step's state and results; an unknown id is a 404. */
export const getAssemblyProgress = readCall(
  (slug: string, id: string) => `${assemblies(slug)}/${segment(id)}/progress.json`,
  AssemblyProgressReplySchema,
);

/**
 * A result's file, from the `path` its progress gives (refused when it leads off the API's origin); a 404 for an
 * unknown one, a 410 once it is not kept.
 */
export const downloadAssemblyResult = (path: string, transfer: TransferOptions = {}) =>
  downloadFile({ ...transfer, path });
