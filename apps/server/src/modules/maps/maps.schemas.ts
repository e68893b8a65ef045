import { z } from 'zod';
import { MAP_MODES, type CorridorMap, type HeatMap, type MapConfig, type PostalAreaMap } from '@mobiverte/contracts';

const mode = z.enum(MAP_MODES);
const mapCellSchema = z.object({
  cell: z.string().meta({ description: 'H3 index (hexadecimal)' }),
  lng: z.number(),
  lat: z.number(),
  trips: z.number().int(),
  participants: z.number().int().meta({ description: 'Distinct participants, counted up to participantsCap' }),
});

export const heatMapSchema = z.object({
  resolution: z.number().int(),
  minParticipants: z.number().int(),
  cells: z.array(mapCellSchema),
  suppressedCells: z.number().int(),
  maxTrips: z.number().int(),
  participantsCap: z.number().int().optional(),
}) satisfies z.ZodType<HeatMap>;

export const corridorMapSchema = z.object({
  resolution: z.number().int(),
  minParticipants: z.number().int(),
  corridors: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      path: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
      trips: z.number().int(),
      participants: z.number().int(),
      distanceKm: z.number(),
      lengthKm: z.number().optional(),
      modes: z.partialRecord(mode, z.number().int()),
      mainMode: mode,
    }),
  ),
  starts: z.array(mapCellSchema),
  ends: z.array(mapCellSchema),
  suppressedCorridors: z.number().int(),
  suppressedEndpoints: z.number().int().optional(),
  participantsCap: z.number().int().optional(),
}) satisfies z.ZodType<CorridorMap>;

export const postalAreaMapSchema = z.object({
  minParticipants: z.number().int(),
  codeProperty: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  areas: z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(z.unknown()).meta({
      description:
        'GeoJSON features (Polygon or MultiPolygon); properties: code, and, above the threshold, participants, ' +
        'activeParticipants, activeShare (0–1), trips, ghgAvoidedKg',
    }),
  }),
  suppressedAreas: z.number().int(),
}) satisfies z.ZodType<PostalAreaMap>;

export const mapConfigSchema = z.object({
  styleUrl: z.string().nullable(),
  minParticipants: z.number().int(),
  center: z.object({ lng: z.number(), lat: z.number() }),
  zoom: z.number(),
}) satisfies z.ZodType<MapConfig>;

export const postalAreasUploadSchema = z.object({
  areas: z.number().int(),
  codeProperty: z.string(),
  uploadedAt: z.string(),
});
