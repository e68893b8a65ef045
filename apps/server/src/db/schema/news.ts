import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NEWS_AUDIENCES, NEWS_CATEGORIES, type NewsVersions } from '@mobiverte/contracts';
import { authUsers } from './auth.ts';
import { cities } from './cities.ts';
import { organisations } from './organisations.ts';
import { images } from './tenants.ts';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A city's news items (issue 17): one row per item, its language versions in `versions` (French always, English
 * and German optional; the HTML is sanitised before it is stored); a null `publish_at` is a draft.
 */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    author: text('author').notNull(),
    /** The French title, kept in a column for sorting and search. */
    titleFr: text('title_fr').notNull(),
    versions: jsonb('versions').$type<NewsVersions>().notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    link: text('link'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    audience: text('audience').notNull().default('city'),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('news_city_publish_idx').on(table.cityId, table.publishAt.desc(), table.id),
    check('news_category', sql`${table.category} IN (${list(NEWS_CATEGORIES)})`),
    check('news_audience', sql`${table.audience} IN (${list(NEWS_AUDIENCES)})`),
    check('news_title_present', sql`length(btrim(${table.titleFr})) > 0`),
    check('news_versions_french', sql`jsonb_typeof(${table.versions} -> 'fr') = 'object'`),
  ],
);

/** The organisations that see a news item whose audience is `organisations`. */
export const newsOrganisations = pgTable(
  'news_organisations',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.newsId, table.organisationId] }),
    index('news_organisations_organisation_idx').on(table.organisationId),
  ],
);
