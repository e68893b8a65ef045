import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  avoidedMgPerMetre,
  emittedMgPerMetre,
  factorTableOf,
  type CommutingReport,
  type TransportMode,
} from '@mobiverte/contracts';
import type { Database } from '../../db/connection.ts';
import { branches, cityAdmins, cityEmissionSettings, participants, trips } from '../../db/schema/index.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/test-database.ts';
import { createTenancy, createTenancyParticipant, type Tenancy } from '../../test/test-world.ts';
import { createRandom } from '../../demo/random.ts';
import { correctTrip, ingestTrips } from '../trips/trips.service.ts';
import { MODE_LABELS } from '../users/users.export-headers.ts';
import { REPORT_LABELS } from './report-labels.ts';

/** Modes with a plausible speed (km/h) for the trips the world records. */
const MODES: [TransportMode, number][] = [
  ['bike', 15],
  ['walk', 5],
  ['bus', 20],
  ['train', 40],
  ['electric_car', 40],
  ['carpool', 40],
  ['metro', 30],
];
const SWITCH = '2026-02-01T05:00:00.000Z';
const BUS_FACTOR = { mode: 'bus' as const, kgPerKm: 0.08, source: 'Société de transport (test)', year: 2025 };

type TripRow = typeof trips.$inferSelect;

/** A factor as the PDF writes it: four decimals in the document's language. */
const format4 = (value: number, language: 'fr' | 'en' | 'de') =>
  new Intl.NumberFormat({ fr: 'fr-FR', en: 'en-GB', de: 'de-DE' }[language], {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(value);

/** The figures of a set of stored trips, computed directly from them (the reference the report must equal). */
function directFigures(rows: TripRow[], table = factorTableOf([BUS_FACTOR])) {
  return {
    participants: new Set(rows.map((row) => row.participantId)).size,
    trips: rows.length,
    distanceKm: rows.reduce((total, row) => total + row.countedDistanceM, 0) / 1000,
    creditedKg: rows.reduce((total, row) => total + row.ghgMg, 0) / 1e6,
    emittedKg:
      rows.reduce((total, row) => total + row.countedDistanceM * emittedMgPerMetre(row.activityType, table), 0) / 1e6,
    avoidedKg:
      rows.reduce((total, row) => total + row.countedDistanceM * avoidedMgPerMetre(row.activityType, table), 0) / 1e6,
  };
}

/** A report's figures per mode equal the trips of each mode: distinct participants, trips, distance, avoided. */
function expectModeFigures(modes: CommutingReport['totals']['modes'], rows: TripRow[]) {
  const byMode = new Map(modes.map((mode) => [mode.mode, mode]));
  for (const [mode] of MODES) {
    const of = directFigures(rows.filter((row) => row.activityType === mode));
    const figures = byMode.get(mode);
    expect(figures?.participants ?? 0, mode).toBe(of.participants);
    expect(figures?.trips ?? 0, mode).toBe(of.trips);
    expect(figures?.distanceKm ?? 0, mode).toBeCloseTo(of.distanceKm, 2);
    expect(figures?.avoidedKg ?? 0, mode).toBeCloseTo(of.avoidedKg, 2);
  }
}

describe.each(TEST_DATABASES)('commuting reports on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let own: Tenancy;
  let other: Tenancy;
  let secondBranch: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    own = await createTenancy(database.db, 'Rapports');
    other = await createTenancy(database.db, 'Autre');
    ({ app } = await createTestApp(database, { signInRateLimit: 1000 }));
    for (const actor of ['city', 'organisation', 'external'] as const)
      tokens[actor] = await signIn(app, own.emails[actor]);
    tokens.otherOrganisation = await signIn(app, other.emails.organisation);
    tokens.otherCity = await signIn(app, other.emails.city);
    const [branch] = await database.db
      .insert(branches)
      .values({ organisationId: own.organisation.id, name: 'Annexe' })
      .returning();
    secondBranch = branch!.id;
    const people: string[] = [];
    for (let index = 0; index < 6; index++) {
      const id = await createTenancyParticipant(database.db, own, `rapport-${index}`);
      const branchId = index < 3 ? own.branch.id : index === 3 ? secondBranch : null;
      await database.db.update(participants).set({ branchId }).where(eq(participants.id, id));
      people.push(id);
    }
    // The city switches to per-mode factors (its own bus factor) from 1 February: January keeps 0.21 kg/km.
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/cities/${own.city.id}/emission-factors`,
      headers: bearer(tokens.city!),
      payload: { perMode: true, factors: [BUS_FACTOR] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await database.db
      .update(cityEmissionSettings)
      .set({ perModeSince: new Date(SWITCH) })
      .where(eq(cityEmissionSettings.cityId, own.city.id));
    const random = createRandom(21, 'report-trips');
    for (let offset = 0; offset < 50; offset += 2) {
      const day = addDays('2026-01-10', offset);
      for (const [index, participantId] of people.entries()) {
        if (random.chance(0.3)) continue;
        const batch = Array.from({ length: random.int(1, 2) }, (_, trip) => {
          const [mode, speed] = random.pick(MODES);
          const distance = random.int(600, 14_000);
          const start = new Date(
            `${day}T${String(12 + trip * 4).padStart(2, '0')}:${String(index * 5).padStart(2, '0')}:00Z`,
          );
          const end = new Date(start.getTime() + Math.ceil((distance / 1000 / speed) * 3600 + 120) * 1000);
          return {
            id: `${day}-${trip}`,
            activityType: mode,
            startTime: start.toISOString(),
            endTime: end.toISOString(),
            distance,
            source: 'app' as const,
          };
        });
        await ingestTrips(database.db, participantId, batch, new Date(`${addDays(day, 1)}T12:00:00Z`));
      }
    }
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const report = async (query: Record<string, string>, token = tokens.organisation!) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/reports/commuting?${new URLSearchParams(query)}`,
      headers: bearer(token),
    });
    return response;
  };
  const countedTrips = async (startDate: string, endDate: string) =>
    (
      await database.db
        .select()
        .from(trips)
        .where(and(eq(trips.organisationId, own.organisation.id), eq(trips.counted, true)))
    ).filter((row) => row.localDay >= startDate && row.localDay <= endDate);

  it('credits new trips with the per-mode factor after the switch, and 0.21 kg/km before it', async () => {
    const rows = await countedTrips('2026-01-01', '2026-03-31');
    const buses = rows.filter((row) => row.activityType === 'bus');
    const before = buses.filter((row) => row.startTime < new Date(SWITCH));
    const after = buses.filter((row) => row.startTime >= new Date(SWITCH));
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    for (const row of before) expect(row.ghgMg).toBe(Math.round(row.countedDistanceM * 210));
    expect(before.every((row) => !row.ghgPerMode) && after.every((row) => row.ghgPerMode)).toBe(true);
    for (const row of after) expect(row.ghgMg).toBe(Math.round(row.countedDistanceM * (210 - 80)));
    const bikes = rows.filter((row) => row.activityType === 'bike' && row.startTime >= new Date(SWITCH));
    for (const row of bikes) expect(row.ghgMg).toBe(row.countedDistanceM * 210);
  });

  it('totals and rows equal a direct computation over the trips, whatever the range (property)', async () => {
    const random = createRandom(7, 'report-ranges');
    const ranges = [
      { startDate: '2026-01-01', endDate: '2026-12-31' },
      { startDate: '2026-02-01', endDate: '2026-02-28' },
      ...Array.from({ length: 5 }, () => {
        const startDate = addDays('2026-01-05', random.int(0, 40));
        return { startDate, endDate: addDays(startDate, random.int(0, 40)) };
      }),
    ];
    for (const range of ranges) {
      const response = await report({ organisationId: own.organisation.id, ...range });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as CommutingReport;
      const rows = await countedTrips(range.startDate, range.endDate);
      const expected = directFigures(rows);
      expect(data.totals.trips).toBe(expected.trips);
      expect(data.totals.participants).toBe(expected.participants);
      expect(data.totals.distanceKm).toBeCloseTo(expected.distanceKm, 2);
      expect(data.totals.creditedKg).toBeCloseTo(expected.creditedKg, 2);
      expect(data.totals.emittedKg).toBeCloseTo(expected.emittedKg, 2);
      expect(data.totals.avoidedKg).toBeCloseTo(expected.avoidedKg, 2);
      expect(data.totals.employees).toBe(42);
      expect(data.totals.coverage).toBeCloseTo(expected.participants / 42, 3);
      if (expected.participants > 0) {
        expect(data.totals.extrapolatedAvoidedKg).toBeCloseTo((expected.avoidedKg * 42) / expected.participants, 1);
      }
      for (const [branchId, kindOfRow] of [
        [own.branch.id, 'branch'],
        [secondBranch, 'branch'],
        [null, 'no_branch'],
      ] as const) {
        const of = rows.filter((row) => row.branchId === branchId);
        const row = data.rows.find((candidate) => candidate.kind === kindOfRow && candidate.id === branchId);
        if (of.length === 0) {
          expect(row?.trips ?? 0).toBe(0);
          continue;
        }
        const figures = directFigures(of);
        expect(row).toBeDefined();
        expect(row!.trips).toBe(figures.trips);
        expect(row!.participants).toBe(figures.participants);
        expect(row!.avoidedKg).toBeCloseTo(figures.avoidedKg, 2);
        expect(row!.emittedKg).toBeCloseTo(figures.emittedKg, 2);
        expectModeFigures(row!.modes, of);
      }
      expectModeFigures(data.totals.modes, rows);
      const modeParticipants = data.totals.modes.reduce((total, mode) => total + mode.participants, 0);
      expect(modeParticipants).toBeGreaterThanOrEqual(data.totals.participants);
    }
  });

  it('lists the city’s organisations with their figures for the city’s accounts', async () => {
    const response = await report({ cityId: own.city.id, startDate: '2026-01-01', endDate: '2026-12-31' }, tokens.city);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as CommutingReport;
    expect(data.scope).toMatchObject({ kind: 'city', name: own.city.name });
    expect(data.rows.map((row) => row.id)).toEqual([own.organisation.id]);
    const year = await countedTrips('2026-01-01', '2026-12-31');
    const expected = directFigures(year);
    expect(data.totals.trips).toBe(expected.trips);
    expect(data.totals.avoidedKg).toBeCloseTo(expected.avoidedKg, 2);
    expectModeFigures(data.totals.modes, year);
    expectModeFigures(data.rows[0]!.modes, year);
    expect(data.factors.find((factor) => factor.mode === 'bus')).toMatchObject({ ...BUS_FACTOR, custom: true });
    expect(data.perModeSince).toBe(SWITCH);
  });

  it('refuses another organisation’s or city’s report (404) and a range over three years (400)', async () => {
    const range = { startDate: '2026-01-01', endDate: '2026-12-31' };
    expect((await report({ organisationId: own.organisation.id, ...range }, tokens.otherOrganisation)).statusCode).toBe(
      404,
    );
    expect((await report({ cityId: own.city.id, ...range }, tokens.otherCity)).statusCode).toBe(404);
    expect((await report({ cityId: own.city.id, ...range }, tokens.organisation)).statusCode).toBe(404);
    const long = await report({ organisationId: own.organisation.id, startDate: '2020-01-01', endDate: '2026-12-31' });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('report_range_too_long');
    const backwards = await report({
      organisationId: own.organisation.id,
      startDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(backwards.json().error.code).toBe('end_before_start');
  });

  const download = (format: string, language: string) =>
    app.inject({
      method: 'GET',
      url: `/api/reports/commuting/download?${new URLSearchParams({
        organisationId: own.organisation.id,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        format,
        language,
      })}`,
      headers: bearer(tokens.organisation!),
    });

  it('writes a paginated PDF whose text holds the organisation, the figures and the factors', async () => {
    const json = (
      await report({ organisationId: own.organisation.id, startDate: '2026-01-01', endDate: '2026-12-31' })
    ).json().data as CommutingReport;
    for (const language of ['fr', 'en', 'de'] as const) {
      const response = await download('pdf', language);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+-2026-01-01-2026-12-31\.pdf"/);
      const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
      const { text, pages } = await parser.getText();
      await parser.destroy();
      expect(pages.length).toBeGreaterThanOrEqual(2);
      expect(text).toContain(own.organisation.name);
      expect(text).toContain('Annexe');
      expect(text).toContain('Société de transport (test)');
      const format = (value: number) =>
        new Intl.NumberFormat({ fr: 'fr-FR', en: 'en-GB', de: 'de-DE' }[language], {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        })
          .format(value)
          .replaceAll('\u202f', '\u00a0');
      const normalised = text.replaceAll('\u00a0', ' ').replaceAll('\u202f', ' ');
      // The embedded font writes the subscript 2 (the standard PDF fonts would print "CO2").
      expect(text).toContain({ fr: 'kg éq. CO₂', en: 'kg CO₂e', de: 'kg CO₂e' }[language]);
      expect(text.replaceAll('impactCO2', '')).not.toMatch(/CO2/);
      expect(normalised).toContain({ fr: 'Voiture en solo :', en: 'Solo car:', de: 'Auto allein:' }[language]);
      expect(normalised).toContain(format(json.totals.avoidedKg).replaceAll('\u00a0', ' '));
      expect(normalised).toContain(format(json.totals.distanceKm).replaceAll('\u00a0', ' '));
      const title = {
        fr: 'Rapport des émissions',
        en: 'Commuting emissions report',
        de: 'Emissionen des Pendelverkehrs',
      };
      expect(text).toContain(title[language]);
      expect(text).toContain({ fr: 'Page 1 sur', en: 'Page 1 of', de: 'Seite 1 von' }[language]);
      // The table by mode: each mode's factor, then its participants and trips; its note on several modes.
      const flat = normalised.replace(/\s+/g, ' ');
      const integer = (value: number) =>
        new Intl.NumberFormat({ fr: 'fr-FR', en: 'en-GB', de: 'de-DE' }[language]).format(value).replaceAll(/\s/g, ' ');
      const labels = REPORT_LABELS[language];
      expect(flat).toContain(`${labels.columns.kgPerKm} ${labels.columns.participants} ${labels.columns.trips}`);
      expect(json.totals.modes.length).toBeGreaterThan(3);
      for (const mode of json.totals.modes) {
        const factor = json.factors.find((candidate) => candidate.mode === mode.mode)!.kgPerKm;
        const cells = [MODE_LABELS[language][mode.mode], format4(factor, language), integer(mode.participants)];
        expect(flat).toContain(`${cells.join(' ')} ${integer(mode.trips)}`);
      }
      expect(flat).toContain(labels.modeParticipantsNote.replaceAll(/\s/g, ' '));
      expect(flat).toContain(labels.methodologyText(null).at(-2)!.replaceAll(/\s/g, ' '));
    }
  }, 30_000);

  it('writes the same figures as CSV (French conventions) and as an Excel workbook with factors and methodology', async () => {
    const json = (
      await report({ organisationId: own.organisation.id, startDate: '2026-01-01', endDate: '2026-12-31' })
    ).json().data as CommutingReport;
    const csv = await download('csv', 'fr');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Niveau;Nom;Mode;Participants');
    const total = lines.find((line) => line.startsWith('Total;') && line.includes('Tous modes'))!;
    expect(total.split(';')[9]).toBe(String(json.totals.avoidedKg).replace('.', ','));
    for (const mode of json.totals.modes) {
      const line = lines.find(
        (candidate) => candidate.startsWith(`Total;`) && candidate.split(';')[2] === MODE_LABELS.fr[mode.mode],
      );
      expect(line?.split(';')[3], mode.mode).toBe(String(mode.participants));
    }
    const xlsx = await download('xlsx', 'en');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Report', 'Factors', 'Methodology']);
    const rows = workbook.getWorksheet('Report')!.getSheetValues();
    const totalRow = rows.find(
      (row) => Array.isArray(row) && row[1] === 'Total' && row[3] === 'All modes',
    ) as unknown[];
    expect(totalRow[10]).toBe(json.totals.avoidedKg);
    expect(workbook.getWorksheet('Factors')!.rowCount).toBe(json.factors.length + 1);
  });

  it('keeps each change of the factors with who and when, and refuses a mode given twice', async () => {
    const history = await app.inject({
      method: 'GET',
      url: `/api/cities/${own.city.id}/emission-factors/history`,
      headers: bearer(tokens.city!),
    });
    expect(history.statusCode).toBe(200);
    const changes = history.json().data as { action: string; mode: string | null; changedBy: string }[];
    expect(changes.map((change) => change.action).sort()).toEqual(['factor', 'switch']);
    expect(changes.every((change) => change.changedBy === own.emails.city)).toBe(true);
    const twice = await app.inject({
      method: 'PUT',
      url: `/api/cities/${own.city.id}/emission-factors`,
      headers: bearer(tokens.city!),
      payload: { perMode: true, factors: [BUS_FACTOR, BUS_FACTOR] },
    });
    expect(twice.json().error.code).toBe('emission_factor_duplicate_mode');
    const byOrganisation = await app.inject({
      method: 'PUT',
      url: `/api/cities/${own.city.id}/emission-factors`,
      headers: bearer(tokens.organisation!),
      payload: { perMode: false, factors: [] },
    });
    expect([403, 404]).toContain(byOrganisation.statusCode);
  });

  it('recomputes a period: January gets the per-mode factors, the report’s credited equals its avoided, points unchanged', async () => {
    const before = await countedTrips('2026-01-01', '2026-01-31');
    const response = await app.inject({
      method: 'POST',
      url: `/api/cities/${own.city.id}/emission-factors/recompute`,
      headers: bearer(tokens.city!),
      payload: { startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data;
    expect(result.trips).toBe(before.length);
    const after = await countedTrips('2026-01-01', '2026-01-31');
    const table = factorTableOf([BUS_FACTOR]);
    for (const row of after) {
      expect(row.ghgMg).toBe(Math.round(row.countedDistanceM * avoidedMgPerMetre(row.activityType, table)));
      expect(row.greenpoints).toBe(before.find((trip) => trip.id === row.id)!.greenpoints);
    }
    const data = (
      await report({ organisationId: own.organisation.id, startDate: '2026-01-01', endDate: '2026-02-28' })
    ).json().data as CommutingReport;
    expect(data.totals.creditedKg).toBeCloseTo(data.totals.avoidedKg, 2);
    expect(data.totals.creditedKg).toBeCloseTo(
      directFigures(await countedTrips('2026-01-01', '2026-02-28')).creditedKg,
      2,
    );
    // A correction after the recomputation keeps the trip's basis: per mode, though it started before the switch.
    const january = after.find((row) => row.activityType === 'bike' && row.distanceM > 2000)!;
    expect(january.ghgPerMode).toBe(true);
    const [admin] = await database.db.select().from(cityAdmins).where(eq(cityAdmins.cityId, own.city.id));
    const corrected = await correctTrip(
      database.db,
      january.id,
      {
        activityType: 'bus',
        distanceM: 2000,
        reason: 'Bus',
        correctedBy: admin!.authUserId!,
        correctedByName: 'Admin',
      },
      new Date('2026-02-20T12:00:00Z'),
    );
    expect(corrected.trip).toMatchObject({ ghgPerMode: true, ghgMg: 2000 * (210 - 80) });
    const tooLong = await app.inject({
      method: 'POST',
      url: `/api/cities/${own.city.id}/emission-factors/recompute`,
      headers: bearer(tokens.city!),
      payload: { startDate: '2025-01-01', endDate: '2026-01-31' },
    });
    expect(tooLong.json().error.code).toBe('recompute_range_too_long');
  });
});
