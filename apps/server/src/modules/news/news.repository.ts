import { and, asc, desc, eq, exists, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { NewsState } from '@mobiverte/contracts';
import type { Db } from '../../db/connection.ts';
import type { Tx } from '../../db/transaction.ts';
import { news, newsOrganisations, organisations } from '../../db/schema/index.ts';

export type NewsRow = typeof news.$inferSelect;

function stateCondition(state: NewsState, now: Date): SQL | undefined {
  if (state === 'draft') return isNull(news.publishAt);
  if (state === 'scheduled') return gt(news.publishAt, now);
  return lte(news.publishAt, now);
}

/** One page of a city's news: drafts first, then by publication date, newest first; with the counts per state. */
export async function listCityNews(
  db: Db,
  cityId: string,
  filter: { state?: NewsState; now: Date; limit: number; offset: number },
) {
  const where = and(eq(news.cityId, cityId), filter.state ? stateCondition(filter.state, filter.now) : undefined);
  const rows = await db
    .select()
    .from(news)
    .where(where)
    .orderBy(sql`${news.publishAt} DESC NULLS FIRST`, desc(news.updatedAt), asc(news.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counts] = await db
    .select({
      draft: sql<number>`count(*) FILTER (WHERE ${news.publishAt} IS NULL)`.mapWith(Number),
      scheduled: sql<number>`count(*) FILTER (WHERE ${news.publishAt} > ${filter.now})`.mapWith(Number),
      published: sql<number>`count(*) FILTER (WHERE ${news.publishAt} <= ${filter.now})`.mapWith(Number),
    })
    .from(news)
    .where(eq(news.cityId, cityId));
  return { rows, counts: counts! };
}

export async function findNews(db: Db | Tx, newsId: string) {
  const [row] = await db.select().from(news).where(eq(news.id, newsId));
  return row;
}

/** The organisations chosen for each of these news items, by name. */
export async function findNewsOrganisations(db: Db | Tx, newsIds: string[]) {
  if (newsIds.length === 0) return [];
  return db
    .select({ newsId: newsOrganisations.newsId, id: organisations.id, name: organisations.name })
    .from(newsOrganisations)
    .innerJoin(organisations, eq(organisations.id, newsOrganisations.organisationId))
    .where(inArray(newsOrganisations.newsId, newsIds))
    .orderBy(asc(organisations.name));
}

/** Which of these organisations belong to the city. */
export async function findCityOrganisationIds(db: Db, cityId: string, organisationIds: string[]) {
  if (organisationIds.length === 0) return [];
  const rows = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.cityId, cityId), inArray(organisations.id, organisationIds)));
  return rows.map((row) => row.id);
}

export async function insertNews(tx: Tx, values: typeof news.$inferInsert) {
  const [row] = await tx.insert(news).values(values).returning({ id: news.id });
  return row!.id;
}

export async function updateNews(tx: Tx, newsId: string, values: Partial<typeof news.$inferInsert>) {
  await tx.update(news).set(values).where(eq(news.id, newsId));
}

/** Replaces the organisations that see a news item (none for a city-wide one). */
export async function replaceNewsOrganisations(tx: Tx, newsId: string, organisationIds: string[]) {
  await tx.delete(newsOrganisations).where(eq(newsOrganisations.newsId, newsId));
  if (organisationIds.length > 0) {
    await tx.insert(newsOrganisations).values(organisationIds.map((organisationId) => ({ newsId, organisationId })));
  }
}

export async function deleteNews(db: Db, newsId: string) {
  await db.delete(news).where(eq(news.id, newsId));
}

/**
 * The published news a participant sees, newest first: the city's, city-wide or chosen for the participant's
 * organisation (walks `news_city_publish_idx` and stops at the page; no count: the caller asks for one row more).
 */
export async function listPublishedNewsFor(
  db: Db,
  reader: { cityId: string; organisationId: string | null },
  page: { now: Date; limit: number; offset: number },
) {
  const forOrganisation = reader.organisationId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(newsOrganisations)
          .where(
            and(
              sql`${newsOrganisations.newsId} = "news"."id"`,
              eq(newsOrganisations.organisationId, reader.organisationId),
            ),
          ),
      )
    : undefined;
  const where = and(
    eq(news.cityId, reader.cityId),
    isNotNull(news.publishAt),
    lte(news.publishAt, page.now),
    or(eq(news.audience, 'city'), forOrganisation),
  );
  return db
    .select()
    .from(news)
    .where(where)
    .orderBy(sql`${news.publishAt} DESC NULLS LAST`, asc(news.id))
    .limit(page.limit)
    .offset(page.offset);
}
