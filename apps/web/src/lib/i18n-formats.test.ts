import type { LOCALES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/testing/test-i18n';

async function translatorFor(locale: (typeof LOCALES)[number]) {
  return (await createTestI18n(locale)).t;
}

describe('numbers in the catalogues', () => {
  it.each([
    ['fr', '12\u202f345 réponses trouvées'],
    ['en', '12,345 answers found'],
    ['de', '12.345 Antworten gefunden'],
  ] as const)(
    'writes {{count, number}} with the thousands separator of %s, in the plural form',
    async (locale, text) => {
      const t = await translatorFor(locale);
      expect(t('help.search.results', { count: 12345 })).toBe(text);
    },
  );

  it('keeps the singular for one, and separates every figure of a text', async () => {
    const t = await translatorFor('fr');
    expect(t('help.search.results', { count: 1 })).toBe('1 réponse trouvée');
    expect(t('products.codes.page_summary', { from: 1001, to: 1050, total: 12345 })).toBe(
      '1\u202f001–1\u202f050 sur 12\u202f345',
    );
  });

  it('writes a dashboard figure whole from 100 on, with one decimal below, and leaves a written value alone', async () => {
    const t = await translatorFor('en');
    expect(t('limits.summary.day', { value: 1500 })).toBe('1,500 per day');
    expect(t('table.page_of', { page: 2, pages: '3' })).toBe('Page 2 / 3');
    const fr = await translatorFor('fr');
    expect(fr('dashboard.over_time.summary', { measure: 'Distance', range: 'mai', total: 12345.67 })).toBe(
      'Distance, mai\u202f: total 12\u202f346',
    );
    expect(fr('dashboard.over_time.summary', { measure: 'Distance', range: 'mai', total: 12.34 })).toBe(
      'Distance, mai\u202f: total 12,3',
    );
  });
});
