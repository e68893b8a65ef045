import { describe, expect, it } from 'vitest';
import { newsInput, newsPlainText, newsState, newsVersionFor, withoutEmptyTranslations } from './news.ts';

const base = {
  category: 'event',
  author: 'Équipe',
  versions: { fr: { title: 'Titre', body: '<p>Texte</p>' } },
  publishAt: null,
  audience: 'city',
};
const pathsOf = (value: unknown) => {
  const result = newsInput.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('news rules', () => {
  it('tells a draft, a scheduled and a published item apart', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(newsState(null, now)).toBe('draft');
    expect(newsState('2026-11-27T00:00:00Z', now)).toBe('scheduled');
    expect(newsState('2026-11-26T12:00:00Z', now)).toBe('published');
  });

  it('reads the text of the editor’s HTML: an empty paragraph is no text', () => {
    expect(newsPlainText('<p></p><p>&nbsp;</p>')).toBe('');
    expect(newsPlainText('<p>Bonjour <strong>à tous</strong></p>')).toBe('Bonjour à tous');
  });

  it('falls back to French when the reader’s language is missing', () => {
    const versions = { fr: { title: 'Bonjour', body: '' }, en: { title: 'Hello', body: '' } };
    expect(newsVersionFor(versions, 'en')?.title).toBe('Hello');
    expect(newsVersionFor(versions, 'de')?.title).toBe('Bonjour');
  });

  it('needs the French title and text, whole translations and organisations for an organisations audience', () => {
    expect(pathsOf(base)).toEqual([]);
    expect(pathsOf({ ...base, versions: { fr: { title: '', body: '<p></p>' } } })).toEqual([
      'versions.fr.title',
      'versions.fr.body',
    ]);
    expect(pathsOf({ ...base, versions: { ...base.versions, de: { title: '', body: '<p>Text</p>' } } })).toEqual([
      'versions.de.title',
    ]);
    expect(pathsOf({ ...base, audience: 'organisations' })).toEqual(['organisationIds']);
    expect(pathsOf({ ...base, link: 'javascript:alert(1)' })).toEqual(['link']);
    expect(pathsOf({ ...base, category: 'gossip' })).toEqual(['category']);
  });

  it('drops a translation left empty in the form', () => {
    const versions = { fr: base.versions.fr, en: { title: '', body: '<p></p>' }, de: { title: 'Titel', body: 'Text' } };
    expect(withoutEmptyTranslations(versions)).toEqual({ fr: base.versions.fr, de: versions.de });
  });
});
