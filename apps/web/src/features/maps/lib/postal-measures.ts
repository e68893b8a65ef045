import type { PostalAreaFigures } from '@mobiverte/contracts';

/** The measures of the postal-area map. */
export const POSTAL_MEASURES = ['participants', 'activeShare', 'ghgAvoidedKg'] as const;
export type PostalMeasure = (typeof POSTAL_MEASURES)[number];

export const readPostalMeasure = (value: string | null): PostalMeasure =>
  (POSTAL_MEASURES as readonly string[]).includes(value ?? '') ? (value as PostalMeasure) : 'participants';

/** One row of the areas' table: an area with its figures, or without them under the privacy threshold. */
export type PostalAreaRow = { code: string; figures: PostalAreaFigures | null };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The areas of the answer as table rows: the figures the server merged into each feature's properties. */
export function toPostalRows(features: readonly unknown[]): PostalAreaRow[] {
  return features.flatMap((feature) => {
    const properties = (feature as { properties?: Record<string, unknown> | null }).properties ?? {};
    if (properties.code === undefined || properties.code === null) return [];
    const code = String(properties.code);
    const { participants, activeParticipants, activeShare, trips, ghgAvoidedKg } = properties;
    const figures =
      isNumber(participants) && isNumber(activeShare) && isNumber(ghgAvoidedKg)
        ? {
            code,
            participants,
            activeParticipants: isNumber(activeParticipants) ? activeParticipants : 0,
            activeShare,
            trips: isNumber(trips) ? trips : 0,
            ghgAvoidedKg,
          }
        : null;
    return [{ code, figures }];
  });
}
