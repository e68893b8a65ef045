import { news, newsOrganisations } from '../../db/schema/index.ts';
import { sanitizeRichHtml } from '../../lib/rich-html.ts';
import { addDays } from '../builders/dates.builder.ts';
import { insertRows } from '../builders/insert-rows.builder.ts';
import { findCity, type DemoStep } from '../demo-context.ts';
import { NEWS_TEMPLATES } from '../seed-data/news.data.ts';

/** Each city's news: published ones in French and English, a draft, a scheduled one and one for an organisation. */
export const newsStep: DemoStep = {
  name: 'news',
  async run(ctx, random) {
    const rows = NEWS_TEMPLATES.map((template) => {
      const city = findCity(ctx, template.cityKey);
      const publishAt = template.publishedDaysFromNow === null ? null : addDays(ctx.now, template.publishedDaysFromNow);
      const createdAt = addDays(publishAt ?? ctx.now, -random.int(1, 5));
      const versions = Object.fromEntries(
        Object.entries(template.versions).map(([language, version]) => [
          language,
          { title: version.title, body: sanitizeRichHtml(version.body) },
        ]),
      );
      const organisation = template.firstOrganisationOnly
        ? ctx.world.organisations
            .filter((candidate) => candidate.city.id === city.id)
            .sort((a, b) => a.name.localeCompare(b.name))[0]
        : undefined;
      return {
        row: {
          id: random.uuid(),
          cityId: city.id,
          category: template.category,
          author: template.author,
          titleFr: template.versions.fr.title,
          versions,
          link: template.link ?? null,
          publishAt,
          audience: organisation ? 'organisations' : 'city',
          createdAt,
          updatedAt: createdAt,
        },
        organisation,
      };
    });
    await insertRows(
      ctx.tx,
      news,
      rows.map(({ row }) => row),
    );
    await insertRows(
      ctx.tx,
      newsOrganisations,
      rows.flatMap(({ row, organisation }) =>
        organisation ? [{ newsId: row.id, organisationId: organisation.id }] : [],
      ),
    );
  },
};
