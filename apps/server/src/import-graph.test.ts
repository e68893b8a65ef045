import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.dirname(new URL(import.meta.url).pathname);

/** Every server source file with the server files it imports (relative specifiers, type-only ones included). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const entry of readdirSync(SOURCE, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const specifiers = readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport\(?)\s*'(\.{1,2}\/[^']+)'/g);
    graph.set(
      path.relative(SOURCE, file),
      [...specifiers].map(([, specifier]) => path.relative(SOURCE, path.resolve(path.dirname(file), specifier!))),
    );
  }
  return graph;
}

/** The cycles of a directed graph, each as the path that closes it (depth-first, one per back edge). */
function cyclesOf(graph: Map<string, Iterable<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

describe('the server import graph', () => {
  const graph = importGraph();

  it('reads the server sources', () => {
    expect(graph.get('app.ts')).toContain('modules/trips/trips.routes.ts');
  });

  it('has no circular imports between files', () => {
    expect(cyclesOf(graph).map((cycle) => cycle.join(' > '))).toEqual([]);
  });

  it('has no circular imports between modules', () => {
    const modules = new Map<string, Set<string>>();
    for (const [file, imports] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      const targets = modules.get(from) ?? new Set<string>();
      for (const target of imports.map(moduleOf)) if (target && target !== from) targets.add(target);
      modules.set(from, targets);
    }
    expect(cyclesOf(modules).map((cycle) => cycle.join(' > '))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const looped = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(cyclesOf(looped)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
