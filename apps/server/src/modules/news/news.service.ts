import {
  newsState,
  newsVersionFor,
  withoutEmptyTranslations,
  type NewsAudience,
  type NewsCategory,
  type NewsInput,
  type NewsLanguage,
  type NewsVersions,
} from '@mobiverte/contracts';
import type { Actor, DashboardActor } from '../../auth/actor.ts';
import { authorize, requireDashboardActor, requireParticipantActor } from '../../auth/policy.ts';
import type { Db } from '../../db/connection.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findCityTimeZone } from '../happy-hours/happy-hours.repository.ts';
import { sanitizeRichHtml } from '../../lib/rich-html.ts';
import { isOwnImage } from '../products/images.service.ts';
import {
  deleteNews,
  findCityOrganisationIds,
  findNews,
  findNewsOrganisations,
  insertNews,
  listCityNews,
  listPublishedNewsFor,
  replaceNewsOrganisations,
  updateNews,
  type NewsRow,
} from './news.repository.ts';
import type { NewsItem, NewsListQuery } from './news.schemas.ts';

type Organisation = { id: string; name: string };

function toNewsItem(row: NewsRow, organisations: Organisation[], now: Date): NewsItem {
  return {
    id: row.id,
    category: row.category as NewsCategory,
    author: row.author,
    versions: row.versions as NewsItem['versions'],
    imageId: row.imageId,
    link: row.link,
    publishAt: row.publishAt?.toISOString() ?? null,
    state: newsState(row.publishAt, now),
    audience: row.audience as NewsAudience,
    organisations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function organisationsByNews(db: Db, newsIds: string[]) {
  const byNews = new Map<string, Organisation[]>();
  for (const { newsId, id, name } of await findNewsOrganisations(db, newsIds)) {
    byNews.set(newsId, [...(byNews.get(newsId) ?? []), { id, name }]);
  }
  return byNews;
}

/** The city's news, drafts first then newest published, with the number of drafts, scheduled and published. */
export async function listNewsFor(db: Db, actor: Actor, query: NewsListQuery, now = new Date()) {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'news.read', { cityId: dashboard.cityId });
  const { rows, counts } = await listCityNews(db, dashboard.cityId, {
    state: query.state,
    now,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const organisations = await organisationsByNews(
    db,
    rows.filter((row) => row.audience === 'organisations').map((row) => row.id),
  );
  const total = query.state ? counts[query.state] : counts.draft + counts.scheduled + counts.published;
  return {
    data: rows.map((row) => {
      const { versions, ...item } = toNewsItem(row, organisations.get(row.id) ?? [], now);
      const languages = (['fr', 'en', 'de'] as const).filter((language) => versions[language]);
      return { ...item, title: versions.fr.title, languages };
    }),
    total,
    counts,
    timeZone: (await findCityTimeZone(db, dashboard.cityId)) ?? 'America/New_York',
  };
}

async function findAuthorized(db: Db, actor: Actor, newsId: string, permission: 'news.read' | 'news.write') {
  const row = await findNews(db, newsId);
  if (!row) throw notFound();
  authorize(actor, permission, { cityId: row.cityId });
  return row;
}

export async function getNews(db: Db, actor: Actor, newsId: string, now = new Date()) {
  const row = await findAuthorized(db, actor, newsId, 'news.read');
  const organisations = await organisationsByNews(db, [row.id]);
  return toNewsItem(row, organisations.get(row.id) ?? [], now);
}

const invalid = (path: string, message: string) => badRequest('validation_failed', message, [{ path, message }]);

/**
 * The columns of a news item from its input: HTML sanitised, empty translations dropped, an image of the city's
 * admins, organisations of the city.
 */
async function columnsOf(db: Db, actor: DashboardActor, cityId: string, input: NewsInput) {
  if (input.imageId && !(await isOwnImage(db, actor, input.imageId))) throw invalid('imageId', 'Unknown image');
  const organisationIds =
    input.audience === 'organisations' ? [...new Set(input.organisationIds ?? [])] : ([] as string[]);
  const known = await findCityOrganisationIds(db, cityId, organisationIds);
  if (known.length !== organisationIds.length) throw invalid('organisationIds', 'Unknown organisation');
  const versions: NewsVersions = {};
  for (const [language, version] of Object.entries(withoutEmptyTranslations(input.versions))) {
    versions[language as NewsLanguage] = { title: version.title, body: sanitizeRichHtml(version.body) };
  }
  if (!versions.fr?.body) throw invalid('versions.fr.body', 'A text is required in French');
  return {
    columns: {
      category: input.category,
      author: input.author,
      titleFr: versions.fr.title,
      versions,
      imageId: input.imageId ?? null,
      link: input.link ?? null,
      publishAt: input.publishAt ? new Date(input.publishAt) : null,
      audience: input.audience,
    },
    organisationIds,
  };
}

export async function createNews(db: Db, actor: Actor, input: NewsInput, now = new Date()) {
  const dashboard = requireDashboardActor(actor);
  authorize(actor, 'news.write', { cityId: dashboard.cityId });
  const { columns, organisationIds } = await columnsOf(db, dashboard, dashboard.cityId, input);
  const id = await db.transaction(async (tx) => {
    const newsId = await insertNews(tx, {
      ...columns,
      cityId: dashboard.cityId,
      createdBy: dashboard.userId,
      updatedBy: dashboard.userId,
      createdAt: now,
      updatedAt: now,
    });
    await replaceNewsOrganisations(tx, newsId, organisationIds);
    return newsId;
  });
  return getNews(db, actor, id, now);
}

/** Replaces a news item (a published one too: a correction shows at once; its date stays the one given). */
export async function editNews(db: Db, actor: Actor, newsId: string, input: NewsInput, now = new Date()) {
  const row = await findAuthorized(db, actor, newsId, 'news.write');
  const dashboard = requireDashboardActor(actor);
  const { columns, organisationIds } = await columnsOf(db, dashboard, row.cityId, input);
  await db.transaction(async (tx) => {
    await updateNews(tx, newsId, { ...columns, updatedBy: dashboard.userId, updatedAt: now });
    await replaceNewsOrganisations(tx, newsId, organisationIds);
  });
  return getNews(db, actor, newsId, now);
}

export async function removeNews(db: Db, actor: Actor, newsId: string) {
  await findAuthorized(db, actor, newsId, 'news.write');
  await deleteNews(db, newsId);
}

/** The reader's language: the one asked for, else the first of Accept-Language the news speaks, else French. */
export function readerLanguage(asked: NewsLanguage | undefined, acceptLanguage: string | undefined): NewsLanguage {
  if (asked) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === 'fr' || code === 'en' || code === 'de') return code;
  }
  return 'fr';
}

/** The published news a participant sees, in the participant's language with the French version as fallback. */
export async function listParticipantNews(
  db: Db,
  actor: Actor,
  query: { language: NewsLanguage; page: number; pageSize: number },
  now = new Date(),
) {
  const participant = requireParticipantActor(actor);
  const found = await listPublishedNewsFor(db, participant, {
    now,
    limit: query.pageSize + 1,
    offset: (query.page - 1) * query.pageSize,
  });
  const rows = found.slice(0, query.pageSize);
  return {
    data: rows.map((row) => {
      const versions = row.versions as NewsVersions;
      const language = versions[query.language] ? query.language : 'fr';
      const version = newsVersionFor(versions, language)!;
      return {
        id: row.id,
        category: row.category as NewsCategory,
        author: row.author,
        language,
        title: version.title,
        body: version.body,
        imageUrl: row.imageId ? `/api/images/${row.imageId}` : null,
        link: row.link,
        publishedAt: row.publishAt!.toISOString(),
      };
    }),
    nextPage: found.length > query.pageSize ? query.page + 1 : null,
  };
}
