import type { TransportMode } from '@mobiverte/contracts';
import type { Db } from '../../apps/server/src/db/connection.ts';
import { sql } from 'drizzle-orm';
import { participants } from '../../apps/server/src/db/schema/index.ts';
import { addDays } from '../../apps/server/src/demo/builders/dates.builder.ts';
import type { LatLng } from '../../apps/server/src/demo/builders/polyline.builder.ts';
import { getDemoEmail } from '../../apps/server/src/demo/demo-accounts.ts';
import type { DemoOrganisation } from '../../apps/server/src/demo/demo-context.ts';
import { DEMO_STEPS } from '../../apps/server/src/demo/demo-steps.ts';
import { generateDemoWorld } from '../../apps/server/src/demo/demo-world.ts';
import { createRandom } from '../../apps/server/src/demo/random.ts';

/** About this many trips per participant: four a day over 20 months. */
export const TRIPS_PER_PARTICIPANT = 2_500;
const EXTRA_MODES: readonly (readonly [TransportMode, number])[] = [
  ['bike', 20],
  ['bus', 20],
  ['car', 25],
  ['carpool', 15],
  ['walk', 10],
  ['metro', 10],
];

export type BenchParticipant = {
  id: string;
  cityId: string;
  timeZone: string;
  centre: LatLng;
  /** Sign-in email; participants added for volume have no account and are loaded in-process only. */
  email: string | null;
};
export type BenchOwner = { id: string; name: string; adminEmail: string; participants: number };
export type BenchWorld = { participants: BenchParticipant[]; city: BenchOwner; organisation: BenchOwner };

/**
 * The demo world without its trips (cities, organisations, branches, participants with accounts, programme
 * settings), plus participants without accounts in the first city's organisations when the volume of trips
 * needs more people than the demo has. The organisation measured is the first city's largest.
 */
const BENCH_MAX_TRIP_AGE_DAYS = 36_500;

export async function setupBenchWorld(
  db: Db,
  options: { seed: number; trips: number; now: Date },
): Promise<BenchWorld> {
  const world = await generateDemoWorld(db, {
    seed: options.seed,
    productKey: 'mobiverte',
    now: options.now,
    // Not the user-admin step either: it deactivates a few participants, whose batches the load would see refused.
    steps: DEMO_STEPS.filter((step) => step.name !== 'trips' && step.name !== 'user-admin'),
  });
  if (!world) throw new Error('The benchmark database already holds a world');
  // The histories go back years, backfilled as the demo's: the age rule allows them; every other rule applies.
  await db.execute(sql`update city_settings set max_trip_age_days = ${BENCH_MAX_TRIP_AGE_DAYS}`);
  const [city] = world.cities;
  if (!city) throw new Error('The demo world has no city');
  const cityOrganisations = world.organisations.filter((organisation) => organisation.city.id === city.id);
  const measured = cityOrganisations.reduce((largest, organisation) =>
    organisation.employeesCount > largest.employeesCount ? organisation : largest,
  );
  const benchParticipants: BenchParticipant[] = world.participants.map((participant) => {
    const home = world.cities.find((candidate) => candidate.id === participant.cityId)!;
    return {
      id: participant.id,
      cityId: participant.cityId,
      timeZone: home.template.timezone,
      centre: home.regions[0]!.template.centre,
      email: participant.email,
    };
  });
  const extraCount = Math.max(0, Math.ceil(options.trips / TRIPS_PER_PARTICIPANT) - benchParticipants.length);
  const extras = await insertExtraParticipants(db, {
    seed: options.seed,
    count: extraCount,
    organisations: cityOrganisations,
    joinedAt: addDays(options.now, -700),
  });
  for (const extra of extras) {
    benchParticipants.push({
      id: extra.id,
      cityId: city.id,
      timeZone: city.template.timezone,
      centre: city.regions[0]!.template.centre,
      email: null,
    });
  }
  const members = (organisationId: string) =>
    world.participants.filter((participant) => participant.organisationId === organisationId).length +
    extras.filter((extra) => extra.organisationId === organisationId).length;
  return {
    participants: benchParticipants,
    city: {
      id: city.id,
      name: city.name,
      adminEmail: getDemoEmail('city'),
      participants: benchParticipants.filter((participant) => participant.cityId === city.id).length,
    },
    organisation: {
      id: measured.id,
      name: measured.name,
      adminEmail: measured.email,
      participants: members(measured.id),
    },
  };
}

async function insertExtraParticipants(
  db: Db,
  options: { seed: number; count: number; organisations: DemoOrganisation[]; joinedAt: Date },
) {
  const random = createRandom(options.seed, 'bench-participants');
  const weights = options.organisations.map((organisation) => [organisation, organisation.employeesCount] as const);
  const rows = Array.from({ length: options.count }, (_, index) => {
    const organisation = random.pickWeighted(weights);
    const number = String(index + 1).padStart(6, '0');
    return {
      id: random.uuid(),
      cityId: organisation.city.id,
      organisationId: organisation.id,
      branchId: random.pick(organisation.branches).id,
      username: `bench${number}`,
      firstName: 'Bench',
      lastName: `Participant ${number}`,
      email: `bench${number}@bench.mobiverte.org`,
      usualTransportMode: random.pickWeighted(EXTRA_MODES),
      joinedAt: options.joinedAt,
      createdAt: options.joinedAt,
      updatedAt: options.joinedAt,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(participants).values(rows.slice(start, start + 500));
  }
  return rows;
}

/**
 * The world of a kept benchmark database (`--reuse`): the city with the most participants (the first city,
 * where `setupBenchWorld` adds the participants the volume needs; its admin is the demo city admin), its largest
 * organisation (by employees, as `setupBenchWorld` picks it) and their participant counts. The participants
 * themselves are only needed to load trips, which a reused database does not.
 */
export async function readBenchWorld(db: Db): Promise<BenchWorld> {
  const cityAdmin = getDemoEmail('city');
  const [city] = (
    await db.execute<{ id: string; name: string; participants: number }>(
      sql`select c.id, c.name, count(p.id)::int as participants
        from cities c left join participants p on p.city_id = c.id
        group by c.id, c.name order by participants desc, c.id limit 1`,
    )
  ).rows;
  if (!city) throw new Error('No city in this database: not a benchmark database');
  const [organisation] = (
    await db.execute<{ id: string; name: string; email: string; participants: number }>(
      sql`select o.id, o.name, o.email,
          (select count(*)::int from participants p where p.organisation_id = o.id) as participants
        from organisations o where o.city_id = ${city.id} order by o.employees_count desc, o.id limit 1`,
    )
  ).rows;
  if (!organisation) throw new Error(`The city ${city.name} has no organisation`);
  return {
    participants: [],
    city: { id: city.id, name: city.name, adminEmail: cityAdmin, participants: city.participants },
    organisation: {
      id: organisation.id,
      name: organisation.name,
      adminEmail: organisation.email,
      participants: organisation.participants,
    },
  };
}
