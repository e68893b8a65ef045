import { NEWS_AUDIENCES, NEWS_CATEGORIES, NEWS_LANGUAGES, NEWS_PAGE_SIZES, NEWS_STATES } from '@mobiverte/contracts';
import { z } from 'zod';

export const newsIdParams = z.object({ newsId: z.uuid() });

export const newsListQuerySchema = z.object({
  state: z.enum(NEWS_STATES).optional().describe('Only the drafts, the scheduled or the published items'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (NEWS_PAGE_SIZES as readonly number[]).includes(value), 'Page size is 10, 25 or 50')
    .default(10),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

const versionSchema = z.object({ title: z.string(), body: z.string() });

export const newsItemSchema = z.object({
  id: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  author: z.string(),
  versions: z.object({ fr: versionSchema, en: versionSchema.optional(), de: versionSchema.optional() }),
  imageId: z.string().nullable(),
  link: z.string().nullable(),
  publishAt: z.string().nullable(),
  state: z.enum(NEWS_STATES),
  audience: z.enum(NEWS_AUDIENCES),
  organisations: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListSchema = z.object({
  data: z.array(
    newsItemSchema.omit({ versions: true }).extend({ title: z.string(), languages: z.array(z.enum(NEWS_LANGUAGES)) }),
  ),
  total: z.number().int(),
  counts: z.object({ draft: z.number().int(), scheduled: z.number().int(), published: z.number().int() }),
  timeZone: z.string(),
});
export type NewsList = z.infer<typeof newsListSchema>;

export const participantNewsQuerySchema = z.object({
  language: z.enum(NEWS_LANGUAGES).optional().describe('The reader’s language; absent: Accept-Language, then French'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const participantNewsItemSchema = z.object({
  id: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  author: z.string(),
  language: z.enum(NEWS_LANGUAGES).describe('The language of this version (French when mine is missing)'),
  title: z.string(),
  body: z.string().describe('Sanitised HTML'),
  imageUrl: z.string().nullable(),
  link: z.string().nullable(),
  publishedAt: z.string(),
});
