import { SOURCE_FILES } from './source-files';

/**
 * The web app's import graph read from its source, for tests that check what a page loads (namespaces of the
 * catalogue, Mantine stylesheets). Paths are from `src/` (`features/auth/pages/login-page.tsx`).
 */
export const SOURCES = new Map(SOURCE_FILES.map(({ file, text }) => [file, text]));

export function resolveImport(from: string, specifier: string): string | null {
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
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => SOURCES.has(file)) ?? null
  );
}

const STATIC_IMPORT = /(?:\bfrom\s+|^import\s+)['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The modules reached from `starts`; `followLazy` says which lazy imports (`import('…')`) to follow. */
export function reachable(starts: string[], followLazy: (from: string, to: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = SOURCES.get(file) ?? '';
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target) queue.push(target);
    }
    for (const [, specifier] of text.matchAll(DYNAMIC_IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target && followLazy(file, target)) queue.push(target);
    }
  }
  return seen;
}

/** The entry and what it imports statically: what every page loads first. */
export const ENTRY_FILES = reachable(['main.tsx'], () => false);

/** The frame: the entry and what it imports, with the lazy layouts and 404 page under app/ (not the pages). */
export const FRAME_FILES = reachable(['main.tsx'], (from, to) => from.startsWith('app/') && to.startsWith('app/'));

/** The module a page loads, read from the `load` of its declaration in app/routing/pages.tsx. */
export function pageModule(page: string): string {
  const text = SOURCES.get('app/routing/pages.tsx')!;
  const start = text.indexOf(`page: '${page}',`);
  const end = text.indexOf('\n  },', start);
  const block = text.slice(start, end);
  const direct = /import\('(@\/[^']+)'\)/.exec(block);
  const named = /load: (\w+),/.exec(block);
  const loader = named ? new RegExp(`const ${named[1]} = \\(\\) =>\\s*import\\('(@/[^']+)'\\)`).exec(text) : null;
  const module = resolveImport('app/routing/pages.tsx', (direct ?? loader)![1]!);
  if (!module) throw new Error(`No module found for page ${page}`);
  return module;
}

/** A page's module and everything it imports, statically or lazily. */
export function pageFiles(page: string): Set<string> {
  return reachable([pageModule(page)], () => true);
}
