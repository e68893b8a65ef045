import { LOCALES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from './index';
import { loadCatalogue } from './load-catalogue';

describe('loadCatalogue', () => {
  it.each(LOCALES)('loads every domain file of %s and nothing of another locale', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    expect(catalogue).toEqual(catalogues[locale]);
    expect(Object.keys(catalogue).length).toBeGreaterThan(5);
  });
});
