import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_PARTICIPANTS_CAP, type TransportMode } from '@mobiverte/contracts';
import type { Database } from '../../db/connection.ts';
import { citySettings, trips } from '../../db/schema/index.ts';
import { bigintToCell, binTrip, participantHash } from '../../rollups/map-bins.ts';
import { foldMapChanges } from '../../rollups/map-fold.ts';
import { storedRange } from '../../stats-queries/map-bins.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { eastboundGeometry } from '../../test/trip-geometry.ts';
import { createOtherOrganisation, createTenancy, type Tenancy } from '../../test/test-world.ts';
import { createRandom } from '../stats/stats-random-world.ts';
import { addParticipant, BACKFILL } from '../stats/stats-test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';

/**
 * The maps over a year of trips against a direct computation from the raw trips: every counted trip binned again
 * (`binTrip`), its corridors and cells counted with their distinct participants and modes, the threshold applied.
 * The organisation's year reads twelve monthly rows per bin; the last 365 days read daily rows too.
 */
const NOW = new Date('2026-11-20T17:00:00Z');
const ROUTES = [
  eastboundGeometry(3000, { start: [45.5, -73.6] }),
  eastboundGeometry(3000, { start: [45.5, -73.585] }),
  eastboundGeometry(3000, { start: [45.53, -73.6] }),
  eastboundGeometry(2000, { start: [45.515, -73.59] }),
];
const MINUTES: Partial<Record<TransportMode, number>> = { bike: 12, walk: 45, run: 20, bus: 10, car: 8 };
const MODES = Object.keys(MINUTES) as TransportMode[];
const TIME_ZONE = 'America/New_York';

type Trip = { participantId: string; organisationId: string | null; mode: TransportMode; day: string; hour: number };
type Filters = { hours?: [number, number]; modes?: string[] };
type Cell = { cell: string; trips: number; participants: number };
type Expected = { trips: number; participants: Set<number>; modes: Record<string, number> };

describe.each(TEST_DATABASES)('maps against the raw trips on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  const tokens: Record<string, string> = {};
  const recorded: (Trip & { geometry: string })[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Reference');
    await database.db.insert(citySettings).values({ cityId: own.city.id, maxTripAgeDays: BACKFILL.maxTripAgeDays });
    const neighbour = await createOtherOrganisation(database.db, own.city.id, 'voisine');
    const random = createRandom(19);
    const people = [
      ...Array.from({ length: 14 }, () => own.organisation.id),
      ...Array.from({ length: 4 }, () => neighbour.id),
      null,
      null,
    ];
    for (const [index, organisationId] of people.entries()) {
      const participant = await addParticipant(database.db, own.city.id, {
        organisationId: organisationId ?? undefined,
      });
      const usual = [random.pick(ROUTES), random.pick(ROUTES)];
      const batch = [];
      for (let day = new Date('2025-11-01T12:00:00Z'); day < NOW; day = new Date(day.getTime() + 86_400_000)) {
        if (!random.chance(0.07)) continue;
        const mode = random.pick(MODES);
        const geometry = random.chance(0.8) ? random.pick(usual) : random.pick(ROUTES);
        const utcHour = random.int(11, 22);
        const start = new Date(`${day.toISOString().slice(0, 10)}T${String(utcHour).padStart(2, '0')}:05:00Z`);
        batch.push({
          id: `reference-${index}-${batch.length}`,
          activityType: mode,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + MINUTES[mode]! * 60_000).toISOString(),
          distance: geometry === ROUTES[3] ? 2000 : 3000,
          geometry,
          source: 'app' as const,
        });
      }
      const results = await ingestTrips(database.db, participant.id, batch, NOW, BACKFILL);
      expect(results.every((result) => result.status === 'counted' || result.status === 'not_counted')).toBe(true);
    }
    const stored = await database.db.select().from(trips).where(eq(trips.cityId, own.city.id));
    for (const trip of stored) {
      if (!trip.counted || !trip.geometry) continue;
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, hourCycle: 'h23', hour: '2-digit' });
      recorded.push({
        participantId: trip.participantId,
        organisationId: trip.organisationId,
        mode: trip.activityType as TransportMode,
        day: trip.localDay,
        hour: Number(local.format(trip.startTime)),
        geometry: trip.geometry,
      });
    }
    await foldMapChanges(database.db);
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    tokens.city = await signIn(app, own.emails.city);
    tokens.organisation = await signIn(app, own.emails.organisation);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The bins of the trips a request selects, computed from the raw trips. */
  function expectedBins(
    scope: 'city' | 'organisation',
    range: { startDate: string; endDate: string },
    filters: Filters,
    binsOf: (bins: NonNullable<ReturnType<typeof binTrip>>) => string[],
  ) {
    const bins = new Map<string, Expected>();
    for (const trip of recorded) {
      if (scope === 'organisation' && trip.organisationId !== own.organisation.id) continue;
      if (trip.day < range.startDate || trip.day > range.endDate) continue;
      if (filters.hours && (trip.hour < filters.hours[0] || trip.hour >= filters.hours[1])) continue;
      if (filters.modes && !filters.modes.includes(trip.mode)) continue;
      for (const key of new Set(binsOf(binTrip(trip.geometry)!))) {
        const bin = bins.get(key) ?? { trips: 0, participants: new Set(), modes: {} };
        bin.trips += 1;
        bin.participants.add(participantHash(trip.participantId));
        bin.modes[trip.mode] = (bin.modes[trip.mode] ?? 0) + 1;
        bins.set(key, bin);
      }
    }
    const all = [...bins.entries()].map(([key, bin]) => ({
      key,
      trips: bin.trips,
      participants: Math.min(bin.participants.size, MAP_PARTICIPANTS_CAP),
      modes: bin.modes,
    }));
    const shown = all.filter((bin) => bin.participants >= 5);
    return { shown: shown.sort((a, b) => a.key.localeCompare(b.key)), suppressed: all.length - shown.length };
  }

  const scopes = {
    city: () => ({ cityId: own.city.id }),
    organisation: () => ({ organisationId: own.organisation.id }),
  };
  const ranges = {
    year: { startDate: '2026-01-01', endDate: '2026-12-31' },
    'last 365 days': { startDate: '2025-11-21', endDate: '2026-11-20' },
    month: { startDate: '2026-10-01', endDate: '2026-10-31' },
    // Read from November's monthly rows (no trips after today), and from daily rows (trips before and after).
    'this month to today': { startDate: '2026-11-01', endDate: '2026-11-20' },
    'days of a month': { startDate: '2026-10-03', endDate: '2026-10-17' },
  };
  const filterCases: Record<string, Filters> = {
    'no filter': {},
    '8-14, bike and walk': { hours: [8, 14], modes: ['bike', 'walk'] },
  };
  const cases = (['organisation', 'city'] as const).flatMap((scope) =>
    Object.entries(ranges).flatMap(([label, range]) =>
      Object.entries(filterCases).map(([filter, filters]) => [scope, label, filter, range, filters] as const),
    ),
  );
  /** A map's answer to the scope's admin, with the number of bins the raw trips give it (some shown, expected). */
  async function answerOf<T>(
    map: 'heat' | 'corridors',
    scope: keyof typeof scopes,
    label: string,
    range: { startDate: string; endDate: string },
    filters: Filters,
    expected: { shown: unknown[]; suppressed: number },
  ) {
    const query = new URLSearchParams({
      ...scopes[scope](),
      ...range,
      ...(filters.hours ? { hours: filters.hours.join('-') } : {}),
      ...(filters.modes ? { modes: filters.modes.join(',') } : {}),
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/maps/${map}?${query}`,
      headers: bearer(tokens[scope]!),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(expected.shown.length + expected.suppressed).toBeGreaterThan(0);
    if (label === 'year' && Object.keys(filters).length === 0) expect(expected.shown.length).toBeGreaterThan(10);
    return response.json().data as T;
  }
  const sortedCells = (cells: Cell[]) =>
    cells
      .map((cell) => ({ key: cell.cell, trips: cell.trips, participants: cell.participants }))
      .sort((a, b) => a.key.localeCompare(b.key));
  const shownCells = (expected: ReturnType<typeof expectedBins>) =>
    expected.shown.map(({ key, trips, participants }) => ({ key, trips, participants }));

  it('reads a month whole only when no trip lies on its days outside the range', async () => {
    const query = { scopeType: 'city' as const, scopeId: own.city.id, hours: null, modes: null };
    expect(await storedRange(database.db, { ...query, range: ranges['this month to today'] })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(await storedRange(database.db, { ...query, range: ranges['days of a month'] })).toEqual(
      ranges['days of a month'],
    );
    expect(await storedRange(database.db, { ...query, range: ranges.year })).toEqual(ranges.year);
  });

  it.each(cases)(
    'answers the corridors of the %s over %s (%s) as the raw trips do',
    async (scope, label, _filter, range, filters) => {
      const corridors = expectedBins(scope, range, filters, (bins) =>
        bins.transitions.map(([from, to]) => `${bigintToCell(from)}>${bigintToCell(to)}`),
      );
      const data = await answerOf<{
        corridors: { from: string; to: string; trips: number; participants: number; modes: Record<string, number> }[];
        suppressedCorridors: number;
        starts: Cell[];
        ends: Cell[];
      }>('corridors', scope, label, range, filters, corridors);
      expect(
        data.corridors
          .map((corridor) => ({
            key: `${corridor.from}>${corridor.to}`,
            trips: corridor.trips,
            participants: corridor.participants,
            modes: corridor.modes,
          }))
          .sort((a, b) => a.key.localeCompare(b.key)),
      ).toEqual(corridors.shown);
      expect(data.suppressedCorridors).toBe(corridors.suppressed);
      for (const [kindOf, cells] of [
        ['start', data.starts],
        ['end', data.ends],
      ] as const) {
        const expected = expectedBins(scope, range, filters, (bins) => [bigintToCell(bins[kindOf])]);
        expect(sortedCells(cells)).toEqual(shownCells(expected));
      }
    },
  );

  it.each(cases)(
    'answers the heat map of the %s over %s (%s) as the raw trips do',
    async (scope, label, _filter, range, filters) => {
      const expected = expectedBins(scope, range, filters, (bins) => bins.passed.map((cell) => bigintToCell(cell)));
      const data = await answerOf<{ cells: Cell[]; suppressedCells: number }>(
        'heat',
        scope,
        label,
        range,
        filters,
        expected,
      );
      expect(sortedCells(data.cells)).toEqual(shownCells(expected));
      expect(data.suppressedCells).toBe(expected.suppressed);
    },
  );
});
