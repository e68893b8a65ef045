import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { organisationSettings } from '../../db/schema/index.ts';

export async function findOrganisationSettings(db: Db, organisationId: string) {
  const [row] = await db
    .select()
    .from(organisationSettings)
    .where(eq(organisationSettings.organisationId, organisationId));
  return row;
}

/**
 * Merges one limit into the limits document in a single statement (`jsonb ||`; a null value removes it), so
 * that two people saving two different limits at the same moment never overwrite each other.
 */
export async function mergeOrganisationLimit(db: Db, organisationId: string, field: string, value: unknown) {
  const merged =
    value === null
      ? sql`${organisationSettings.limits} - ${field}::text`
      : sql`${organisationSettings.limits} || jsonb_build_object(${field}::text, ${JSON.stringify(value)}::jsonb)`;
  const initial = value === null ? {} : { [field]: value };
  await db
    .insert(organisationSettings)
    .values({ organisationId, limits: initial })
    .onConflictDoUpdate({
      target: organisationSettings.organisationId,
      set: { limits: merged, updatedAt: new Date() },
    });
}
