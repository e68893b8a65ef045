import { z } from 'zod';
import { TRANSPORT_MODES } from './constants.ts';
import { emissionFactorSchema } from './emission-factors.ts';
import { calendarDay } from './text.ts';

/** A commuting report covers at most three years (1,096 days). */
export const REPORT_MAX_RANGE_DAYS = 1096;
export const REPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const reportQuery = z
  .object({
    cityId: z.uuid().optional(),
    organisationId: z.uuid().optional(),
    startDate: calendarDay(),
    endDate: calendarDay(),
  })
  .refine((query) => (query.cityId === undefined) !== (query.organisationId === undefined), {
    message: 'Give either cityId or organisationId',
    path: ['cityId'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportDownloadQuery = z
  .object({
    cityId: z.uuid().optional(),
    organisationId: z.uuid().optional(),
    startDate: calendarDay(),
    endDate: calendarDay(),
    format: z.enum(REPORT_FORMATS),
    language: z.enum(['fr', 'en', 'de']).default('fr'),
  })
  .refine((query) => (query.cityId === undefined) !== (query.organisationId === undefined), {
    message: 'Give either cityId or organisationId',
    path: ['cityId'],
  });
export type ReportDownloadQuery = z.infer<typeof reportDownloadQuery>;

export function reportRangeError(range: { startDate: string; endDate: string }) {
  if (range.endDate < range.startDate) return 'end_before_start' as const;
  const days = (Date.parse(`${range.endDate}T00:00:00Z`) - Date.parse(`${range.startDate}T00:00:00Z`)) / 86_400_000;
  return days + 1 > REPORT_MAX_RANGE_DAYS ? ('report_range_too_long' as const) : null;
}

/**
 * One mode's figures: the participants who made at least one sustainable trip in it, those trips, their counted
 * distance, what they emitted and what they avoided. A participant who used several modes counts in each of them.
 */
export const reportModeFiguresSchema = z.object({
  mode: z.enum(TRANSPORT_MODES),
  participants: z
    .number()
    .int()
    .meta({
      description:
        'Distinct participants with at least one sustainable trip in this mode in the range (their sum over the modes ' +
        'can exceed the participants: a participant who used several modes counts in each)',
    }),
  trips: z.number().int(),
  distanceKm: z.number(),
  emittedKg: z.number(),
  avoidedKg: z.number(),
});
export type ReportModeFigures = z.infer<typeof reportModeFiguresSchema>;

const figures = {
  participants: z.number().int().meta({ description: 'Distinct participants with a sustainable trip in the range' }),
  employees: z.number().int().nullable().meta({ description: "The organisations' declared employees (null: unknown)" }),
  coverage: z.number().nullable().meta({ description: 'participants ÷ employees, 0–1 (null without employees)' }),
  trips: z.number().int(),
  distanceKm: z.number(),
  emittedKg: z.number().meta({ description: 'Σ distance × the mode’s factor' }),
  avoidedKg: z.number().meta({ description: 'Σ distance × (car factor − the mode’s factor), never negative' }),
  creditedKg: z
    .number()
    .meta({ description: 'GHG avoided as credited at ingestion (0.21 kg/km before a switch to per-mode factors)' }),
  extrapolatedEmittedKg: z
    .number()
    .nullable()
    .meta({ description: 'An extrapolation to all employees: emittedKg × employees ÷ participants' }),
  extrapolatedAvoidedKg: z.number().nullable(),
  modes: z.array(reportModeFiguresSchema),
};

export const reportRowSchema = z.object({
  kind: z.enum(['organisation', 'branch', 'no_branch']),
  id: z.uuid().nullable(),
  name: z.string(),
  ...figures,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const commutingReportSchema = z.object({
  scope: z.object({
    kind: z.enum(['organisation', 'city']),
    id: z.uuid(),
    name: z.string(),
    cityName: z.string(),
  }),
  startDate: z.string(),
  endDate: z.string(),
  generatedAt: z.string(),
  perModeSince: z.string().nullable(),
  factors: z.array(emissionFactorSchema.extend({ custom: z.boolean() })),
  totals: z.object(figures),
  rows: z.array(reportRowSchema),
});
export type CommutingReport = z.infer<typeof commutingReportSchema>;
export type ReportFigures = CommutingReport['totals'];
