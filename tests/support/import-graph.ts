import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The relative imports between the TypeScript files under a folder: static, type-only and
 * dynamic (`import('./x')`) alike, since a lazy import that imports its importer back is still a
 * circle. Keys and values are paths relative to the project root.
 */
export type ImportGraph = Map<string, string[]>;

const IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

export function importGraph(root: string, dir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(path.join(root, dir))) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => resolve(file, match[1] ?? match[2] ?? ''))
      .filter((target): target is string => target !== null)
      .map((target) => path.relative(root, target));
    graph.set(path.relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/** Every circle, as the files along it (the first file repeated at the end), found by a DFS. */
export function importCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
