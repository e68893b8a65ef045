import { z } from 'zod';
import { mailerLiteSubscriberSchema } from '@mobiverte/contracts';

export const mailerLiteCityParams = z.object({ cityId: z.uuid() });

export const syncMailerLiteBody = z.object({
  cityId: z.uuid().meta({ description: 'The city whose mailing list is synchronised' }),
});

export const mailerLiteSubscribersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional().meta({ description: 'Part of the name or the email' }),
});
export type MailerLiteSubscribersQuery = z.infer<typeof mailerLiteSubscribersQuery>;

export const mailerLiteSubscribersList = z.object({
  data: z.array(mailerLiteSubscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
