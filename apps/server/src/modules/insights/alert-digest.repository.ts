import { and, eq, sql } from 'drizzle-orm';
import type { AlertDigestSettings, Locale } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import { alertDigestsSent, alertDigestSubscriptions } from '../../db/schema/index.ts';

export async function findAlertDigestSubscription(db: Db, authUserId: string) {
  const [row] = await db
    .select({ enabled: alertDigestSubscriptions.enabled, language: alertDigestSubscriptions.language })
    .from(alertDigestSubscriptions)
    .where(eq(alertDigestSubscriptions.authUserId, authUserId));
  return row;
}

export async function saveAlertDigestSubscription(db: Db, authUserId: string, settings: AlertDigestSettings) {
  await db
    .insert(alertDigestSubscriptions)
    .values({ authUserId, ...settings })
    .onConflictDoUpdate({
      target: alertDigestSubscriptions.authUserId,
      set: { ...settings, updatedAt: sql`now()` },
    });
}

/** A subscribed organisation or city admin, with what the policy needs to know of the account. */
export type DigestRecipient = {
  authUserId: string;
  email: string;
  language: Locale;
  role: 'city' | 'organisation';
  isAdmin: boolean;
  isExternal: boolean;
  canEdit: boolean;
  cityId: string;
  organisationId: string | null;
  ownerName: string;
  timeZone: string;
};

/**
 * The subscribed accounts of the cities whose local time at `now` is `hour` on a Monday: city admins, organisation
 * accounts (of an active organisation) and their co-admins. Merchants have no digest.
 */
export async function findDigestRecipients(db: Db, now: Date, hour: number): Promise<DigestRecipient[]> {
  const local = (zone: string) => sql`(${now.toISOString()}::timestamptz at time zone ${sql.raw(zone)})`;
  const result = await db.execute<DigestRecipient>(
    sql`select s.auth_user_id as "authUserId", u.email, s.language,
        coalesce(case when ca.id is not null then 'city' end, case when o.id is not null then 'organisation' end,
          e.external_for) as role,
        coalesce(ca.city_admin or ca.admin, false) as "isAdmin", e.id is not null as "isExternal",
        coalesce(e.can_edit, true) as "canEdit", c.id as "cityId", coalesce(o.id, eo.id) as "organisationId",
        coalesce(o.name, eo.name, c.name) as "ownerName", c.timezone as "timeZone"
      from alert_digest_subscriptions s
      join auth_users u on u.id = s.auth_user_id
      left join city_admins ca on ca.auth_user_id = s.auth_user_id
      left join organisations o on o.auth_user_id = s.auth_user_id and o.active
      left join external_users e on e.auth_user_id = s.auth_user_id and e.external_for in ('city', 'organisation')
      left join organisations eo on eo.id = e.organisation_id and eo.active
      join cities c on c.id = coalesce(ca.city_id, o.city_id, e.city_id)
      where s.enabled
        and (ca.id is not null or o.id is not null or (e.id is not null and (e.external_for = 'city' or eo.id is not null)))
        and extract(hour from ${local('c.timezone')}) >= ${hour}
        and extract(isodow from ${local('c.timezone')}) = 1
        and not exists (select 1 from alert_digests_sent d
          where d.auth_user_id = s.auth_user_id and d.week_start = ${local('c.timezone')}::date - 7)
      order by s.auth_user_id`,
  );
  return result.rows;
}

/** Records that an admin's digest of a week is being sent; false when another process already did. */
export async function claimAlertDigest(db: Db, authUserId: string, weekStart: string, alerts: string[]) {
  const rows = await db
    .insert(alertDigestsSent)
    .values({ authUserId, weekStart, alerts })
    .onConflictDoNothing()
    .returning({ authUserId: alertDigestsSent.authUserId });
  return rows.length === 1;
}

/** Gives a claimed digest back when its email could not be sent, so that a later run sends it. */
export async function releaseAlertDigest(db: Db, authUserId: string, weekStart: string) {
  await db
    .delete(alertDigestsSent)
    .where(and(eq(alertDigestsSent.authUserId, authUserId), eq(alertDigestsSent.weekStart, weekStart)));
}
