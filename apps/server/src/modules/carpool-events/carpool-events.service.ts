import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireDashboardActor, authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { carpoolEvents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findCarpoolEvent, listCarpoolEvents } from './carpool-events.repository.ts';
import type { CarpoolEvent } from './carpool-events.schemas.ts';

type Row = Awaited<ReturnType<typeof listCarpoolEvents>>[number];

function toCarpoolEvent(row: Row): CarpoolEvent {
  const { event } = row;
  return {
    id: event.id,
    name: event.name,
    address: event.address,
    frequency: event.frequency,
    date: event.date,
    days: event.days,
    meetingTime: event.meetingTime,
    organisationId: event.organisationId,
    organisationName: row.organisationName,
  };
}

/** The carpool events of the actor's organisation, or of the whole city for city admins. */
export async function listCarpoolEventsFor(db: Db, actor: Actor) {
  const dashboard = requireDashboardActor(actor);
  const where =
    dashboard.role === 'city'
      ? eq(carpoolEvents.cityId, dashboard.cityId)
      : eq(carpoolEvents.organisationId, dashboard.organisationId!);
  const rows = await listCarpoolEvents(db, where);
  return { data: rows.map(toCarpoolEvent), total: rows.length };
}

export async function getCarpoolEvent(db: Db, actor: Actor, id: string) {
  const row = await findCarpoolEvent(db, id);
  if (!row) throw notFound();
  authorize(actor, 'carpool-events.read', { cityId: row.event.cityId, organisationId: row.event.organisationId });
  return toCarpoolEvent(row);
}
