import { and, desc, count, eq, sql } from 'drizzle-orm';
import type { LocationType } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { authUsers, citySettingChanges, citySettings, organisationSettings } from '../../db/schema/index.ts';

type Columns = Partial<typeof citySettings.$inferInsert>;

/** The city's settings row, created with the defaults the first time it is asked for. */
export async function findOrCreateCitySettings(db: Db | Tx, cityId: string) {
  await db.insert(citySettings).values({ cityId }).onConflictDoNothing();
  const [row] = await db.select().from(citySettings).where(eq(citySettings.cityId, cityId));
  return row!;
}

/** The row locked for one save: saves of the same city queue, so each change's old value is exact. */
export async function lockCitySettings(tx: Tx, cityId: string) {
  await tx.insert(citySettings).values({ cityId }).onConflictDoNothing();
  const [row] = await tx.select().from(citySettings).where(eq(citySettings.cityId, cityId)).for('update');
  return row!;
}

/** Writes one field's columns and nothing else, so that saves of other fields are never overwritten. */
export async function updateCitySettingColumns(tx: Tx, cityId: string, columns: Columns, now: Date) {
  const [row] = await tx
    .update(citySettings)
    .set({ ...columns, updatedAt: now })
    .where(eq(citySettings.cityId, cityId))
    .returning();
  return row!;
}

export async function insertCitySettingChange(tx: Tx, change: typeof citySettingChanges.$inferInsert) {
  await tx.insert(citySettingChanges).values(change);
}

/** A page of the city's changes, newest first (read from `city_setting_changes_city_recent`). */
export async function listCitySettingChanges(db: Db, cityId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ change: citySettingChanges, email: authUsers.email })
      .from(citySettingChanges)
      .leftJoin(authUsers, eq(authUsers.id, citySettingChanges.changedBy))
      .where(eq(citySettingChanges.cityId, cityId))
      .orderBy(desc(citySettingChanges.changedAt), desc(citySettingChanges.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(citySettingChanges).where(eq(citySettingChanges.cityId, cityId)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * What the participant's app shows of its programme, in one statement: the city's settings, the organisation's
 * limits and the kinds of control points the participant declared.
 */
export async function findParticipantProgramme(
  db: Db,
  participant: { participantId: string; cityId: string; organisationId: string | null },
) {
  const [row] = await db
    .select({
      settings: citySettings,
      limits: organisationSettings.limits,
      declared: sql<
        LocationType[]
      >`array(select "control_points"."kind" from "participant_control_points" "control_points"
        where "control_points"."participant_id" = ${participant.participantId})`,
    })
    .from(citySettings)
    .leftJoin(
      organisationSettings,
      and(
        sql`${participant.organisationId}::uuid IS NOT NULL`,
        eq(organisationSettings.organisationId, sql`${participant.organisationId}::uuid`),
      ),
    )
    .where(eq(citySettings.cityId, participant.cityId));
  return row;
}
