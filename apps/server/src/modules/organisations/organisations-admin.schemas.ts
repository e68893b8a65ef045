import { z } from 'zod';
import { line } from '@mobiverte/contracts';

const figures = {
  trips: z.number().int(),
  sessions: z.number().int(),
  distanceKm: z.number(),
  ghgKg: z.number(),
  greenpoints: z.number().int(),
};

export const organisationOverviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  inviteCode: z.string(),
  email: z.string(),
  contactEmail: z.string().nullable(),
  adminName: z.string().nullable(),
  regionName: z.string().nullable(),
  cityName: z.string(),
  employees: z.number().int(),
  active: z.boolean(),
  deactivatedAt: z.string().nullable(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  figures: z.object({ participants: z.number().int(), activeThisMonth: z.number().int(), ...figures }),
  branches: z.array(z.object({ id: z.string(), name: z.string(), participants: z.number().int(), ...figures })),
  coAdmins: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['confirmed', 'pending']),
      name: z.string().nullable(),
      email: z.string(),
      canEdit: z.boolean(),
      lastSignIn: z.string().nullable(),
    }),
  ),
});

export const organisationParticipantsQuery = z.object({
  q: line().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const organisationParticipantsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      branchId: z.string().nullable(),
      branchName: z.string().nullable(),
      joinedAt: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const branchMergeResultSchema = z.object({
  intoBranchId: z.string(),
  movedParticipants: z.number().int(),
  movedTrips: z.number().int(),
});

export const participantMoveResultSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  branchId: z.string().nullable(),
});

export const cataloguePreviewQuery = z.object({
  categoryId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
