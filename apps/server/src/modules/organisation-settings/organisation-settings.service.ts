import { eq, sql } from 'drizzle-orm';
import type { OrganisationLimits } from '@mobiverte/contracts';
import type { Actor } from '../../auth/actor.ts';
import { authorize } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { organisations, organisationSettings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

async function findOrganisation(db: Db, organisationId: string) {
  const [row] = await db
    .select({ id: organisations.id, cityId: organisations.cityId })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!row) throw notFound();
  return row;
}

export async function getLimits(db: Db, actor: Actor, organisationId: string) {
  const organisation = await findOrganisation(db, organisationId);
  authorize(actor, 'organisation-limits.read', { cityId: organisation.cityId, organisationId });
  const [row] = await db
    .select()
    .from(organisationSettings)
    .where(eq(organisationSettings.organisationId, organisationId));
  return { data: row?.limits ?? {} };
}

/**
 * Merges one limit into the limits document in a single statement (`jsonb ||`), so that two people
 * saving two different limits at the same moment never overwrite each other.
 */
export async function mergeLimit(
  db: Db,
  actor: Actor,
  organisationId: string,
  patch: Partial<Record<keyof OrganisationLimits, unknown>>,
) {
  const organisation = await findOrganisation(db, organisationId);
  authorize(actor, 'organisation-limits.write', { cityId: organisation.cityId, organisationId });
  const [field, value] = Object.entries(patch)[0]!;
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
  return getLimits(db, actor, organisationId);
}
