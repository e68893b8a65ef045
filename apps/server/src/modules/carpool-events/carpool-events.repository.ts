import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { carpoolEvents, organisations } from '../../db/schema/index.ts';

const selection = {
  event: carpoolEvents,
  organisationName: organisations.name,
};

async function listCarpoolEvents(db: Db, where: SQL) {
  return db
    .select(selection)
    .from(carpoolEvents)
    .leftJoin(organisations, eq(organisations.id, carpoolEvents.organisationId))
    .where(where)
    .orderBy(asc(carpoolEvents.date), asc(carpoolEvents.name));
}

export async function findCarpoolEvent(db: Db, id: string) {
  const [row] = await listCarpoolEvents(db, eq(carpoolEvents.id, id));
  return row;
}

export async function listCarpoolEventsOfCity(db: Db, cityId: string) {
  return listCarpoolEvents(db, eq(carpoolEvents.cityId, cityId));
}

export async function listCarpoolEventsOfOrganisation(db: Db, organisationId: string) {
  return listCarpoolEvents(db, eq(carpoolEvents.organisationId, organisationId));
}
