import { line } from '@mobiverte/contracts';
import { z } from 'zod';

export const categoryIdParams = z.object({ categoryId: z.uuid() });

export const categoryBodySchema = z.object({
  nameFr: line().trim().min(1).max(120),
  nameEn: line().trim().min(1).max(120),
  nameDe: line()
    .trim()
    .max(120)
    .nullish()
    .transform((value) => value || null),
  displayingOrder: z.number().int().min(0).max(100_000).default(0),
});
export const categoryPatchSchema = categoryBodySchema.partial();
export type CategoryInput = z.infer<typeof categoryBodySchema>;

export const categorySchema = z.object({
  id: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  nameDe: z.string().nullable(),
  displayingOrder: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ data: z.array(categorySchema), total: z.number().int() });
