import { BADGE_TYPES, BADGE_UNITS, TRANSPORT_MODES } from '@mobiverte/contracts';
import { z } from 'zod';

export const badgeIdParams = z.object({ badgeId: z.uuid() });

const unit = z.enum(Object.values(BADGE_UNITS) as [string, ...string[]]).describe("The quantity's unit");

export const badgeSchema = z.object({
  id: z.string(),
  nameFr: z.string(),
  nameEn: z.string(),
  nameDe: z.string().nullable(),
  type: z.enum(BADGE_TYPES),
  quantity: z.number().describe('What the participant must reach, in the unit'),
  unit,
  level: z.number().int().describe("The badge's rank in its ladder (its type and mode)"),
  points: z.number().int().describe('Points credited once, as a `badge` ledger entry'),
  activityType: z.enum(TRANSPORT_MODES).nullable().describe('Null: every sustainable mode'),
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  holders: z.number().int().describe('How many participants hold it'),
  archivedAt: z
    .string()
    .nullable()
    .describe('When it was archived (no longer awarded, shown only to its holders); null while in use'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** What the participants' app shows: every badge of the city, the participant's, and the way to the next level. */
export const participantBadgeSchema = badgeSchema
  .omit({ holders: true, archivedAt: true, imageId: true, createdAt: true, updatedAt: true })
  .extend({
    awardedAt: z.string().nullable().describe('When the participant got it; null when not held'),
    progress: z.object({
      value: z.number().describe("The participant's value of the badge's measure, in the unit"),
      ratio: z.number().min(0).max(1).describe('value / quantity, at most 1'),
      next: z.boolean().describe('True for the lowest badge of its ladder the participant does not hold yet'),
    }),
  });
export type ParticipantBadge = z.infer<typeof participantBadgeSchema>;
