import { getSizeBand, type SizeBand, type TransportMode } from '@mobiverte/contracts';
import { participants } from '../../db/schema/index.ts';
import { buildAuthAccount, insertAuthAccounts, type AuthAccountRows } from '../builders/auth-accounts.builder.ts';
import { addDays, between } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { buildPerson, findFreeEmail, toEmailLocalPart, type Person } from '../builders/people.builder.ts';
import { buildPostalCode, buildStreet } from '../builders/places.builder.ts';
import { DEMO_EMAIL_DOMAIN, getDemoEmail } from '../demo-accounts.ts';
import {
  findOrganisationByEmail,
  type DemoCity,
  type DemoContext,
  type DemoOrganisation,
  type DemoStep,
} from '../demo-context.ts';
import type { Random } from '../random.ts';

type ParticipantRow = typeof participants.$inferInsert;
type Profile = Person & { email: string; username: string; birthYear: number; usualTransportMode: TransportMode };

/** Share of an organisation's employees who joined the programme, by size band (small teams join more). */
const PARTICIPATION: Record<SizeBand, readonly [number, number]> = {
  small: [0.35, 0.65],
  medium: [0.2, 0.4],
  large: [0.05, 0.1],
};
const ACTIVE_MODES = new Set<TransportMode>(['walk', 'run', 'bike', 'electric_bicycle', 'scooter', 'wfh']);
const MOTORISED_MODES: readonly TransportMode[] = ['bus', 'car', 'carpool', 'electric_car'];
const PROGRAMME_DAYS = 730;

const DEMO_PARTICIPANT: Omit<Profile, 'email'> = {
  firstName: 'Camille',
  lastName: 'Nadeau',
  gender: 'female',
  username: 'camille.nadeau',
  birthYear: 1991,
  usualTransportMode: 'bike',
};

/**
 * Participants of every organisation, roughly in proportion to its employees, and residents without one.
 * Each gets a sign-in account (the mobile app's), with the demo password. Balances start at zero: the trips
 * step credits them through the ledger.
 */
export const participantsStep: DemoStep = {
  name: 'participants',
  async run(ctx, random) {
    const accounts: AuthAccountRows[] = [];
    const rows: ParticipantRow[] = [];
    const usernames = new Set<string>([DEMO_PARTICIPANT.username]);
    const add = (
      city: DemoCity,
      organisation: DemoOrganisation | null,
      profile: Profile,
      fixed?: Partial<ParticipantRow>,
    ) => {
      const row = { ...buildParticipant(ctx, random, city, organisation, profile), ...fixed };
      const account = buildAuthAccount(ctx, random, {
        name: `${profile.firstName} ${profile.lastName}`,
        email: profile.email,
        createdAt: row.joinedAt as Date,
      });
      accounts.push(account);
      rows.push({ ...row, authUserId: account.user.id });
    };

    const demoOrganisation = findOrganisationByEmail(ctx, getDemoEmail('organisation'));
    add(
      demoOrganisation.city,
      demoOrganisation,
      { ...DEMO_PARTICIPANT, email: getDemoEmail('participant') },
      {
        branchId: demoOrganisation.branches[0]?.id,
        dataCollectionMethod: 'automatic',
        joinedAt: addDays(demoOrganisation.createdAt, 7),
        createdAt: addDays(demoOrganisation.createdAt, 7),
      },
    );

    for (const city of ctx.world.cities) {
      for (const organisation of ctx.world.organisations.filter((candidate) => candidate.city.id === city.id)) {
        const [low, high] = PARTICIPATION[getSizeBand(organisation.employeesCount)];
        const rate = organisation.template.participationRate ?? low + random.next() * (high - low);
        const already = rows.filter((row) => row.organisationId === organisation.id).length;
        const count = Math.max(2, Math.round(organisation.employeesCount * rate)) - already;
        for (let i = 0; i < count; i++) {
          add(city, organisation, drawProfile(ctx, random, city, organisation.emailDomain, usernames));
        }
      }
      const residentsDomain = `${city.key}.${DEMO_EMAIL_DOMAIN}`;
      for (let i = 0; i < city.template.participantsWithoutOrganisation; i++) {
        add(city, null, drawProfile(ctx, random, city, residentsDomain, usernames));
      }
    }

    await insertAuthAccounts(ctx, accounts);
    await insertRows(ctx.tx, participants, rows);
    for (const row of rows) {
      ctx.world.participants.push({
        id: row.id as string,
        authUserId: row.authUserId as string,
        cityId: row.cityId,
        organisationId: row.organisationId ?? null,
        branchId: row.branchId ?? null,
        email: row.email,
        usualTransportMode: row.usualTransportMode as TransportMode,
        dataCollectionMethod: row.dataCollectionMethod ?? 'automatic',
        joinedAt: row.joinedAt as Date,
      });
    }
  },
};

function drawProfile(
  ctx: DemoContext,
  random: Random,
  city: DemoCity,
  domain: string,
  usernames: Set<string>,
): Profile {
  const person = buildPerson(random);
  const birthYear = Math.round((random.int(1955, 2006) + random.int(1955, 2006)) / 2);
  const base = toEmailLocalPart(person.firstName, person.lastName);
  const email = findFreeEmail(ctx.usedEmails, base, domain);
  const styles = [base, `${base.replace('.', '')}${birthYear % 100}`, `${base.split('.')[0]}${random.int(1, 999)}`];
  let username = random.pick(styles);
  while (usernames.has(username)) username = `${base.replace('.', '_')}${random.int(1, 9999)}`;
  usernames.add(username);
  const usualTransportMode = random.pickWeighted(
    Object.entries(city.template.usualTransportModes) as [TransportMode, number][],
  );
  return { ...person, email, username, birthYear, usualTransportMode };
}

function buildParticipant(
  ctx: DemoContext,
  random: Random,
  city: DemoCity,
  organisation: DemoOrganisation | null,
  profile: Profile,
): ParticipantRow {
  const home = random.pick(city.regions);
  const programmeStart = addDays(ctx.now, -PROGRAMME_DAYS);
  const earliest = organisation && organisation.createdAt > programmeStart ? organisation.createdAt : programmeStart;
  const joinedAt = between(earliest, addDays(ctx.now, -1), random.next());
  const lastLogin = random.chance(0.85) ? between(joinedAt, ctx.now, 0.5 + random.next() / 2) : null;
  const activeDays = Math.max(1, Math.round((ctx.now.getTime() - joinedAt.getTime()) / 86_400_000));
  const experiencePoints = activeDays * random.int(4, 40);
  const branch = organisation && random.chance(0.92) ? random.pick(organisation.branches) : null;
  return {
    id: random.uuid(),
    cityId: city.id,
    organisationId: organisation?.id ?? null,
    branchId: branch?.id ?? null,
    username: profile.username,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    contactEmail: null,
    gender: profile.gender,
    birthYear: profile.birthYear,
    usualTransportMode: profile.usualTransportMode,
    preferredMotorisedMode:
      ACTIVE_MODES.has(profile.usualTransportMode) && random.chance(0.5) ? random.pick(MOTORISED_MODES) : null,
    street: random.chance(0.7) ? buildStreet(random, home.template) : null,
    city: city.name,
    country: 'CA',
    postalCode: buildPostalCode(random, home.template),
    dataCollectionMethod: random.chance(0.85) ? 'automatic' : 'manual',
    level: 1 + Math.min(19, Math.floor(Math.sqrt(experiencePoints / 150))),
    experiencePoints,
    healthPoints: Math.round(activeDays * random.int(0, 12)),
    greenpointBalance: 0,
    approvedPrivacyPolicy: true,
    joinedAt,
    lastLogin,
    createdAt: joinedAt,
    updatedAt: lastLogin ?? joinedAt,
  };
}
