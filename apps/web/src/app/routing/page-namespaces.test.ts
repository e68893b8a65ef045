import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '@/locales/catalogue-keys';
import { catalogues } from '@/locales/index';
import { FRAME_NAMESPACES } from '@/locales/namespaces';
import { FRAME_FILES, pageFiles, pageModule, SOURCES } from '@/testing/module-graph';
import { PAGES } from './pages';

/**
 * A page's texts come from the frame's namespaces and from those it declares: a key of another namespace
 * would show as its raw key until some other page loads it. The modules a page runs are read from the
 * source (its module and every module it imports, statically or lazily), and every string that starts
 * like a key of the catalogue (`'dashboard.score.title'`, `` `definitions.${id}` ``) counts.
 */

const NAMESPACES = new Set(Object.keys(catalogues.fr));
const KEYS = [...flattenCatalogue(catalogues.fr).keys()];

const KEY_LIKE = /['"`]([a-z_]+)\.([\w.]*)/g;
/** Comments quote keys as examples: left out (a `//` after a colon is an address's). */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<!:)\/\/.*$/gm;

/** The namespaces whose keys the files name (a string counts when some key of the catalogue starts with it). */
function namespacesUsed(files: Iterable<string>): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of files) {
    for (const [text, namespace] of (SOURCES.get(file) ?? '').replace(COMMENT, '').matchAll(KEY_LIKE)) {
      if (!NAMESPACES.has(namespace!)) continue;
      const prefix = text.slice(1);
      if (!KEYS.some((key) => key.startsWith(prefix))) continue;
      used.set(namespace!, [...(used.get(namespace!) ?? []), `${file}: ${prefix}`]);
    }
  }
  return used;
}

const frame = new Set<string>(FRAME_NAMESPACES);

/** Namespaces a page's lazy modules load themselves, with their code (`ensureNamespaces(['insights'])`). */
const ENSURED = /ensureNamespaces\(\[([^\]]*)\]\)/g;
function namespacesEnsured(files: Iterable<string>): Set<string> {
  const ensured = new Set<string>();
  for (const file of files) {
    for (const [, list] of (SOURCES.get(file) ?? '').replace(COMMENT, '').matchAll(ENSURED)) {
      for (const [, namespace] of list!.matchAll(/['"]([a-z_]+)['"]/g)) ensured.add(namespace!);
    }
  }
  return ensured;
}

describe('namespaces of the catalogue', () => {
  it('names only namespaces that have a file in every locale', () => {
    const declared = [...FRAME_NAMESPACES, ...PAGES.flatMap((page) => page.namespaces)];
    for (const catalogue of Object.values(catalogues))
      expect(declared.filter((namespace) => !(namespace in catalogue))).toEqual([]);
  });

  it('reads the frame and the pages from the source', () => {
    expect(FRAME_FILES.has('app/layouts/app-shell/app-layout.tsx')).toBe(true);
    expect(FRAME_FILES.has('features/dashboard/pages/organisation-dashboard-page.tsx')).toBe(false);
    expect(pageModule('login')).toBe('features/auth/pages/login-page.tsx');
    expect(namespacesUsed(['components/stat-card/figure-definitions.ts']).has('definitions')).toBe(true);
  });

  it('loads with the app every namespace the frame uses', () => {
    const missing = [...namespacesUsed(FRAME_FILES)].filter(([namespace]) => !frame.has(namespace));
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it.each(PAGES.map((page) => [page.page, page] as const))(
    '%s declares the namespaces its modules use, and no other',
    (_name, page) => {
      const used = namespacesUsed(pageFiles(page.page));
      const declared = new Set([...page.namespaces, ...namespacesEnsured(pageFiles(page.page))]);
      const missing = [...used].filter(([namespace]) => !frame.has(namespace) && !declared.has(namespace));
      expect(Object.fromEntries(missing)).toEqual({});
      expect(page.namespaces.filter((namespace) => !used.has(namespace))).toEqual([]);
      expect(page.namespaces.filter((namespace) => frame.has(namespace))).toEqual([]);
    },
  );
});
