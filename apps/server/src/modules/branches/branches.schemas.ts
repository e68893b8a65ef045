import { line } from '@mobiverte/contracts';
import { z } from 'zod';

export const branchIdParams = z.object({ branchId: z.uuid() });
export const branchesQuerySchema = z.object({ organisationId: z.uuid().optional() });

export const branchBodySchema = z.object({
  name: line().trim().min(1).max(120),
  regionId: z.uuid().nullish(),
});
export const branchPatchSchema = branchBodySchema.partial();
export const createBranchBodySchema = branchBodySchema.extend({ organisationId: z.uuid().optional() });

export const branchSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  name: z.string(),
  regionId: z.string().nullable(),
  regionName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Branch = z.infer<typeof branchSchema>;

export const branchListSchema = z.object({ data: z.array(branchSchema), total: z.number().int() });
export const regionListSchema = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) });
