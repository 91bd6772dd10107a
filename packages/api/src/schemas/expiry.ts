import { z } from 'zod/mini';

/** Spec §9: how long an assembly's status JSON is kept. */
export const ASSEMBLY_STATUS_EXPIRY_OPTIONS = ['NoSave', '1day', '7days', '30days', '90days'] as const;
/** Spec §9: how long transcoding results are kept. */
export const TRANSCODING_RESULT_EXPIRY_OPTIONS = ['NoSave', '1day'] as const;

export const AssemblyStatusExpirySchema = z.enum(ASSEMBLY_STATUS_EXPIRY_OPTIONS);
export type AssemblyStatusExpiry = z.infer<typeof AssemblyStatusExpirySchema>;

export const TranscodingResultExpirySchema = z.enum(TRANSCODING_RESULT_EXPIRY_OPTIONS);
export type TranscodingResultExpiry = z.infer<typeof TranscodingResultExpirySchema>;
