import { LOCALES } from '@mobiverte/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from './index';
import { loadCatalogue, loadNamespaces } from './load-catalogue';
import { FRAME_NAMESPACES } from './namespaces';

describe('loadCatalogue', () => {
  it.each(LOCALES)('loads every domain file of %s and nothing of another locale', async (locale) => {
    const catalogue = await loadCatalogue(locale);
    expect(catalogue).toEqual(catalogues[locale]);
    expect(Object.keys(catalogue).length).toBeGreaterThan(5);
  });

  it.each(LOCALES)('loads only the namespaces asked for (%s)', async (locale) => {
    const frame = await loadNamespaces(locale, FRAME_NAMESPACES);
    expect(Object.keys(frame).sort()).toEqual([...FRAME_NAMESPACES].sort());
    expect(frame.errors).toEqual(catalogues[locale].errors);
    const dashboard = await loadNamespaces(locale, ['dashboard']);
    expect(dashboard).toEqual({ dashboard: catalogues[locale].dashboard });
  });

  it('refuses a namespace that has no file', async () => {
    await expect(loadNamespaces('fr', ['nope'])).rejects.toThrow(/nope/);
  });
});
