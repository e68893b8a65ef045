import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '@/locales/catalogue-keys';
import { catalogues } from '@/locales/index';
import { FRAME_NAMESPACES } from '@/locales/namespaces';
import { SOURCE_FILES } from '@/testing/source-files';
import { PAGES } from './pages';

/**
 * A page's texts come from the frame's namespaces and from those it declares: a key of another namespace
 * would show as its raw key until some other page loads it. The modules a page runs are read from the
 * source (its module and every module it imports, statically or lazily), and every string that starts
 * like a key of the catalogue (`'dashboard.score.title'`, `` `help.definitions.${id}` ``) counts.
 */

const sources = new Map(SOURCE_FILES.map(({ file, text }) => [file, text]));
const NAMESPACES = new Set(Object.keys(catalogues.fr));
const KEYS = [...flattenCatalogue(catalogues.fr).keys()];

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) {
    const parts = from.split('/').slice(0, -1);
    for (const part of specifier.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    base = parts.join('/');
  } else return null;
  return (
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => sources.has(file)) ?? null
  );
}

const STATIC_IMPORT = /(?:\bfrom\s+|^import\s+)['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The modules reached from `starts`; `followLazy` says which lazy imports to follow. */
function reachable(starts: string[], followLazy: (from: string, to: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = sources.get(file) ?? '';
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) {
      const target = resolve(file, specifier!);
      if (target) queue.push(target);
    }
    for (const [, specifier] of text.matchAll(DYNAMIC_IMPORT)) {
      const target = resolve(file, specifier!);
      if (target && followLazy(file, target)) queue.push(target);
    }
  }
  return seen;
}

const KEY_LIKE = /['"`]([a-z_]+)\.([\w.]*)/g;
/** Comments quote keys as examples: left out (a `//` after a colon is an address's). */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<!:)\/\/.*$/gm;

/** The namespaces whose keys the files name (a string counts when some key of the catalogue starts with it). */
function namespacesUsed(files: Iterable<string>): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of files) {
    for (const [text, namespace] of (sources.get(file) ?? '').replace(COMMENT, '').matchAll(KEY_LIKE)) {
      if (!NAMESPACES.has(namespace!)) continue;
      const prefix = text.slice(1);
      if (!KEYS.some((key) => key.startsWith(prefix))) continue;
      used.set(namespace!, [...(used.get(namespace!) ?? []), `${file}: ${prefix}`]);
    }
  }
  return used;
}

/** The module a page loads, read from the `load` of its declaration in pages.tsx. */
function pageModule(page: string): string {
  const text = sources.get('app/routing/pages.tsx')!;
  const start = text.indexOf(`page: '${page}',`);
  const end = text.indexOf('\n  },', start);
  const block = text.slice(start, end);
  const direct = /import\('(@\/[^']+)'\)/.exec(block);
  const named = /load: (\w+),/.exec(block);
  const loader = named ? new RegExp(`const ${named[1]} = \\(\\) =>\\s*import\\('(@/[^']+)'\\)`).exec(text) : null;
  const module = resolve('app/routing/pages.tsx', (direct ?? loader)![1]!);
  if (!module) throw new Error(`No module found for page ${page}`);
  return module;
}

/** The frame: the entry and what it imports, with the lazy layouts and 404 page under app/ (not the pages). */
const frameFiles = reachable(['main.tsx'], (from, to) => from.startsWith('app/') && to.startsWith('app/'));
const frame = new Set<string>(FRAME_NAMESPACES);

describe('namespaces of the catalogue', () => {
  it('names only namespaces that have a file in every locale', () => {
    const declared = [...FRAME_NAMESPACES, ...PAGES.flatMap((page) => page.namespaces)];
    for (const catalogue of Object.values(catalogues))
      expect(declared.filter((namespace) => !(namespace in catalogue))).toEqual([]);
  });

  it('reads the frame and the pages from the source', () => {
    expect(frameFiles.has('app/layouts/app-shell/app-layout.tsx')).toBe(true);
    expect(frameFiles.has('features/dashboard/pages/organisation-dashboard-page.tsx')).toBe(false);
    expect(pageModule('login')).toBe('features/auth/pages/login-page.tsx');
    expect(namespacesUsed(['components/stat-card/figure-definitions.ts']).has('help')).toBe(true);
  });

  it('loads with the app every namespace the frame uses', () => {
    const missing = [...namespacesUsed(frameFiles)].filter(([namespace]) => !frame.has(namespace));
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it.each(PAGES.map((page) => [page.page, page] as const))(
    '%s declares the namespaces its modules use, and no other',
    (_name, page) => {
      const used = namespacesUsed(reachable([pageModule(page.page)], () => true));
      const declared = new Set(page.namespaces);
      const missing = [...used].filter(([namespace]) => !frame.has(namespace) && !declared.has(namespace));
      expect(Object.fromEntries(missing)).toEqual({});
      expect(page.namespaces.filter((namespace) => !used.has(namespace))).toEqual([]);
      expect(page.namespaces.filter((namespace) => frame.has(namespace))).toEqual([]);
    },
  );
});
