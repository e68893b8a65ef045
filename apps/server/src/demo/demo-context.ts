import type { TransportMode } from '@mobiverte/contracts';
import type { Tx } from '../db/transaction.ts';
import type { Random } from './random.ts';
import type { CityTemplate, RegionTemplate } from './seed-data/cities.data.ts';
import type { OrganisationTemplate } from './seed-data/organisations.data.ts';

export type DemoTx = Tx;

export type DemoRegion = { id: string; name: string; template: RegionTemplate };
export type DemoCity = { id: string; key: string; name: string; template: CityTemplate; regions: DemoRegion[] };
export type DemoBranch = { id: string; name: string; region: DemoRegion };
export type DemoOrganisation = {
  id: string;
  authUserId: string;
  city: DemoCity;
  name: string;
  email: string;
  emailDomain: string;
  employeesCount: number;
  createdAt: Date;
  branches: DemoBranch[];
  template: OrganisationTemplate;
};
export type DemoParticipant = {
  id: string;
  authUserId: string;
  cityId: string;
  organisationId: string | null;
  branchId: string | null;
  email: string;
  usualTransportMode: TransportMode;
  dataCollectionMethod: 'automatic' | 'manual';
  joinedAt: Date;
};
export type DemoStore = { id: string; name: string };
export type DemoTenant = {
  id: string;
  authUserId: string;
  cityId: string;
  name: string;
  email: string;
  stores: DemoStore[];
};
export type DemoExternalUser = { id: string; authUserId: string; email: string; organisationId: string | null };
export type DemoCarpoolEvent = { id: string; cityId: string; organisationId: string; name: string };
/** Trips sent through the trip service: how many were stored, and how many counted as sustainable. */
export type DemoTripTotals = { recorded: number; counted: number; greenpoints: number };

/** What the steps generated so far: later steps (trips, challenges, products, orders) build on these ids. */
export type DemoWorld = {
  cities: DemoCity[];
  organisations: DemoOrganisation[];
  tenants: DemoTenant[];
  participants: DemoParticipant[];
  externalUsers: DemoExternalUser[];
  carpoolEvents: DemoCarpoolEvent[];
  happyHours: number;
  badges: number;
  trips: DemoTripTotals;
};

export type DemoContext = {
  tx: DemoTx;
  seed: number;
  productKey: string;
  /** The moment the world is built around: joined dates lie before it, carpool events after it. */
  now: Date;
  /** better-auth hash of the demo password, computed once and shared by every account. */
  passwordHash: string;
  /** The deployment's secret to seal stored secrets with (the demo's MailerLite key); absent, none is stored. */
  encryptionKey?: string;
  /** Sign-in emails already given out, to keep them unique across steps. */
  usedEmails: Set<string>;
  world: DemoWorld;
};

/** One stage of the generator; each draws from its own random stream, named after the step. */
export type DemoStep = { name: string; run: (ctx: DemoContext, random: Random) => Promise<void> };

export function createEmptyWorld(): DemoWorld {
  return {
    cities: [],
    organisations: [],
    tenants: [],
    participants: [],
    externalUsers: [],
    carpoolEvents: [],
    happyHours: 0,
    badges: 0,
    trips: { recorded: 0, counted: 0, greenpoints: 0 },
  };
}

export function findCity(ctx: DemoContext, key: string): DemoCity {
  const city = ctx.world.cities.find((candidate) => candidate.key === key);
  if (!city) throw new Error(`Demo city ${key} is not generated yet`);
  return city;
}

export function findRegion(city: DemoCity, name: string): DemoRegion {
  const region = city.regions.find((candidate) => candidate.name === name);
  if (!region) throw new Error(`Demo region ${name} is not in ${city.name}`);
  return region;
}

export function findOrganisationByEmail(ctx: DemoContext, email: string): DemoOrganisation {
  const organisation = ctx.world.organisations.find((candidate) => candidate.email === email);
  if (!organisation) throw new Error(`Demo organisation ${email} is not generated yet`);
  return organisation;
}
