import { WEEKDAYS, type Weekday } from '@mobiverte/contracts';
import { carpoolEvents } from '../../db/schema/index.ts';
import { addDays, toIsoDate } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { getDemoEmail } from '../demo-accounts.ts';
import { findOrganisationByEmail, type DemoStep } from '../demo-context.ts';
import { CARPOOL_EVENT_TEMPLATES } from '../seed-data/carpool-events.data.ts';

/**
 * The carpool events of the carpool-only organisation: weekly runs, and one-off events in the coming weeks
 * whose single day carries the meeting time.
 */
export const carpoolEventsStep: DemoStep = {
  name: 'carpool-events',
  async run(ctx, random) {
    const organisation = findOrganisationByEmail(ctx, getDemoEmail('carpool'));
    const rows = CARPOOL_EVENT_TEMPLATES.map((template) => {
      const createdAt = addDays(ctx.now, -random.int(5, 60));
      const schedule =
        template.frequency === 'once'
          ? scheduleOnce(addDays(ctx.now, template.daysFromNow), template.meetingTime)
          : scheduleWeekly(template.days, template.meetingTime);
      return {
        id: random.uuid(),
        cityId: organisation.city.id,
        organisationId: organisation.id,
        name: template.name,
        address: template.address,
        lat: template.point[0],
        lng: template.point[1],
        requiresValidation: template.requiresValidation,
        frequency: template.frequency,
        ...schedule,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await insertRows(ctx.tx, carpoolEvents, rows);
    for (const row of rows) {
      ctx.world.carpoolEvents.push({ id: row.id, cityId: row.cityId, organisationId: organisation.id, name: row.name });
    }
  },
};

function scheduleOnce(date: Date, meetingTime: string) {
  const day = WEEKDAYS[(date.getUTCDay() + 6) % 7] as Weekday;
  return { ...scheduleWeekly([day], meetingTime), date: toIsoDate(date) };
}

function scheduleWeekly(days: readonly Weekday[], meetingTime: string) {
  return {
    date: null as string | null,
    days: [...days],
    meetingTime: Object.fromEntries(days.map((day) => [day, meetingTime])),
  };
}
