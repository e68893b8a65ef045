import { citySettings, happyHours, organisationSettings } from '../../db/schema/index.ts';
import { addDays, toIsoDate } from '../builders/dates.builder.ts';
import { shiftDay, toInstant, weekdayOf } from '../builders/calendar.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { findCity, type DemoStep } from '../demo-context.ts';
import type { CityTemplate } from '../seed-data/cities.data.ts';
import { HAPPY_HOUR_TEMPLATES } from '../seed-data/happy-hours.data.ts';

/**
 * How trips turn into greenpoints: each city's settings (points coefficient, maximum points per trip,
 * maximum manual trips per day), the happy hours of the first city, past and upcoming, and the limits
 * some organisations set (kilometres counted per trip, manual trips per period).
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
        ...toNumericSettings(city.template.settings),
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
  },
};

function toNumericSettings(settings: CityTemplate['settings']) {
  return { ...settings, pointsCoefficient: String(settings.pointsCoefficient) };
}
