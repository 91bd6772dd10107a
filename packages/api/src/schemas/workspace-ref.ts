import { z } from 'zod/mini';
import { RowIdSchema } from './fields';

/**
 * A workspace as other records name and link it (a coupon's beneficiary, an invoice's owner, a top list's entry):
 * its id, its address (slug) and its name, each typed as the workspace's own.
 */
export const WorkspaceRefSchema = z.object({ id: RowIdSchema, slug: z.string(), name: z.string() });
export type WorkspaceRef = z.infer<typeof WorkspaceRefSchema>;
