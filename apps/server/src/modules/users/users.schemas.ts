import {
  calendarDay,
  line,
  TRANSPORT_MODES,
  USER_EXPORT_FORMATS,
  USER_EXPORT_LANGUAGES,
  USER_LIST_SORTS,
  USER_PAGE_SIZES,
} from '@mobiverte/contracts';
import { z } from 'zod';

const day = calendarDay();

export const userFiltersSchema = z.object({
  q: line().trim().max(200).optional(),
  organisationId: z.uuid().optional(),
  branchId: z.uuid().optional(),
  mode: z.enum(TRANSPORT_MODES).optional(),
  activeDays: z.coerce.number().int().min(1).max(366).optional(),
  joinedFrom: day.optional(),
  joinedTo: day.optional(),
});
export type UserFiltersQuery = z.infer<typeof userFiltersSchema>;

export const usersQuerySchema = userFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((value) => (USER_PAGE_SIZES as readonly number[]).includes(value), 'Page size is 10, 25, 50 or 100')
    .default(25),
  sort: z.enum(USER_LIST_SORTS).default('lastName'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersExportQuerySchema = userFiltersSchema.extend({
  format: z.enum(USER_EXPORT_FORMATS).default('csv'),
  language: z.enum(USER_EXPORT_LANGUAGES).default('fr'),
  acceptDataPolicy: z
    .enum(['true', 'false'])
    .optional()
    .describe('`true` states that the admin accepts the data-use policy (recorded); anything else answers 403'),
});
export type UsersExportQuery = z.infer<typeof usersExportQuerySchema>;

const modeTotalsSchema = z.object({ distanceM: z.number(), sessions: z.number().int() });

export const userListItemSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  organisationId: z.string().nullable(),
  organisationName: z.string().nullable(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  /** Absent for an organisation's admins (data-use rights). */
  postalCode: z.string().nullable().optional(),
  joinedAt: z.string(),
  lastLogin: z.string().nullable(),
  lastTripAt: z.string().nullable(),
  controlPoints: z.object({
    home: z.string().nullable().optional(),
    work: z.string().nullable(),
    academic: z.string().nullable().optional(),
  }),
  carpoolCode: z.string().nullable(),
  primaryMode: z.enum(TRANSPORT_MODES).nullable(),
  totalPoints: z.number().int(),
  greenpoints: z.number().int(),
  /** Total greenhouse gas avoided, in kg. */
  ghgKg: z.number(),
  distanceKm: z.number(),
  sessions: z.number().int(),
  activeDays: z.number().int(),
  /** Distance (m) and sessions per transport mode, only the modes used. */
  modes: z.partialRecord(z.enum(TRANSPORT_MODES), modeTotalsSchema),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.object({
  data: z.array(userListItemSchema),
  total: z.number().int(),
  columns: z.array(z.string()).describe('The columns the admin may see under its data-use rights'),
});

export const dataPolicyBodySchema = z.object({ accept: z.literal(true) });
export const dataPolicyAcceptanceSchema = z.object({
  id: z.string(),
  policyVersion: z.string(),
  acceptedAt: z.string(),
});

export const userExportsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const userExportLogSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      organisationName: z.string().nullable(),
      format: z.enum(USER_EXPORT_FORMATS),
      filters: z.record(z.string(), z.union([z.string(), z.number()])),
      rowCount: z.number().int(),
      createdAt: z.string(),
      policyVersion: z.string(),
      acceptedAt: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const userFilterOptionsSchema = z.object({
  organisations: z.array(z.object({ id: z.string(), name: z.string() })),
  branches: z.array(z.object({ id: z.string(), name: z.string(), organisationId: z.string() })),
});
