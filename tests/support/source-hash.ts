import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The contents of `entry` and of every project file it imports, however deep (relative imports:
 * what a package brings is named by package-lock.json, hashed too): what a cache of the entry's
 * output must be named by, so an edit to any helper it calls makes a new one.
 */
export function sourcesHash(entry: string): string {
  const files = new Set<string>();
  const todo = [path.resolve(entry)];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolve(file, match[1] ?? match[2] ?? '');
      if (target) todo.push(target);
    }
  }
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(path.relative('.', file)).update(readFileSync(file));
  if (existsSync('package-lock.json')) hash.update(readFileSync('package-lock.json'));
  return hash.digest('hex').slice(0, 16);
}
