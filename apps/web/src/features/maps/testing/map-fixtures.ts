import type { CarpoolMeetingPoints, CorridorMap, HeatMap, MapConfig, PostalAreaMap } from '@mobiverte/contracts';

/** Answers shaped like the maps endpoints' (packages/contracts/src/maps.ts), for the feature's tests only. */
export const mapConfigFixture: MapConfig = {
  styleUrl: null,
  minParticipants: 5,
  center: { lng: -75.7, lat: 45.47 },
  zoom: 11,
};

export const heatMapFixture: HeatMap = {
  resolution: 8,
  minParticipants: 5,
  cells: [
    { cell: '882b8d0001fffff', lng: -75.71, lat: 45.47, trips: 120, participants: 18 },
    { cell: '882b8d0003fffff', lng: -75.69, lat: 45.48, trips: 40, participants: 9 },
    { cell: '882b8d0005fffff', lng: -75.72, lat: 45.46, trips: 8, participants: 5 },
  ],
  suppressedCells: 4,
  maxTrips: 120,
};

export const corridorMapFixture: CorridorMap = {
  resolution: 8,
  minParticipants: 5,
  corridors: [
    {
      from: '882b8d0001fffff',
      to: '882b8d0003fffff',
      path: [
        [-75.71, 45.47],
        [-75.69, 45.48],
      ],
      trips: 64,
      participants: 11,
      distanceKm: 1.9,
      modes: { bike: 40, walk: 24 },
      mainMode: 'bike',
    },
    {
      from: '882b8d0003fffff',
      to: '882b8d0005fffff',
      path: [
        [-75.69, 45.48],
        [-75.72, 45.46],
      ],
      trips: 12,
      participants: 6,
      distanceKm: 3.1,
      modes: { bus: 12 },
      mainMode: 'bus',
    },
  ],
  starts: [{ cell: '882b8d0001fffff', lng: -75.71, lat: 45.47, trips: 50, participants: 12 }],
  ends: [{ cell: '882b8d0003fffff', lng: -75.69, lat: 45.48, trips: 44, participants: 10 }],
  suppressedCorridors: 2,
};

const square = (lng: number, lat: number, size = 0.02) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

export const carpoolMeetingPointsFixture: CarpoolMeetingPoints = {
  minParticipants: 5,
  cells: [
    {
      cell: '3031:-3786',
      centre: { lat: 45.4725, lng: -75.71 },
      ring: [
        [-75.72, 45.465],
        [-75.7, 45.465],
        [-75.7, 45.48],
        [-75.72, 45.48],
        [-75.72, 45.465],
      ],
      events: 2,
      matches: 14,
      riders: 9,
      drivers: 4,
    },
  ],
  suppressedCells: 3,
};

export const postalAreaMapFixture: PostalAreaMap = {
  minParticipants: 5,
  codeProperty: 'CP',
  uploadedAt: '2026-03-01T12:00:00.000Z',
  areas: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: square(-75.72, 45.46),
        properties: {
          code: 'J8X',
          participants: 42,
          activeParticipants: 30,
          activeShare: 30 / 42,
          trips: 900,
          ghgAvoidedKg: 310.5,
        },
      },
      {
        type: 'Feature',
        geometry: square(-75.7, 45.46),
        properties: {
          code: 'J8Y',
          participants: 12,
          activeParticipants: 3,
          activeShare: 0.25,
          trips: 120,
          ghgAvoidedKg: 44,
        },
      },
      { type: 'Feature', geometry: square(-75.68, 45.46), properties: { code: 'J8Z' } },
    ],
  },
  suppressedAreas: 1,
};

/** A small upload as a city's GIS service would export it. */
export const postalAreasFileFixture = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: square(-75.72, 45.46), properties: { CP: 'J8X', NOM: 'Hull', SUPERFICIE: 4.2 } },
    { type: 'Feature', geometry: square(-75.7, 45.46), properties: { CP: 'J8Y', NOM: 'Hull', SUPERFICIE: 3.9 } },
    { type: 'Feature', geometry: square(-75.68, 45.46), properties: { CP: 'J8Z', NOM: 'Aylmer' } },
  ],
};
