import { describe, expect, it } from 'vitest';
import {
  hoursOfWindow,
  mapQuery,
  mapRangeError,
  MAP_PARTICIPANTS_CAP,
  mergeCappedParticipants,
  parseHourWindow,
  postalAreaOf,
  readPostalAreas,
  showsPostalAreaFigures,
  suppressBins,
} from './maps.ts';

const cap = (set: number[]) => set.slice(0, MAP_PARTICIPANTS_CAP);
const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('map bins and their threshold', () => {
  it('counts the distinct participants of merged sets exactly below the cap, and the cap above it', () => {
    expect(
      mergeCappedParticipants([
        [1, 2],
        [2, 3],
        [3, 4],
      ]),
    ).toHaveLength(4);
    // 30 + 30 participants with 10 in common: 50 distinct, at the cap
    expect(mergeCappedParticipants([range(0, 30), range(20, 30)])).toHaveLength(50);
    // two full sets (each holding only 50 of their many participants) merge into the cap, whatever their overlap
    expect(mergeCappedParticipants([cap(range(0, 80)), cap(range(0, 80))])).toHaveLength(MAP_PARTICIPANTS_CAP);
    // the rule composes: merging capped days gives what merging the whole month gives
    const days = [range(0, 20), range(10, 60), range(100, 3)];
    const month = new Set(days.flat()).size;
    expect(mergeCappedParticipants(days.map(cap))).toHaveLength(Math.min(month, MAP_PARTICIPANTS_CAP));
  });

  it('never shows a bin of 4 participants when the threshold is 5, nor tells which were left out', () => {
    const bins = [
      { cell: 'a', trips: 40, participants: 4 },
      { cell: 'b', trips: 3, participants: 5 },
      { cell: 'c', trips: 90, participants: 1 },
    ];
    const { shown, suppressed } = suppressBins(bins, 5);
    expect(shown.map((bin) => bin.cell)).toEqual(['b']);
    expect(suppressed).toBe(2);
  });

  it('holds through the difference of two overlapping requests: each bin is judged on its own filtered set', () => {
    // A cell where 5 participants ride at 7–9 and one more at 9–10: the 7–10 request shows it with 6, the 7–9
    // request with 5; the 9–10 request, whose set is that one participant, never shows it.
    const trips = [
      ...range(1, 5).map((participant) => ({ participant, hour: 7 + (participant % 2) })),
      { participant: 6, hour: 9 },
    ];
    const request = (from: number, to: number) => {
      const window = parseHourWindow(`${from}-${to}`)!;
      const hours = hoursOfWindow(window);
      const set = trips.filter((trip) => hours.includes(trip.hour)).map((trip) => [trip.participant]);
      const participants = mergeCappedParticipants(set).length;
      return suppressBins([{ cell: 'x', trips: set.length, participants }], 5).shown;
    };
    expect(request(7, 10)).toEqual([{ cell: 'x', trips: 6, participants: 6 }]);
    expect(request(7, 9)).toEqual([{ cell: 'x', trips: 5, participants: 5 }]);
    expect(request(9, 10)).toEqual([]);
  });

  it('shows an area’s figures only with enough participants and none or enough active ones', () => {
    expect(showsPostalAreaFigures({ participants: 4, activeParticipants: 0 }, 5)).toBe(false);
    expect(showsPostalAreaFigures({ participants: 12, activeParticipants: 0 }, 5)).toBe(true);
    expect(showsPostalAreaFigures({ participants: 12, activeParticipants: 1 }, 5)).toBe(false);
    expect(showsPostalAreaFigures({ participants: 12, activeParticipants: 5 }, 5)).toBe(true);
  });
});

describe('map queries', () => {
  const base = { startDate: '2026-01-01', endDate: '2026-01-31' };
  const id = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';

  it('takes exactly one of cityId and organisationId, hours from 0 to 24, known modes', () => {
    expect(mapQuery.safeParse({ ...base, cityId: id, hours: '7-9', modes: 'bike,walk' }).success).toBe(true);
    expect(mapQuery.safeParse({ ...base }).success).toBe(false);
    expect(mapQuery.safeParse({ ...base, cityId: id, organisationId: id }).success).toBe(false);
    expect(mapQuery.safeParse({ ...base, cityId: id, hours: '7-25' }).success).toBe(false);
    expect(mapQuery.safeParse({ ...base, cityId: id, hours: '9' }).success).toBe(false);
    expect(mapQuery.safeParse({ ...base, cityId: id, modes: 'bike,teleport' }).success).toBe(false);
  });

  it('allows 366 days at most, the end not before the start', () => {
    expect(mapRangeError({ startDate: '2024-01-01', endDate: '2024-12-31' })).toBeNull();
    expect(mapRangeError({ startDate: '2024-01-01', endDate: '2025-01-01' })).toBe('map_range_too_long');
    expect(mapRangeError({ startDate: '2026-02-01', endDate: '2026-01-31' })).toBe('end_before_start');
  });

  it('reads the hours of a window, past midnight too', () => {
    expect(hoursOfWindow(parseHourWindow('7-9'))).toEqual([7, 8]);
    expect(hoursOfWindow(parseHourWindow('22-2'))).toEqual([0, 1, 22, 23]);
    expect(hoursOfWindow(null)).toHaveLength(24);
  });
});

describe('postal areas', () => {
  const ring = [
    [-73.7, 45.5],
    [-73.6, 45.5],
    [-73.6, 45.6],
    [-73.7, 45.5],
  ];
  const feature = (properties: unknown, geometry: unknown) => ({ type: 'Feature', properties, geometry });
  const collection = (...features: unknown[]) => ({ type: 'FeatureCollection' as const, features });

  it('keeps the code and the polygons of each feature', () => {
    const read = readPostalAreas(
      collection(
        feature({ CFSAUID: 'H7T', name: 'x' }, { type: 'Polygon', coordinates: [ring] }),
        feature({ CFSAUID: 'H7N' }, { type: 'MultiPolygon', coordinates: [[ring], [ring]] }),
      ),
      'CFSAUID',
    );
    expect(read).toEqual({
      ok: true,
      areas: [
        { code: 'H7T', geometry: { type: 'Polygon', coordinates: [ring] } },
        { code: 'H7N', geometry: { type: 'MultiPolygon', coordinates: [[ring], [ring]] } },
      ],
    });
  });

  it('refuses points, open rings, positions out of range, a missing or empty code and a code twice', () => {
    const polygon = { type: 'Polygon', coordinates: [ring] };
    const refused = (geojson: ReturnType<typeof collection>) => {
      const read = readPostalAreas(geojson, 'code');
      return read.ok ? null : [read.code, read.feature];
    };
    expect(refused(collection(feature({ code: 'A' }, { type: 'Point', coordinates: [1, 2] })))).toEqual([
      'postal_areas_not_polygons',
      0,
    ]);
    expect(refused(collection(feature({ code: 'A' }, { type: 'Polygon', coordinates: [ring.slice(0, 3)] })))).toEqual([
      'postal_areas_not_polygons',
      0,
    ]);
    const far = ring.map(([lng, lat]) => [lng! * 3, lat!]);
    expect(refused(collection(feature({ code: 'A' }, { type: 'Polygon', coordinates: [far] })))).toEqual([
      'postal_areas_not_polygons',
      0,
    ]);
    expect(refused(collection(feature({ code: 'A' }, polygon), feature({ other: 'B' }, polygon)))).toEqual([
      'postal_areas_code_missing',
      1,
    ]);
    expect(refused(collection(feature({ code: '  ' }, polygon)))).toEqual(['postal_areas_code_missing', 0]);
    expect(refused(collection(feature({ code: 'h7t' }, polygon), feature({ code: 'H7T' }, polygon)))).toEqual([
      'postal_areas_duplicate_code',
      1,
    ]);
  });

  it('puts a home in the area with the longest code that starts its postal code', () => {
    expect(postalAreaOf('h7t 1a1', ['H7', 'H7T', 'H7N'])).toBe('H7T');
    expect(postalAreaOf('75011', ['75011', '75012'])).toBe('75011');
    expect(postalAreaOf('J4B 2C3', ['H7T'])).toBeNull();
  });
});
