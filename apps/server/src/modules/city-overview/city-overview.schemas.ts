import { z } from 'zod';

const adminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'co-admin']),
  canEdit: z.boolean(),
  lastLogin: z.string().nullable(),
});

/** `GET /api/cities/{cityId}/overview`: what `/manage` shows of the programme (the add-ons come from /api/me). */
export const cityOverviewSchema = z.object({
  admins: z.array(adminSchema),
  organisations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      active: z.boolean(),
      employeesCount: z.number().int(),
      participantsCount: z.number().int(),
    }),
  ),
  totals: z.object({
    participants: z.number().int(),
    merchants: z.number().int(),
    stores: z.number().int(),
    products: z.number().int(),
  }),
});
export type CityOverview = z.infer<typeof cityOverviewSchema>;
