import { z } from 'zod';
import { statsQuerySchema } from '@mobiverte/contracts';

/** The statistics query of the city-only routes. */
export const cityStatsQuerySchema = statsQuerySchema.extend({ ownerType: z.literal('city') });

/** How every statistics route reads its period, for the OpenAPI descriptions. */
export const PERIOD_DESCRIPTION =
  'Days are the city’s, both ends included. period + periodKey (`2026-W47` ISO week, `2026-11` month, `2026` year); ' +
  'without a key, the period holding startDate (or today); range needs startDate and endDate (400 ' +
  '`end_date_required` without the end, `end_before_start`); challenges (or challenge alone) cover the ' +
  'days of that challenge (an id of a challenge the actor may read, else 404). Without period: a range when dates are given, else the current month.';
