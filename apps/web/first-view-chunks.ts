import { readFileSync } from 'node:fs';
import path from 'node:path';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

const source = (file: string) => new URL(`./src/${file}`, import.meta.url).pathname;

/**
 * What a signed-in session's first view statically needs, in a few chunks instead of some eighty: over HTTP/1.1
 * a browser asks six files at a time, so the first view's small chunks (Mantine's components, icons, the app's
 * modules) cost a round trip per six (Lighthouse's largest contentful paint waited for them).
 * - `frame`: the signed-in frame (app shell, sidebar, top bar and their icons), which every signed-in page loads;
 * - `dashboard`: the organisation dashboard's page, with the overview's charts and the alerts card its route
 *   preloads. Another page that imports one of its modules loads this chunk too (once: it is cached with the
 *   first dashboard a session opens on).
 * What the entry or the login page reads stays where it was (the login's first load does not grow), and so
 * does everything else (pages load their own code).
 */
const FIRST_VIEW = [
  { chunk: 'frame', roots: ['app/layouts/app-shell/app-layout.tsx'] },
  {
    chunk: 'dashboard',
    roots: [
      'features/dashboard/pages/organisation-dashboard-page.tsx',
      'features/dashboard/charts/stats-over-time-chart.tsx',
      'features/dashboard/charts/mode-donut-chart.tsx',
      'features/dashboard/charts/score-gauge.tsx',
      'features/dashboard/insights/engagement-alerts-card.tsx',
    ],
  },
] as const;
const KEEP_OUT = ['main.tsx', 'features/auth/pages/login-page.tsx'];

/**
 * Packages whose entry re-exports every component: a module reading one of them needs only the components it
 * names, not all the files the entry imports (which is what the module graph says).
 */
const BARRELS = {
  '@mantine/core': '@mantine/core/esm/index.mjs',
  '@tabler/icons-react': '@tabler/icons-react/dist/esm/tabler-icons-react.mjs',
};
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_FROM = /export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*["']([^"']+)["']/g;

/** Each name a barrel exports → the file that defines it (`import { X } from "./x.mjs"` or `export { default as X } from`). */
function barrelFiles(barrel: string): Map<string, string> {
  const code = readFileSync(barrel, 'utf8');
  const files = new Map<string, string>();
  const add = (name: string, specifier: string) => files.set(name, path.resolve(path.dirname(barrel), specifier));
  for (const [, names, specifier] of code.matchAll(NAMED_IMPORT))
    for (const name of names!.split(',')) {
      const local = name
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (local) add(local, specifier!);
    }
  for (const [, name, specifier] of code.matchAll(EXPORT_FROM)) add(name!, specifier!);
  return files;
}

/** The files of barrels' components that a module's code names (`import { Table, Badge } from '@mantine/core'`). */
function namedThroughBarrels(code: string, barrels: Map<string, Map<string, string>>): string[] {
  const files: string[] = [];
  for (const [, names, specifier] of code.matchAll(NAMED_IMPORT)) {
    const barrel = barrels.get(specifier!);
    if (!barrel) continue;
    for (const name of names!.split(',')) {
      const file = barrel.get(name.split(/\s+as\s+/)[0]!.trim());
      if (file) files.push(file);
    }
  }
  return files;
}

/** The modules `roots` import, directly or not (static imports only), those of `stop` left out. */
function staticClosure(
  graph: ModuleGraph,
  roots: readonly string[],
  stop: ReadonlySet<string>,
  barrels: Map<string, Map<string, string>>,
  barrelIds: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const pending = roots.map(source);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || stop.has(id) || barrelIds.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    pending.push(...info.importedIds.filter((imported) => !barrelIds.has(imported)));
    if (info.code && info.importedIds.some((imported) => barrelIds.has(imported)))
      pending.push(...namedThroughBarrels(info.code, barrels));
  }
  return found;
}

function chunkOfEachModule(graph: ModuleGraph): Map<string, string> {
  const nodeModules = new URL('../../node_modules/', import.meta.url).pathname;
  const barrels = new Map(
    Object.entries(BARRELS).map(([specifier, file]) => [specifier, barrelFiles(path.join(nodeModules, file))]),
  );
  const barrelIds = new Set(Object.values(BARRELS).map((file) => path.join(nodeModules, file)));
  // A renamed or moved root would quietly bring back the many small chunks: the build stops instead.
  const missing = [...KEEP_OUT, ...FIRST_VIEW.flatMap(({ roots }) => roots)].filter(
    (file) => !graph.getModuleInfo(source(file)),
  );
  if (missing.length)
    throw new Error(`first-view-chunks.ts names modules the build does not have: ${missing.join(', ')}`);
  const assigned = new Map<string, string>();
  const taken = staticClosure(graph, KEEP_OUT, new Set(), barrels, barrelIds);
  for (const { chunk, roots } of FIRST_VIEW) {
    for (const id of staticClosure(graph, roots, taken, barrels, barrelIds)) {
      assigned.set(id, chunk);
      taken.add(id);
    }
  }
  return assigned;
}

/** A `codeSplitting` group (rolldown) that puts each first-view module in its chunk. */
export function firstViewChunks() {
  let assigned: Map<string, string> | undefined;
  return {
    name: (id: string, graph: ModuleGraph) => {
      assigned ??= chunkOfEachModule(graph);
      return assigned.get(id) ?? null;
    },
    debugName: 'first-view',
    priority: 0,
    // Their dependencies that the entry or the login page reads stay out (with them in, the login loaded both).
    includeDependenciesRecursively: false,
  };
}
