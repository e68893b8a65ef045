import { z } from 'zod';
import { SORT_ORDERS } from './challenges.ts';
import { TABLE_PAGE_SIZE } from './constants.ts';
import { line } from './text.ts';

/** The spec's organisation search (§7, §9): at most 25 results, over organisations signed in since 1 June. */
export const ORGANISATION_SEARCH_LIMIT = 25;

/**
 * The first day of the spec's cached organisations (§7: "lastLogin on or after 1 June of the current year"),
 * in UTC: the search looks only at organisations that signed in since then.
 */
export function organisationSearchCutoff(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), 5, 1));
}

export const ORGANISATION_SORTS = [
  'name',
  'inviteCode',
  'adminName',
  'email',
  'contactEmail',
  'region',
  'lastLogin',
  'employees',
  'participants',
  'activeThisMonth',
] as const;
export type OrganisationSort = (typeof ORGANISATION_SORTS)[number];

/** `GET /api/organisations` (city admins). */
export const organisationListQuery = z.object({
  q: line().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(TABLE_PAGE_SIZE),
  sort: z.enum(ORGANISATION_SORTS).default('name'),
  order: z.enum(SORT_ORDERS).default('asc'),
});
export type OrganisationListQuery = z.infer<typeof organisationListQuery>;

export const organisationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  inviteCode: z.string(),
  /** The coordinator's first and last name (the spec's "user name"). */
  adminName: z.string().nullable(),
  email: z.string(),
  contactEmail: z.string().nullable(),
  region: z.string().nullable(),
  lastLogin: z.string().nullable(),
  active: z.boolean(),
  employees: z.number().int(),
  participants: z.number().int(),
  /** Participants with at least one sustainable trip this calendar month (under this organisation). */
  activeThisMonth: z.number().int(),
});
export type OrganisationRow = z.infer<typeof organisationRowSchema>;

export const organisationListSchema = z.object({
  data: z.array(organisationRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Set when `q` was given: the search's cut-off (1 June) and limit (25). */
  search: z.object({ since: z.string(), limit: z.number().int() }).nullable(),
});
export type OrganisationList = z.infer<typeof organisationListSchema>;

/** `POST /api/organisations/{id}/branches/{branchId}/merge` */
export const branchMergeInput = z.object({ intoBranchId: z.uuid() });
export type BranchMergeInput = z.infer<typeof branchMergeInput>;

/** `POST /api/organisations/{id}/participants/{participantId}/move` */
export const participantMoveInput = z.object({
  organisationId: z.uuid(),
  /** A branch of the target organisation, or none. */
  branchId: z.uuid().nullish(),
});
export type ParticipantMoveInput = z.infer<typeof participantMoveInput>;
