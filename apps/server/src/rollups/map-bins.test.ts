import { readFileSync } from 'node:fs';
import { areNeighborCells, latLngToCell } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { MAP_H3_RESOLUTION, MAP_PARTICIPANTS_CAP } from '@mobiverte/contracts';
import { encodePolyline } from '../lib/polyline.ts';
import { eastboundGeometry } from '../test/trip-geometry.ts';
import { ALL_HOURS, ALL_MODES, buildMapBinRows, cellKeyOf, CELL_KINDS, CORRIDOR_MODE_SLOTS } from './map-bin-rows.ts';
import { bigintToCell, binTrip, keepTracksAboveThreshold, participantHash } from './map-bins.ts';

const participant = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe('binning a trip', () => {
  it('puts a dense path in the cells it crosses, its start and end, and its steps between neighbours', () => {
    const bins = binTrip(eastboundGeometry(5000, { start: [45.5, -73.6], points: 60 }))!;
    expect(bins.passed.length).toBeGreaterThanOrEqual(5);
    expect(bigintToCell(bins.start)).toBe(latLngToCell(45.5, -73.6, MAP_H3_RESOLUTION));
    expect(bins.passed).toContain(bins.end);
    for (const [from, to] of bins.transitions) {
      expect(from < to).toBe(true);
      expect(areNeighborCells(bigintToCell(from), bigintToCell(to))).toBe(true);
    }
  });

  it('fills the cells between two far positions of a sparse recording', () => {
    const sparse = binTrip(
      encodePolyline([
        [45.5, -73.6],
        [45.5, -73.55],
      ]),
    )!;
    const dense = binTrip(eastboundGeometry(3900, { start: [45.5, -73.6], points: 80 }))!;
    expect(sparse.passed.length).toBeGreaterThanOrEqual(dense.passed.length - 1);
    for (const [from, to] of sparse.transitions)
      expect(areNeighborCells(bigintToCell(from), bigintToCell(to))).toBe(true);
  });

  it('answers null for a path that does not decode', () => {
    expect(binTrip('')).toBeNull();
    expect(binTrip('\u0001')).toBeNull();
  });

  it('hashes a participant the same way every time, into 32 bits', () => {
    expect(participantHash(participant(7))).toBe(participantHash(participant(7)));
    expect(participantHash(participant(7))).not.toBe(participantHash(participant(8)));
    expect(Number.isInteger(participantHash(participant(7)))).toBe(true);
  });
});

describe('the rows of a batch of trips', () => {
  const change = (index: number, sign: 1 | -1 = 1) => ({
    sign,
    participantId: participant(index),
    cityId: participant(900),
    organisationId: index % 2 === 0 ? participant(901) : null,
    activityType: 'bike',
    localDay: '2026-03-02',
    hour: 8,
    geometry: eastboundGeometry(2000, { start: [45.5, -73.6] }),
  });

  it('adds each trip to its day and month, its hour and every hour, its mode and every mode, its city and organisation', () => {
    const { cells } = buildMapBinRows([change(2)]);
    const start = cells.filter((row) => row.kind === CELL_KINDS.start);
    const variants = start.map((row) => `${row.scopeType} ${row.periodType} ${row.hour} ${row.mode}`).sort();
    expect(variants).toEqual(
      ['city', 'organisation']
        .flatMap((scope) =>
          ['day', 'month'].flatMap((period) =>
            [`8 bike`, `${ALL_HOURS} bike`, `${ALL_HOURS} ${ALL_MODES}`].map(
              (variant) => `${scope} ${period} ${variant}`,
            ),
          ),
        )
        .sort(),
    );
  });

  it('keeps at most the cap of participants per row, and counts every trip', () => {
    const changes = Array.from({ length: MAP_PARTICIPANTS_CAP + 20 }, (_, index) => change(index * 2 + 1));
    const { cells } = buildMapBinRows(changes);
    const row = cells.find((candidate) => candidate.kind === CELL_KINDS.start && candidate.mode === ALL_MODES)!;
    expect(row.trips).toBe(MAP_PARTICIPANTS_CAP + 20);
    expect(row.participants.size).toBe(MAP_PARTICIPANTS_CAP);
  });

  it('takes a trip away and names the participant the fold must check', () => {
    const { cells, cellRemovals } = buildMapBinRows([change(1), change(1, -1)]);
    expect(cells.every((row) => row.trips === 0)).toBe(true);
    const removal = [...cellRemovals.values()][0]!;
    expect(cellKeyOf(removal)).toMatch(/^city\|/);
    expect(removal.participantId).toBe(participant(1));
  });
});

describe("the corridors' trips per mode", () => {
  const change = (activityType: string, sign: 1 | -1 = 1) => ({
    sign,
    participantId: participant(3),
    cityId: participant(900),
    organisationId: null,
    activityType,
    localDay: '2026-03-02',
    hour: 8,
    geometry: eastboundGeometry(2000, { start: [45.5, -73.6] }),
  });

  it("keeps them on the corridor's every-mode rows, in the slots' order, and on no other row", () => {
    const { corridors } = buildMapBinRows([change('bike'), change('bike'), change('bus'), change('bike', -1)]);
    const all = corridors.filter((row) => row.mode === ALL_MODES);
    expect(all.length).toBeGreaterThan(0);
    for (const row of all) {
      expect(row.modeTrips).toHaveLength(CORRIDOR_MODE_SLOTS.length);
      expect(row.modeTrips[CORRIDOR_MODE_SLOTS.indexOf('bike')]).toBe(1);
      expect(row.modeTrips[CORRIDOR_MODE_SLOTS.indexOf('bus')]).toBe(1);
      expect(row.modeTrips.reduce((sum, trips) => sum + trips, 0)).toBe(row.trips);
    }
    expect(corridors.filter((row) => row.mode !== ALL_MODES).every((row) => row.modeTrips.length === 0)).toBe(true);
  });

  it('keeps the order of migration 0042, which filled the rows stored before it (modes are only appended)', () => {
    const migration = readFileSync(new URL('../../drizzle/0042_corridor_mode_trips.sql', import.meta.url), 'utf8');
    const filled = /ARRAY\[([^\]]+)\]/
      .exec(migration)![1]!
      .split(',')
      .map((mode) => mode.trim().replaceAll("'", ''));
    expect(CORRIDOR_MODE_SLOTS.slice(0, filled.length)).toEqual(filled);
  });
});

describe('tracks with the threshold', () => {
  it('keeps the tracks whose start and end cells hold enough distinct participants', () => {
    const shared = eastboundGeometry(2000, { start: [45.5, -73.6] });
    const lonely = eastboundGeometry(2000, { start: [45.7, -73.6] });
    const tracks = [
      ...Array.from({ length: 5 }, (_, index) => ({ geometry: shared, participantId: participant(index) })),
      ...Array.from({ length: 3 }, () => ({ geometry: lonely, participantId: participant(9) })),
    ];
    expect(keepTracksAboveThreshold(tracks, 5)).toHaveLength(5);
    expect(keepTracksAboveThreshold(tracks, 6)).toHaveLength(0);
  });
});
