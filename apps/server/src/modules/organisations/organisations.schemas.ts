import { z } from 'zod';
import { SIZE_BANDS } from '@mobiverte/contracts';

export const organisationIdParams = z.object({ organisationId: z.uuid() });

export const organisationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  employeesCount: z.number().int(),
  participantsCount: z.number().int(),
  branchesCount: z.number().int(),
  inviteCode: z.string(),
  cityName: z.string(),
  regionName: z.string().nullable(),
  sizeBand: z.enum(SIZE_BANDS),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;
