import { happyHoursConflict, happyHourState, type HappyHourInput, type TransportMode } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor, requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findOrganisationScope } from '../organisations/organisations.repository.ts';
import {
  deleteHappyHour,
  findBranchOrganisation,
  findCityTimeZone,
  findHappyHour,
  findOverlappingHappyHours,
  insertHappyHour,
  listCityHappyHours,
  listParticipantHappyHourRows,
  lockCityHappyHours,
  updateHappyHour,
  type HappyHourRow,
} from './happy-hours.repository.ts';
import type { HappyHour } from './happy-hours.schemas.ts';

const toHappyHour = (row: HappyHourRow, now: Date): HappyHour => {
  const { happyHour } = row;
  return {
    id: happyHour.id,
    name: happyHour.name,
    startAt: happyHour.startsAt.toISOString(),
    endAt: happyHour.endsAt.toISOString(),
    multiplier: Number(happyHour.multiplier),
    activityTypes: (happyHour.activityTypes as TransportMode[] | null) ?? null,
    organisationId: happyHour.organisationId,
    organisationName: row.organisationName,
    branchId: happyHour.branchId,
    branchName: row.branchName,
    state: happyHourState({ startAt: happyHour.startsAt, endAt: happyHour.endsAt }, now),
    createdAt: happyHour.createdAt.toISOString(),
    updatedAt: happyHour.updatedAt.toISOString(),
  };
};

const scopeOf = (row: HappyHourRow) => ({ cityId: row.happyHour.cityId, organisationId: row.happyHour.organisationId });

const readOnly = (message: string) => conflict('happy_hour_past', message);

/** The city's happy hours (an organisation's account: the city-wide ones and its own), ordered by start. */
export async function listHappyHoursFor(db: Db, actor: Actor, query: { from?: string; to?: string }, now = new Date()) {
  const dashboard = requireDashboardActor(actor);
  const rows = await listCityHappyHours(db, dashboard.cityId, {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    organisationId: dashboard.role === 'city' ? undefined : dashboard.organisationId,
  });
  const visible = rows.filter((row) => isAllowed(actor, 'happy-hours.read', scopeOf(row)));
  return {
    data: visible.map((row) => toHappyHour(row, now)),
    timeZone: (await findCityTimeZone(db, dashboard.cityId)) ?? 'America/New_York',
  };
}

function isAllowed(actor: Actor, permission: 'happy-hours.read', record: ReturnType<typeof scopeOf>) {
  try {
    authorize(actor, permission, record);
    return true;
  } catch {
    return false;
  }
}

export async function getHappyHour(db: Db, actor: Actor, happyHourId: string, now = new Date()) {
  const row = await findHappyHour(db, happyHourId);
  if (!row) throw notFound();
  authorize(actor, 'happy-hours.read', scopeOf(row));
  return toHappyHour(row, now);
}

/** The organisation (of the city) and the branch (of that organisation), or a 400 naming the field. */
async function assertScope(db: Db, cityId: string, input: HappyHourInput) {
  if (input.organisationId) {
    const organisation = await findOrganisationScope(db, input.organisationId);
    if (!organisation || organisation.cityId !== cityId) {
      throw badRequest('validation_failed', 'Unknown organisation', [
        { path: 'organisationId', message: 'Unknown organisation' },
      ]);
    }
  }
  if (input.branchId) {
    const branch = await findBranchOrganisation(db, input.branchId);
    if (!branch || branch.organisationId !== input.organisationId) {
      throw badRequest('validation_failed', 'Not a branch of this organisation', [
        { path: 'branchId', message: 'Not a branch of this organisation' },
      ]);
    }
  }
}

const columnsOf = (input: HappyHourInput) => ({
  name: input.name,
  startsAt: new Date(input.startAt),
  endsAt: new Date(input.endAt),
  multiplier: input.multiplier.toFixed(2),
  activityTypes: input.activityTypes ?? null,
  organisationId: input.organisationId ?? null,
  branchId: input.branchId ?? null,
});

type Columns = ReturnType<typeof columnsOf>;

const overlapError = (other: { id: string; name: string }) =>
  new AppError(409, 'happy_hour_overlap', `This happy hour overlaps the happy hour "${other.name}"`, [
    { path: 'startAt', message: other.name },
  ]);

/** Checks the overlaps under the city's lock; the write runs in the same transaction. */
async function writeLocked(
  db: Db,
  cityId: string,
  columns: Columns,
  exceptId: string | undefined,
  write: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<string>,
) {
  return db.transaction(async (tx) => {
    await lockCityHappyHours(tx, cityId);
    const candidate = {
      startAt: columns.startsAt,
      endAt: columns.endsAt,
      multiplier: columns.multiplier,
      activityTypes: columns.activityTypes,
      organisationId: columns.organisationId,
      branchId: columns.branchId,
    };
    const others = await findOverlappingHappyHours(tx, cityId, columns.startsAt, columns.endsAt, exceptId);
    const clash = others.find((other) => happyHoursConflict(candidate, other));
    if (clash) throw overlapError(clash);
    return write(tx);
  });
}

function assertNotEnded(input: HappyHourInput, now: Date) {
  if (new Date(input.endAt).getTime() <= now.getTime()) {
    throw badRequest('validation_failed', 'The end must be in the future', [
      { path: 'endAt', message: 'The end must be in the future' },
    ]);
  }
}

export async function createHappyHour(db: Db, actor: Actor, input: HappyHourInput, now = new Date()) {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'happy-hours.write', { cityId: dashboard.cityId, organisationId: input.organisationId ?? null });
  assertNotEnded(input, now);
  await assertScope(db, dashboard.cityId, input);
  const columns = columnsOf(input);
  const id = await writeLocked(db, dashboard.cityId, columns, undefined, async (tx) => {
    const row = await insertHappyHour(tx, { ...columns, cityId: dashboard.cityId, createdBy: dashboard.userId });
    return row.id;
  });
  return getHappyHour(db, actor, id, now);
}

/**
 * Replaces an upcoming happy hour; a current one may only have its end moved (to a future instant); a past one
 * is read-only (409 `happy_hour_past`).
 */
export async function editHappyHour(
  db: Db,
  actor: Actor,
  happyHourId: string,
  input: HappyHourInput,
  now = new Date(),
) {
  const row = await findHappyHour(db, happyHourId);
  if (!row) throw notFound();
  authorize(actor, 'happy-hours.write', scopeOf(row));
  const state = happyHourState({ startAt: row.happyHour.startsAt, endAt: row.happyHour.endsAt }, now);
  if (state === 'past') throw readOnly('This happy hour has ended: it is read-only');
  assertNotEnded(input, now);
  const columns = columnsOf(input);
  if (state === 'current') {
    const stored = row.happyHour;
    const sameModes = JSON.stringify(stored.activityTypes ?? null) === JSON.stringify(columns.activityTypes);
    const unchanged =
      stored.name === columns.name &&
      stored.startsAt.getTime() === columns.startsAt.getTime() &&
      Number(stored.multiplier) === Number(columns.multiplier) &&
      sameModes &&
      stored.organisationId === columns.organisationId &&
      stored.branchId === columns.branchId;
    if (!unchanged) throw readOnly('This happy hour has started: only its end may be moved');
  }
  await assertScope(db, row.happyHour.cityId, input);
  await writeLocked(db, row.happyHour.cityId, columns, happyHourId, async (tx) => {
    await updateHappyHour(tx, happyHourId, { ...columns, updatedAt: now });
    return happyHourId;
  });
  return getHappyHour(db, actor, happyHourId, now);
}

/** Deletes an upcoming happy hour; a started or past one answers 409 `happy_hour_past`. */
export async function removeHappyHour(db: Db, actor: Actor, happyHourId: string, now = new Date()) {
  const row = await findHappyHour(db, happyHourId);
  if (!row) throw notFound();
  authorize(actor, 'happy-hours.write', scopeOf(row));
  const state = happyHourState({ startAt: row.happyHour.startsAt, endAt: row.happyHour.endsAt }, now);
  if (state === 'past') throw readOnly('This happy hour has ended: it is read-only');
  if (state === 'current') throw readOnly('This happy hour has started: only its end may be moved');
  await db.transaction(async (tx) => {
    await lockCityHappyHours(tx, row.happyHour.cityId);
    await deleteHappyHour(tx, happyHourId);
  });
}

/** The participant's city's current and upcoming happy hours that apply to the participant's affiliation. */
export async function listParticipantHappyHours(db: Db, actor: Actor, now = new Date()) {
  const participant = requireParticipantActor(actor);
  const rows = await listParticipantHappyHourRows(db, participant.cityId, {
    from: now,
    organisationId: participant.organisationId,
    branchId: participant.branchId,
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    startAt: row.startsAt.toISOString(),
    endAt: row.endsAt.toISOString(),
    multiplier: Number(row.multiplier),
    activityTypes: (row.activityTypes as TransportMode[] | null) ?? null,
    state: happyHourState({ startAt: row.startsAt, endAt: row.endsAt }, now),
  }));
}
