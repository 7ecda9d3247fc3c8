import { describe, expect, it } from 'vitest';
import { type ImportGraph, importCycles, importGraph } from '../../support/import-graph';

const root = new URL('../../../', import.meta.url).pathname;

describe('import circles', () => {
  it('finds a circle, lazy imports included', () => {
    const graph: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('src/ has none', () => {
    const graph = importGraph(root, 'src');
    // the graph really was read: the entry reaches the router through the app
    expect(graph.get('src/main.tsx')).toContain('src/app/router.tsx');
    expect(importCycles(graph)).toEqual([]);
  });
});
