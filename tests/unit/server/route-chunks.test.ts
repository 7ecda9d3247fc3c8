import { describe, expect, it } from 'vitest';
import { routeFilesFrom } from '../../../server/spa/route-chunks';

// The shape of Vite's dist/.vite/manifest.json, trimmed to what the server reads.
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_zod-2.js', '_router-3.js'],
    css: ['assets/index-1.css'],
  },
  '_zod-2.js': { file: 'assets/zod-2.js' },
  '_router-3.js': { file: 'assets/router-3.js', css: ['assets/index-1.css'] },
  '_kit-4.js': { file: 'assets/kit-4.js', imports: ['_zod-2.js', '_dates-5.js'], css: ['assets/kit-4.css'] },
  '_dates-5.js': { file: 'assets/dates-5.js' },
  'src/routes/home.route.tsx': {
    file: 'assets/home.route-6.js',
    imports: ['_kit-4.js', '_router-3.js'],
    css: ['assets/home-6.css'],
  },
  'src/routes/news.route.tsx': { file: 'assets/news.route-7.js', imports: ['_router-3.js', '_kit-4.js'] },
  'src/screens/not-a-route.tsx': { file: 'assets/not-a-route-8.js' },
};

describe('routeFilesFrom', () => {
  const files = routeFilesFrom(manifest);

  it("gives each route module's chunk with everything it imports, however deep", () => {
    expect(files.get('home')?.chunks).toEqual(['/assets/home.route-6.js', '/assets/kit-4.js', '/assets/dates-5.js']);
  });

  it('leaves out what the entry already loads', () => {
    expect(files.get('news')?.chunks).toEqual(['/assets/news.route-7.js', '/assets/kit-4.js', '/assets/dates-5.js']);
  });

  it("gives the stylesheets of the route's own chunks, not the entry's", () => {
    expect(files.get('home')?.styles).toEqual(['/assets/home-6.css', '/assets/kit-4.css']);
    expect(files.get('news')?.styles).toEqual(['/assets/kit-4.css']);
  });

  it('knows only route modules', () => {
    expect([...files.keys()].sort()).toEqual(['home', 'news']);
  });
});
