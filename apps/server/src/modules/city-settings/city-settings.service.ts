import {
  citySettingPatchError,
  CONTROL_POINTS_REQUIRED,
  hasRequiredControlPoints,
  kindOfSetting,
  ORGANISATION_READABLE_KINDS,
  type CitySettingField,
  type CitySettingPatch,
  type CitySettings,
  type CitySettingsKind,
} from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor, requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest } from '../../lib/errors.ts';
import { columnsOfSetting, settingValueOf, toCitySettings } from './city-settings.columns.ts';
import {
  findOrCreateCitySettings,
  findParticipantProgramme,
  insertCitySettingChange,
  listCitySettingChanges,
  lockCitySettings,
  updateCitySettingColumns,
} from './city-settings.repository.ts';
import type { ParticipantProgramme } from './city-settings.schemas.ts';

/** What an account reads: a city account every kind, an organisation's account those that apply to it. */
function visibleTo(actor: Actor, settings: CitySettings): Partial<CitySettings> {
  if (requireDashboardActor(actor).role === 'city') return settings;
  return Object.fromEntries(ORGANISATION_READABLE_KINDS.map((kind) => [kind, settings[kind]]));
}

export async function getCitySettings(db: Db, actor: Actor, cityId: string) {
  authorize(actor, 'city-settings.read', { cityId });
  return visibleTo(actor, toCitySettings(await findOrCreateCitySettings(db, cityId)));
}

const PATCH_MESSAGES = {
  city_setting_one_field: 'Submit exactly one setting at a time',
  city_setting_not_in_kind: 'This setting belongs to another kind',
} as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves one field of one kind: its columns only, in one statement, under the row's lock, with the change
 * (who, when, old → new) written in the same transaction. Trips posted afterwards are rated with it.
 */
export async function saveCitySetting(
  db: Db,
  actor: Actor,
  cityId: string,
  kind: CitySettingsKind,
  patch: CitySettingPatch,
  now = new Date(),
) {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'city-settings.write', { cityId });
  const error = citySettingPatchError(kind, patch);
  if (error) {
    const field = Object.keys(patch)[0];
    throw badRequest(error, PATCH_MESSAGES[error], [
      { path: field ?? kind, message: field ? `${field} belongs to ${kindOfSetting(field)}` : PATCH_MESSAGES[error] },
    ]);
  }
  const field = Object.keys(patch)[0] as CitySettingField;
  const row = await db.transaction(async (tx) => {
    const before = await lockCitySettings(tx, cityId);
    const after = await updateCitySettingColumns(tx, cityId, columnsOfSetting(patch), now);
    const oldValue = settingValueOf(before, kind, field);
    const newValue = settingValueOf(after, kind, field);
    if (!sameValue(oldValue, newValue)) {
      await insertCitySettingChange(tx, {
        cityId,
        kind,
        field,
        oldValue,
        newValue,
        changedBy: dashboard.userId,
        changedAt: now,
      });
    }
    return after;
  });
  return toCitySettings(row);
}

export async function listSettingsHistory(
  db: Db,
  actor: Actor,
  cityId: string,
  query: { page: number; pageSize: number },
) {
  authorize(actor, 'city-settings-history.read', { cityId });
  const { rows, total } = await listCitySettingChanges(db, cityId, query.page, query.pageSize);
  return {
    data: rows.map(({ change, email }) => ({
      id: change.id,
      kind: change.kind,
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
      changedAt: change.changedAt.toISOString(),
      changedBy: email,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The participant's programme: the city's rules and limits, its organisation's, and its control points. */
export async function getParticipantProgramme(db: Db, actor: Actor): Promise<ParticipantProgramme> {
  const participant = requireParticipantActor(actor);
  let row = await findParticipantProgramme(db, participant);
  if (!row) {
    await findOrCreateCitySettings(db, participant.cityId);
    row = (await findParticipantProgramme(db, participant))!;
  }
  const settings = toCitySettings(row.settings);
  const city = settings['city-limits'];
  const citizen = settings['citizen-limits'];
  const controlPoints = settings['control-points'];
  return {
    pointsCoefficient: city.pointsCoefficient,
    maxPointsPerTrip: city.maxPointsPerTrip,
    maxDailyManualTrips: citizen.maxDailyManualTrips,
    maxChallengesPerUser: citizen.maxChallengesPerUser,
    maxTransactionsPerPeriod: citizen.maxTransactionsPerPeriod,
    maxTransactionsPerProduct: citizen.maxTransactionsPerProduct,
    dailyPointsCap: citizen.dailyPointsCap,
    organisationLimits: participant.organisationId ? (row.limits ?? {}) : null,
    controlPoints: {
      enabled: controlPoints.controlPointsEnabled,
      pointsOnlyWithControlPoints: controlPoints.pointsOnlyWithControlPoints,
      coefficient: controlPoints.controlPointCoefficient,
      required: CONTROL_POINTS_REQUIRED,
      declared: row.declared,
      satisfied: hasRequiredControlPoints(row.declared),
    },
  };
}
