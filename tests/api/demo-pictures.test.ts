import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { narrowerWidths, pictureWidthLink } from '../../schemas/picture-widths';
import { articles } from '../../server/db/tables/article.table';
import { events } from '../../server/db/tables/event.table';
import { recipes } from '../../server/db/tables/recipe.table';
import { DEMO_IMAGES } from '../../server/seed/images.seed';
import { seededAppForFile } from '../support/seeded-app';

const { db, get } = await seededAppForFile();

interface Shown {
  link: string;
  alt: string;
  /** the record the picture belongs to: one record may be shown twice on a page (a must-read in the list) */
  owner: string;
}

/** Every picture in a JSON answer (`image`, `logo`, `avatar`) with the record it belongs to. */
function pictures(node: unknown, owner = '', out: Shown[] = []): Shown[] {
  if (Array.isArray(node)) {
    for (const item of node) pictures(item, owner, out);
    return out;
  }
  if (!node || typeof node !== 'object') return out;
  const record = node as Record<string, unknown>;
  const name = [record.subject, record.name, record.title].find((v) => typeof v === 'string') as string | undefined;
  const own = name ?? owner;
  for (const [key, value] of Object.entries(record)) {
    const picture = value as { link?: unknown; alt?: unknown } | null;
    if (['image', 'logo', 'avatar'].includes(key) && picture && typeof picture.link === 'string')
      out.push({ link: picture.link, alt: String(picture.alt ?? ''), owner: `${key}:${own}` });
    else pictures(value, own, out);
  }
  return out;
}

const PAGES = [
  '/api/homepage',
  '/api/homepage/article',
  '/api/article_blogs?page=1&per_page=12',
  '/api/article_blogs?page=2&per_page=12',
  '/api/article_news?page=1&per_page=12',
  '/api/events?page=1&per_page=12',
  '/api/article_recipes?page=1&per_page=12',
  '/api/article_brands',
  '/api/locations',
  '/api/gift_events',
  '/api/homepage/eco_life',
  '/api/homepage/zonezone',
  '/api/homepage/talent_development',
];

describe('the demo pictures', () => {
  it.each(PAGES)('%s shows no picture twice and gives each its text alternative', async (path) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    const shown = pictures(body);
    expect(shown.length, path).toBeGreaterThan(2);
    const owners = new Map<string, Set<string>>();
    for (const { link, alt, owner } of shown) {
      expect(alt.trim(), `${path} ${link}`).not.toBe('');
      owners.set(link, (owners.get(link) ?? new Set()).add(owner));
    }
    const shared = [...owners]
      .filter(([, who]) => who.size > 1)
      .map(([link, who]) => `${link}: ${[...who].join(' / ')}`);
    expect(shared, path).toEqual([]);
  });

  it('lists every picture with a Traditional-Chinese description, a drawn file and its narrower copies', () => {
    for (const img of DEMO_IMAGES) {
      expect(img.alt, img.name).toMatch(/[\u4e00-\u9fff]{2}/);
      const file = `public/demo/${img.name}.svg`;
      expect(existsSync(file), file).toBe(true);
      for (const width of narrowerWidths(img.width))
        expect(existsSync(`public${pictureWidthLink(`/demo/${img.name}.svg`, width)}`), `${img.name} at ${width}`).toBe(
          true,
        );
    }
    // cards and squares show a subject; only logos and portraits are shapes
    const shapes = DEMO_IMAGES.filter((img) => !img.scene && !img.name.startsWith('banner-'));
    expect(shapes.every((img) => img.motif)).toBe(true);
  });

  it('gives every picture in a seeded body its text alternative, and every record a picture of the set', async () => {
    const known = new Set(DEMO_IMAGES.map((img) => `/demo/${img.name}.svg`));
    const bodies = [
      ...(await db.select({ body: articles.body }).from(articles)),
      ...(await db.select({ body: events.body }).from(events)),
      ...(await db.select({ body: recipes.body }).from(recipes)),
    ];
    const imgs = bodies.flatMap(({ body }) => body.match(/<img [^>]*>/g) ?? []);
    expect(imgs.length).toBeGreaterThan(20);
    for (const img of imgs) {
      expect(img).toMatch(/ alt="[^"]+"/);
      expect(known.has(/ src="([^"]+)"/.exec(img)?.[1] ?? ''), img).toBe(true);
    }
    const links = [
      ...(await db.select({ link: articles.imageLink }).from(articles)),
      ...(await db.select({ link: events.imageLink }).from(events)),
      ...(await db.select({ link: recipes.imageLink }).from(recipes)),
    ].flatMap(({ link }) => (link ? [link] : []));
    expect(links.length).toBeGreaterThan(50);
    for (const link of links) expect(known.has(link), link).toBe(true);
  });
});
