import { eq } from 'drizzle-orm';
import { samePointsForEveryModeGroup } from '@mobiverte/contracts';
import {
  citySettingChanges,
  cityAdmins,
  citySettings,
  happyHours,
  organisationSettings,
} from '../../db/schema/index.ts';
import { addDays, toIsoDate } from '../builders/dates.builder.ts';
import { shiftDay, toInstant, weekdayOf } from '../builders/calendar.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { findCity, type DemoStep } from '../demo-context.ts';
import type { Random } from '../random.ts';
import type { CityTemplate } from '../seed-data/cities.data.ts';
import { HAPPY_HOUR_TEMPLATES } from '../seed-data/happy-hours.data.ts';

/**
 * How trips turn into greenpoints: each city's settings (points coefficient, maximum points per trip,
 * maximum manual trips per day, citizen limits, control points, carpool, admin emails) with a few changes in
 * their history, the happy hours of the first city, past and upcoming, and the limits some organisations set
 * (kilometres counted per trip, manual trips per period).
 */
export const programmeSettingsStep: DemoStep = {
  name: 'programme-settings',
  async run(ctx, random) {
    const setOn = addDays(ctx.now, -random.int(380, 420));
    await insertRows(
      ctx.tx,
      citySettings,
      ctx.world.cities.map((city) => ({
        cityId: city.id,
        ...toSettingsColumns(city.template.settings),
        updatedAt: setOn,
      })),
    );
    await insertRows(
      ctx.tx,
      organisationSettings,
      ctx.world.organisations
        .filter((organisation) => organisation.template.limits)
        .map((organisation) => ({
          organisationId: organisation.id,
          limits: organisation.template.limits!,
          updatedAt: addDays(organisation.createdAt, random.int(1, 30)),
        })),
    );
    const happyHourRows = HAPPY_HOUR_TEMPLATES.map((template) => {
      const city = findCity(ctx, template.cityKey);
      let day = toIsoDate(addDays(ctx.now, template.daysFromNow));
      while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = shiftDay(day, 1);
      const [hours = 0, minutes = 0] = template.startsAt.split(':').map(Number);
      const startsAt = toInstant(day, hours * 60 + minutes, city.template.timezone);
      const createdAt = addDays(startsAt, -random.int(10, 30));
      return {
        id: random.uuid(),
        cityId: city.id,
        name: template.name,
        startsAt,
        endsAt: new Date(startsAt.getTime() + template.hours * 3_600_000),
        multiplier: String(template.multiplier),
        createdAt,
        updatedAt: createdAt,
      };
    });
    await insertRows(ctx.tx, happyHours, happyHourRows);
    ctx.world.happyHours = happyHourRows.length;
    await insertSettingChanges(ctx, random, setOn);
  },
};

function toSettingsColumns(settings: CityTemplate['settings']) {
  const { maxPointsPerTrip, maxChallengesPerUser, maxTransactionsPerPeriod, ...rest } = settings;
  const points = samePointsForEveryModeGroup(maxPointsPerTrip);
  return {
    ...rest,
    pointsCoefficient: String(settings.pointsCoefficient),
    controlPointCoefficient: String(settings.controlPointCoefficient),
    maxPointsPerTripActive: points.active,
    maxPointsPerTripCollective: points.collective,
    maxPointsPerTripOther: points.other,
    maxChallengesPerUser: maxChallengesPerUser.value,
    maxChallengesPerUserPeriod: maxChallengesPerUser.period,
    maxTransactionsPerPeriod: maxTransactionsPerPeriod.value,
    maxTransactionsPeriod: maxTransactionsPerPeriod.period,
  };
}

/** The history of each city's settings: the coefficient and the manual trips set by its admin after the launch. */
async function insertSettingChanges(ctx: Parameters<DemoStep['run']>[0], random: Random, setOn: Date) {
  const rows: (typeof citySettingChanges.$inferInsert)[] = [];
  for (const city of ctx.world.cities) {
    const [admin] = await ctx.tx
      .select({ id: cityAdmins.authUserId })
      .from(cityAdmins)
      .where(eq(cityAdmins.cityId, city.id))
      .limit(1);
    const { settings } = city.template;
    const firstChange = addDays(setOn, random.int(20, 40));
    rows.push(
      {
        id: random.uuid(),
        cityId: city.id,
        kind: 'city-limits',
        field: 'pointsCoefficient',
        oldValue: settings.pointsCoefficient + 2,
        newValue: settings.pointsCoefficient,
        changedBy: admin?.id ?? null,
        changedAt: firstChange,
      },
      {
        id: random.uuid(),
        cityId: city.id,
        kind: 'citizen-limits',
        field: 'maxDailyManualTrips',
        oldValue: null,
        newValue: settings.maxDailyManualTrips,
        changedBy: admin?.id ?? null,
        changedAt: addDays(firstChange, random.int(5, 15)),
      },
    );
  }
  await insertRows(ctx.tx, citySettingChanges, rows);
}
