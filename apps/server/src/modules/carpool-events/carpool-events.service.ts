import type { Actor } from '../../auth/actor.ts';
import { requireDashboardActor, authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findCarpoolEvent,
  listCarpoolEventsOfCity,
  listCarpoolEventsOfOrganisation,
} from './carpool-events.repository.ts';
import type { CarpoolEvent } from './carpool-events.schemas.ts';

type Row = Awaited<ReturnType<typeof listCarpoolEventsOfCity>>[number];

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
  const rows =
    dashboard.role === 'city'
      ? await listCarpoolEventsOfCity(db, dashboard.cityId)
      : await listCarpoolEventsOfOrganisation(db, dashboard.organisationId!);
  return { data: rows.map(toCarpoolEvent), total: rows.length };
}

export async function getCarpoolEvent(db: Db, actor: Actor, id: string) {
  const row = await findCarpoolEvent(db, id);
  if (!row) throw notFound();
  authorize(actor, 'carpool-events.read', { cityId: row.event.cityId, organisationId: row.event.organisationId });
  return toCarpoolEvent(row);
}
