import { z } from 'zod';
import { httpUrl, instant, line, text } from './text.ts';

/**
 * News (issue 17, spec §3 "News: title, author, category, text, image, link"): a city's news items, written in
 * French (and optionally English and German), kept as a draft, scheduled or published at a date, for all the
 * city's participants or for chosen organisations. The text is HTML from the dashboard's rich editor; the server
 * keeps only the tags of `NEWS_ALLOWED_TAGS` (no script, no event handler, no `javascript:` link).
 */

export const NEWS_CATEGORIES = ['programme', 'event', 'challenge', 'tip', 'partner', 'reward'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_LANGUAGES = ['fr', 'en', 'de'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];

export const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export const NEWS_AUDIENCES = ['city', 'organisations'] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

export const NEWS_TITLE_MAX = 160;
export const NEWS_AUTHOR_MAX = 120;
/** The longest HTML text of one language (about 20 pages of prose). */
export const NEWS_BODY_MAX = 50_000;
export const NEWS_MAX_ORGANISATIONS = 200;
export const NEWS_PAGE_SIZES = [10, 25, 50] as const;

/** The HTML the rich editor writes and the server keeps; every other tag is removed with its attributes. */
export const NEWS_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'hr',
] as const;

/** Messages of the field rules (the web shows its own translated text by path). */
export const NEWS_FIELD_MESSAGES = {
  titleRequired: 'A title is required in French',
  bodyRequired: 'A text is required in French',
  translationIncomplete: 'A translation needs both its title and its text',
  organisationsRequired: 'Choose at least one organisation',
} as const;

/** The text of an HTML fragment without its tags, spaces collapsed: empty when the editor holds only `<p></p>`. */
export function newsPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Draft (no publication date), scheduled (a date to come) or published (the date has passed). */
export function newsState(publishAt: string | Date | null, now: Date = new Date()): NewsState {
  if (publishAt === null) return 'draft';
  return new Date(publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

export type NewsVersions = Partial<Record<NewsLanguage, { title: string; body: string }>>;

/** The version a reader of `language` gets: theirs when it exists, else the French one. */
export function newsVersionFor(versions: NewsVersions, language: NewsLanguage) {
  return versions[language] ?? versions.fr;
}

const version = z.object({
  title: line().trim().max(NEWS_TITLE_MAX),
  body: text().max(NEWS_BODY_MAX),
});

/** The body of `POST /api/news` and `PUT /api/news/{id}`, without the rules across fields. */
export const newsInputObject = z.object({
  category: z.enum(NEWS_CATEGORIES),
  author: line().trim().min(1, 'Required').max(NEWS_AUTHOR_MAX),
  /** French is required; English and German are optional translations (title and text together). */
  versions: z.object({ fr: version, en: version.optional(), de: version.optional() }),
  imageId: z.uuid().nullable().optional(),
  link: httpUrl().nullable().optional(),
  /** Null: a draft. A date to come: scheduled. A past date: published at once. */
  publishAt: instant().nullable(),
  audience: z.enum(NEWS_AUDIENCES),
  /** The organisations of the city that see it, when `audience` is `organisations`. */
  organisationIds: z.array(z.uuid()).max(NEWS_MAX_ORGANISATIONS).optional(),
});

export const newsInput = newsInputObject.superRefine((input, context) => {
  if (!input.versions.fr.title) {
    context.addIssue({ code: 'custom', path: ['versions', 'fr', 'title'], message: NEWS_FIELD_MESSAGES.titleRequired });
  }
  if (!newsPlainText(input.versions.fr.body)) {
    context.addIssue({ code: 'custom', path: ['versions', 'fr', 'body'], message: NEWS_FIELD_MESSAGES.bodyRequired });
  }
  for (const language of ['en', 'de'] as const) {
    const translation = input.versions[language];
    if (!translation) continue;
    const hasTitle = translation.title !== '';
    const hasBody = newsPlainText(translation.body) !== '';
    if (hasTitle !== hasBody) {
      context.addIssue({
        code: 'custom',
        path: ['versions', language, hasTitle ? 'body' : 'title'],
        message: NEWS_FIELD_MESSAGES.translationIncomplete,
      });
    }
  }
  if (input.audience === 'organisations' && !input.organisationIds?.length) {
    context.addIssue({ code: 'custom', path: ['organisationIds'], message: NEWS_FIELD_MESSAGES.organisationsRequired });
  }
});
export type NewsInput = z.infer<typeof newsInput>;

/** A translation left empty in the form is no translation: dropped before saving. */
export function withoutEmptyTranslations(versions: NewsInput['versions']): NewsInput['versions'] {
  const kept: NewsInput['versions'] = { fr: versions.fr };
  for (const language of ['en', 'de'] as const) {
    const translation = versions[language];
    if (translation && (translation.title !== '' || newsPlainText(translation.body) !== '')) {
      kept[language] = translation;
    }
  }
  return kept;
}
