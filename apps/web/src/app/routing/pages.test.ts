import { LOCALES, type Me } from '@mobiverte/contracts';
import { generatePath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@/locales';
import { flattenCatalogue } from '@/locales/catalogue-keys';
import { makeMe } from '@/testing/me-fixture';
import { getActiveSidebarKey, getVisibleSidebarItems } from '../navigation/sidebar-items';
import { mayOpen } from './access-rules';
import { PAGES, PLANNED_PAGES } from './pages';

const allAddons = { product: true, mailerlite: true, challengeBetweenOrganisations: true, carpoolEvents: true };
const accounts: Record<string, Me> = {
  organisation: makeMe({ addons: allAddons }),
  city: makeMe({ role: 'city', accountKind: 'city', organisationId: null, organisation: null, addons: allAddons }),
  tenant: makeMe({ role: 'tenant', accountKind: 'tenant', organisationId: null, organisation: null, tenantId: 't-1' }),
  carpoolOnly: makeMe({ carpoolOnly: true }),
};

/** A path of the page with every parameter filled in. */
const samplePath = (path: string) =>
  generatePath(path, Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x-1'])));

describe('the page table', () => {
  it('declares each page and each path once', () => {
    const pages = PAGES.map(({ page }) => page);
    const paths = PAGES.map(({ path }) => path);
    expect(new Set(pages).size).toBe(pages.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lights only sidebar items that exist', () => {
    const keys = new Set(PAGES.flatMap(({ sidebar }) => (sidebar ? [sidebar.key] : [])));
    for (const page of PAGES) for (const key of page.lights ?? []) expect(keys, `${page.page} → ${key}`).toContain(key);
  });

  it.each(LOCALES)('labels every sidebar item in %s', (locale) => {
    const keys = flattenCatalogue(catalogues[locale]);
    for (const { key } of [...PAGES.flatMap(({ sidebar }) => (sidebar ? [sidebar] : [])), ...PLANNED_PAGES]) {
      expect(keys.get(`nav.${key}`), `nav.${key}`).toBeTruthy();
    }
  });

  it.each(Object.keys(accounts))('every dashboard page a %s opens lights a sidebar item', (name) => {
    const me = accounts[name] as Me;
    const items = getVisibleSidebarItems(me);
    for (const page of PAGES.filter(({ layout, access }) => layout === 'app' && mayOpen(access, me))) {
      expect(getActiveSidebarKey(samplePath(page.path), items), page.page).not.toBeNull();
    }
  });
});

describe('the router', () => {
  it('routes every page of the table inside its layout, under the error boundary that keeps the layout', async () => {
    const { routes } = await import('../router');
    const layouts = routes[0]?.children ?? [];
    const pathsIn = (index: number) =>
      (layouts[index]?.children ?? []).flatMap((boundary) => {
        expect(boundary.errorElement).toBeTruthy();
        return (boundary.children ?? []).map(({ path }) => path);
      });
    expect(pathsIn(1)).toEqual(PAGES.filter(({ layout }) => layout === 'public').map(({ path }) => path));
    expect(pathsIn(2)).toEqual(PAGES.filter(({ layout }) => layout === 'app').map(({ path }) => path));
  });
});
