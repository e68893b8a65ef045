import { and, eq, ne } from 'drizzle-orm';
import { addDays, countDays, formatPeriodKey, type Period, type TransportMode } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import {
  branches,
  citySettings,
  cities,
  greenpointTransactions,
  onlineStatus,
  organisations,
  participants,
  participantStatsDaily,
  participantStatsMonthly,
  participantStatsYearly,
  participantPeriods,
  statsActiveParticipants,
  statsDaily,
  statsDistanceDaily,
  statsDistanceMonthly,
  statsMonthly,
  trips,
} from '../../db/schema/index.ts';
import type { Tenancy } from '../../test/test-world.ts';
import { ingestTrips } from '../trips/trips.service.ts';
import type { RawWorld } from './stats-reference.ts';
import { addBranch, addOrganisation, addParticipant } from './stats-test-world.ts';

/**
 * Random worlds for the statistics property test: a seeded generator, a city in a random time zone with two
 * organisations, branches, participants, random trips around the 500 m / 2 min thresholds and around local
 * midnight, ledger credits and online statuses, all recorded through the real ingestion service.
 */
/** A small seeded generator (mulberry32): the same seed, the same world. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { int, pick, chance: (probability: number) => next() < probability };
}
export type Random = ReturnType<typeof createRandom>;

const FIRST_DAY = '2026-01-24';
const MAX_TRIP_AGE_DAYS = 3650;
const LAST_DAY = '2026-03-09';
const TIME_ZONES = ['America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Auckland'];
export const MODES: TransportMode[] = [
  'walk',
  'bike',
  'car',
  'still',
  'bus',
  'carpool',
  'carpool_electric_car',
  'run',
  'metro',
];

/** The instant of a local wall-clock time in a time zone (two rounds of offset correction). */
function localInstant(day: string, minutes: number, timeZone: string): Date {
  const wanted = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  let instant = wanted;
  for (let round = 0; round < 2; round++) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    );
    const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
    instant += wanted - shown;
  }
  return new Date(instant);
}

/** Empties the activity of the previous case: trips, rollups, ledger, online status, added people and organisations. */
async function resetWorld(db: Db, tenancy: Tenancy) {
  for (const table of [
    trips,
    statsDaily,
    statsMonthly,
    statsDistanceDaily,
    statsDistanceMonthly,
    participantStatsDaily,
    participantStatsMonthly,
    participantStatsYearly,
    participantPeriods,
    statsActiveParticipants,
  ]) {
    await db.delete(table);
  }
  await db.delete(greenpointTransactions);
  await db.delete(onlineStatus);
  await db.delete(participants).where(ne(participants.id, tenancy.participant.id));
  await db
    .delete(branches)
    .where(and(eq(branches.organisationId, tenancy.organisation.id), ne(branches.id, tenancy.branch.id)));
  await db
    .delete(organisations)
    .where(and(eq(organisations.cityId, tenancy.city.id), ne(organisations.id, tenancy.organisation.id)));
}

/**
 * The tenancy's city, in a random time zone, with two organisations, three branches, seven participants
 * and a few dozen random trips.
 */
export async function createWorld(db: Db, tenancy: Tenancy, seed: number, random: Random) {
  await resetWorld(db, tenancy);
  const timeZone = random.pick(TIME_ZONES);
  await db.update(cities).set({ timezone: timeZone }).where(eq(cities.id, tenancy.city.id));
  // The world's trips are months old: the city accepts them; the speed rules still flag some (e.g. 15 km in 2 min).
  await db
    .insert(citySettings)
    .values({ cityId: tenancy.city.id, maxTripAgeDays: MAX_TRIP_AGE_DAYS })
    .onConflictDoNothing();
  await db
    .update(organisations)
    .set({ employeesCount: random.int(3, 150) })
    .where(eq(organisations.id, tenancy.organisation.id));
  const branchA2 = await addBranch(db, tenancy.organisation.id, 'A2');
  const organisationB = await addOrganisation(db, tenancy, `Organisation B${seed}`, random.int(3, 150));
  const branchB1 = await addBranch(db, organisationB.id, 'B1');
  const affiliations = [
    { organisationId: tenancy.organisation.id, branchId: tenancy.branch.id },
    { organisationId: tenancy.organisation.id, branchId: branchA2.id },
    { organisationId: tenancy.organisation.id },
    { organisationId: organisationB.id, branchId: branchB1.id },
    {},
  ];
  const people = [tenancy.participant.id];
  for (let index = 0; index < 6; index++) {
    const mode = random.pick<TransportMode | undefined>(['car', 'bike', 'bus', undefined]);
    people.push(
      (await addParticipant(db, tenancy.city.id, { ...random.pick(affiliations), usualTransportMode: mode })).id,
    );
  }

  const days = countDays({ startDate: FIRST_DAY, endDate: LAST_DAY });
  for (const participantId of people) {
    const count = random.int(0, 10);
    const inputs = Array.from({ length: count }, (_, index) => {
      const day = addDays(FIRST_DAY, random.int(0, days - 1));
      const minutes = random.chance(0.4) ? 24 * 60 + random.int(-20, 20) : random.int(0, 24 * 60 - 1);
      const start = localInstant(day, minutes, timeZone);
      const seconds = random.chance(0.7) ? random.int(90, 180) : random.int(120, 3600);
      return {
        id: `p${seed}-${participantId}-${index}`,
        activityType: random.pick(MODES),
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + seconds * 1000).toISOString(),
        // Around the 500 m threshold, around whole kilometres (the distance bands' edges), or anything up to 15 km.
        distance: random.chance(0.6)
          ? random.int(400, 700)
          : random.chance(0.25)
            ? random.int(1, 8) * 1000 + random.int(-1, 1)
            : random.int(500, 15_000),
        source: 'app' as const,
      };
    });
    for (let from = 0; from < inputs.length; from += 4) {
      await ingestTrips(db, participantId, inputs.slice(from, from + random.int(1, 4)));
    }
  }
  for (let index = 0; index < 4; index++) {
    await db.insert(greenpointTransactions).values({
      participantId: random.pick(people),
      cityId: tenancy.city.id,
      transactionType: random.pick(['badge', 'referral', 'SHOPPING', 'challenge', 'CHANGE_POINTS'] as const),
      transactionValue: random.int(-20, 60),
      status: random.pick(['active', 'completed', 'cancelled'] as const),
      createdBy: 'property-test',
      createdAt: localInstant(addDays(FIRST_DAY, random.int(0, days - 1)), random.int(0, 24 * 60 - 1), timeZone),
    });
  }
  for (const participantId of people) {
    if (random.chance(0.5)) {
      await db.insert(onlineStatus).values({ participantId, state: random.pick(['online', 'offline'] as const) });
    }
  }
  return { timeZone, organisationB };
}

export async function readWorld(db: Db, tenancy: Tenancy, timeZone: string): Promise<RawWorld> {
  const cityId = tenancy.city.id;
  const [tripRows, people, branchRows, organisationRows, ledger, online] = await Promise.all([
    db.select().from(trips).where(eq(trips.cityId, cityId)),
    db.select().from(participants).where(eq(participants.cityId, cityId)),
    db.select().from(branches),
    db.select().from(organisations).where(eq(organisations.cityId, cityId)),
    db.select().from(greenpointTransactions).where(eq(greenpointTransactions.cityId, cityId)),
    db.select().from(onlineStatus),
  ]);
  return {
    timeZone,
    maxTripAgeDays: MAX_TRIP_AGE_DAYS,
    trips: tripRows,
    participants: people.map((person) => ({
      ...person,
      branchName: branchRows.find((branch) => branch.id === person.branchId)?.name ?? null,
    })),
    organisations: organisationRows,
    ledger,
    online: new Set(online.filter((row) => row.state === 'online').map((row) => row.participantId)),
  };
}

export function choosePeriods(random: Random): { period: Period; query: Record<string, string> }[] {
  const anyDay = () => addDays(FIRST_DAY, random.int(-3, countDays({ startDate: FIRST_DAY, endDate: LAST_DAY }) + 3));
  const start = anyDay();
  return [
    { period: 'week', query: { period: 'week', periodKey: formatPeriodKey('week', anyDay()) } },
    { period: 'month', query: { period: 'month', periodKey: formatPeriodKey('month', anyDay()) } },
    { period: 'year', query: { period: 'year', periodKey: '2026' } },
    {
      period: 'range',
      query: { period: 'range', startDate: start, endDate: addDays(start, random.int(0, 100)) },
    },
    // From 1 January (of the trips' year or the one before): active users are read from the yearly rows.
    {
      period: 'range',
      query: { period: 'range', startDate: random.pick(['2026-01-01', '2025-01-01']), endDate: anyDay() },
    },
  ];
}
