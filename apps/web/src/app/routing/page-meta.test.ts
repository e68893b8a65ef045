import { LOCALES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '@/locales/catalogue-keys';
import { catalogues } from '@/locales';
import { formatDocumentTitle } from './document-title';
import { pageMeta } from './page-meta';
import { PAGES } from './pages';

describe('pageMeta', () => {
  it('points at the page title and description keys', () => {
    expect(pageMeta('city_dashboard')).toEqual({
      titleKey: 'pages.city_dashboard.title',
      descriptionKey: 'pages.city_dashboard.description',
    });
    expect(pageMeta('register_organisation', { wide: true }).wide).toBe(true);
  });

  it.each(LOCALES)('every page has a title and a description in %s', (locale) => {
    const keys = flattenCatalogue(catalogues[locale]);
    for (const page of [...PAGES.map(({ page, titleOf }) => titleOf ?? page), 'not_found']) {
      const meta = pageMeta(page);
      expect(keys.get(meta.titleKey), meta.titleKey).toBeTruthy();
      expect(keys.get(meta.descriptionKey ?? ''), meta.descriptionKey).toBeTruthy();
    }
  });
});

describe('formatDocumentTitle', () => {
  it('reads "<page> · <brand>"', () => {
    expect(formatDocumentTitle('Tableau de bord', 'Mobiverte')).toBe('Tableau de bord · Mobiverte');
    expect(formatDocumentTitle(null, 'Mobiverte')).toBe('Mobiverte');
  });
});
