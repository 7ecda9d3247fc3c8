import { describe, expect, it } from 'vitest';
import { routeChunksFrom } from '../../../server/spa/route-chunks';

// The shape of Vite's dist/.vite/manifest.json, trimmed to what the server reads.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_zod-2.js', '_router-3.js'] },
  '_zod-2.js': { file: 'assets/zod-2.js' },
  '_router-3.js': { file: 'assets/router-3.js' },
  '_kit-4.js': { file: 'assets/kit-4.js', imports: ['_zod-2.js', '_dates-5.js'] },
  '_dates-5.js': { file: 'assets/dates-5.js' },
  'src/routes/home.route.tsx': { file: 'assets/home.route-6.js', imports: ['_kit-4.js', '_router-3.js'] },
  'src/routes/news.route.tsx': { file: 'assets/news.route-7.js', imports: ['_router-3.js'] },
  'src/screens/not-a-route.tsx': { file: 'assets/not-a-route-8.js' },
};

describe('routeChunksFrom', () => {
  const chunks = routeChunksFrom(manifest);

  it("gives each route module's chunk with everything it imports, however deep", () => {
    expect(chunks.get('home')).toEqual(['/assets/home.route-6.js', '/assets/kit-4.js', '/assets/dates-5.js']);
  });

  it('leaves out what the entry already loads', () => {
    expect(chunks.get('news')).toEqual(['/assets/news.route-7.js']);
  });

  it('knows only route modules', () => {
    expect([...chunks.keys()].sort()).toEqual(['home', 'news']);
  });
});
