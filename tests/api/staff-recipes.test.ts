import { beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_RECIPE_MESSAGES,
  type StaffRecipe,
  type StaffRecipeInput,
  type StaffRecipeListItem,
} from '../../schemas/staff-recipe.schema';
import { PUBLISHABLE_KINDS } from '../../server/content/publishable-kinds';
import { contentChangesOf } from '../../server/db/content-changes';
import { recipeItemCategories } from '../../server/db/tables/recipe-item-category.table';
import { solarTerms } from '../../server/db/tables/solar-term.table';
import { publishDue } from '../../server/services/publication.service';
import * as entryServer from '../../src/entry-server';
import { allSitemapFiles } from '../support/sitemap-files';
import { recordRoutes, staffApiForFile } from '../support/staff-api';

// The console's recipes on this file's database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
const s = await staffApiForFile({ renderer: entryServer });
const { db, call, data, fieldErrors } = s;
const changes = contentChangesOf(db);
const editor = await s.staffMember(['editor']);
const otherEditor = await s.staffMember(['editor']);
const member = await s.member();
let termId = 0;
let otherTermId = 0;
let courseId = 0;

beforeAll(async () => {
  await changes?.ready();
  const terms = await db.select().from(solarTerms).orderBy(solarTerms.sort);
  termId = terms[0]?.id ?? 0;
  otherTermId = terms[1]?.id ?? 0;
  courseId = (await db.select().from(recipeItemCategories).limit(1))[0]?.id ?? 0;
});

let serial = 0;
/** A word no seeded recipe holds, so a search for it finds only this test's recipe. */
const uniqueWord = () => `食譜詞${Date.now().toString(36)}${serial++}`;

const recipeInput = (over: Partial<StaffRecipeInput> = {}): StaffRecipeInput => ({
  subject: '薑黃炒飯',
  summary: '一碗暖胃的炒飯。',
  body: '<h2>作法</h2><ol><li>熱鍋。</li><li>下飯拌炒。</li></ol>',
  solar_term_id: termId,
  item_category_id: courseId,
  cook_minutes: 20,
  servings: 2,
  ingredients: [
    { name: '白飯', amount: '2 碗' },
    { name: '薑黃粉', amount: '1 小匙' },
  ],
  ...over,
});
const create = async (over: Partial<StaffRecipeInput> = {}, auth = editor.auth) =>
  data<StaffRecipe>(await call('POST', '/api/staff/recipes', auth, recipeInput(over)));
const move = (recipe: { id: number; version: number }, to: string, extra: Record<string, unknown> = {}) =>
  call('POST', `/api/staff/recipes/${recipe.id}/publication`, editor.auth, { to, version: recipe.version, ...extra });
const audit = s.audit;

/** Everything a reader could see a recipe through: its list, its API, its page, search, the sitemap, the calendar. */
async function publicTraces(recipe: { id: number }, word: string) {
  const [list, detail, page, search, sitemap, terms] = await Promise.all([
    call('GET', `/api/article_recipes?solar_term_id=${termId}&per_page=50`),
    call('GET', `/api/article_recipes/${recipe.id}`),
    call('GET', `/hence/recipe/article/${recipe.id}`),
    call('GET', `/api/search?keyword=${encodeURIComponent(word)}&type=recipe`),
    allSitemapFiles(s.app),
    call('GET', '/api/solar_terms'),
  ]);
  const listBody = (await list.json()) as { data: { id: number }[] };
  const searchBody = (await search.json()) as { data: { list: { data: { id: number }[] } } };
  const termsBody = (await terms.json()) as { data: { id: number; recipes_count: number }[] };
  return {
    list: listBody.data.some((r) => r.id === recipe.id),
    detail: detail.status,
    page: page.status,
    search: searchBody.data.list.data.some((r) => r.id === recipe.id),
    sitemap: sitemap.includes(`/hence/recipe/article/${recipe.id}<`),
    count: termsBody.data.find((t) => t.id === termId)?.recipes_count ?? -1,
  };
}

describe('who may use the recipes console', () => {
  it('asks a guest to sign in (401) and refuses a member without the editor role (403) on every route', async () => {
    await s.guarded(
      [
        ...recordRoutes('/api/staff/recipes', recipeInput()),
        ['POST', '/api/staff/recipes/1/publication', { to: 'published', version: 1 }],
        ['GET', '/api/staff/recipes/1/preview'],
      ],
      member,
    );
    expect((await call('GET', '/api/staff/recipes', editor.auth)).status).toBe(200);
  });
});

describe('seeded recipes', () => {
  it('are published, version 1, and still on the public list', async () => {
    const list = await call('GET', '/api/staff/recipes?status=published&per_page=100', editor.auth);
    const body = (await list.json()) as { data: StaffRecipeListItem[]; meta: { total: number } };
    expect(body.meta.total).toBeGreaterThan(0);
    expect((await call('GET', '/api/staff/recipes?status=draft', editor.auth)).status).toBe(200);
    const publicList = (await (await call('GET', '/api/article_recipes?per_page=100')).json()) as {
      meta: { total: number };
    };
    expect(publicList.meta.total).toBe(body.meta.total);
    expect(body.data.every((r) => r.version === 1 && r.published_at !== null)).toBe(true);
  });
});

describe('a draft recipe is nowhere on the public site until it is published', () => {
  it('keeps a draft out of lists, its page, search, the sitemap and the calendar; publishing shows it; taking it down hides it', async () => {
    const before = await publicTraces({ id: 0 }, 'x');
    const word = uniqueWord();
    const draft = await create({ subject: `草稿${word}` });
    const hidden = { list: false, detail: 404, page: 404, search: false, sitemap: false, count: before.count };
    expect(await publicTraces(draft, word)).toEqual(hidden);

    const live = await data<StaffRecipe>(await move(draft, 'published'));
    expect(live).toMatchObject({ status: 'published', version: draft.version + 1 });
    expect(await publicTraces(draft, word)).toEqual({
      list: true,
      detail: 200,
      page: 200,
      search: true,
      sitemap: true,
      count: before.count + 1,
    });
    const shown = await data<{ ingredients: unknown[] }>(await call('GET', `/api/article_recipes/${draft.id}`));
    expect(shown.ingredients).toEqual(recipeInput().ingredients);
    const [entry] = await audit(`action=recipe.publish&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });

    const down = await data<StaffRecipe>(await move(live, 'unpublished'));
    expect(down.status).toBe('unpublished');
    expect(await publicTraces(draft, word)).toEqual(hidden);
  });
});

describe('POST /api/staff/recipes', () => {
  it('creates a draft with a sanitised body, audited recipe.create', async () => {
    const draft = await create({ body: '<p onclick="x()">好吃<script>alert(1)</script></p>' });
    expect(draft).toMatchObject({
      status: 'draft',
      version: 1,
      published_at: null,
      solar_term_id: termId,
      cook_minutes: 20,
      servings: 2,
    });
    expect(draft.body).toBe('<p>好吃</p>');
    const [entry] = await audit(`action=recipe.create&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ entity: 'recipe', before: null, after: { subject: '薑黃炒飯' } });
  });

  it('refuses, by field and in Traditional Chinese, what a recipe cannot be (422)', async () => {
    const errors = await fieldErrors(
      await call('POST', '/api/staff/recipes', editor.auth, {
        ...recipeInput(),
        subject: ' ',
        solar_term_id: '',
        cook_minutes: 0,
        servings: 'two',
        ingredients: [{ name: '鹽', amount: '' }],
      }),
    );
    expect(errors.subject).toEqual([STAFF_RECIPE_MESSAGES.subject]);
    expect(errors.solar_term_id).toEqual([STAFF_RECIPE_MESSAGES.solarTerm]);
    expect(errors.cook_minutes).toEqual([STAFF_RECIPE_MESSAGES.cookMinutes]);
    expect(errors.servings).toEqual([STAFF_RECIPE_MESSAGES.servings]);
    expect(errors['ingredients.0.amount']).toEqual([STAFF_RECIPE_MESSAGES.ingredientAmount]);

    const none = await fieldErrors(
      await call('POST', '/api/staff/recipes', editor.auth, recipeInput({ ingredients: [] })),
    );
    expect(none.ingredients).toEqual([STAFF_RECIPE_MESSAGES.ingredientsEmpty]);
    const unknown = await fieldErrors(
      await call(
        'POST',
        '/api/staff/recipes',
        editor.auth,
        recipeInput({ solar_term_id: 999_999, item_category_id: 999_999, author_id: 999_999 }),
      ),
    );
    expect(unknown).toEqual({
      solar_term_id: [STAFF_RECIPE_MESSAGES.solarTermMissing],
      item_category_id: [STAFF_RECIPE_MESSAGES.itemCategory],
      author_id: [STAFF_RECIPE_MESSAGES.author],
    });
    const noAlt = await fieldErrors(
      await call('POST', '/api/staff/recipes', editor.auth, recipeInput({ body: '<p><img src="/media/1/a.png"></p>' })),
    );
    expect(noAlt.body).toContain(STAFF_RECIPE_MESSAGES.imageAlt);
  });
});

describe('PUT /api/staff/recipes/{id}', () => {
  it('saves from the current version, audited before → after, and tells a second editor with a stale version (409)', async () => {
    const draft = await create();
    const saved = await data<StaffRecipe>(
      await call('PUT', `/api/staff/recipes/${draft.id}`, editor.auth, {
        ...recipeInput({ subject: '薑黃炒飯（改）', solar_term_id: otherTermId }),
        version: draft.version,
      }),
    );
    expect(saved).toMatchObject({ subject: '薑黃炒飯（改）', solar_term_id: otherTermId, version: draft.version + 1 });
    const [entry] = await audit(`action=recipe.update&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ before: { subject: '薑黃炒飯' }, after: { subject: '薑黃炒飯（改）' } });

    const stale = await call('PUT', `/api/staff/recipes/${draft.id}`, otherEditor.auth, {
      ...recipeInput({ subject: '舊版本' }),
      version: draft.version,
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { current: StaffRecipe; errors: { version: string[] } };
    expect(body.current).toMatchObject({ subject: '薑黃炒飯（改）', version: saved.version });
    expect(body.errors.version[0]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers 404 for a recipe that does not exist', async () => {
    const res = await call('PUT', '/api/staff/recipes/999999', editor.auth, { ...recipeInput(), version: 1 });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/staff/recipes/{id}/publication', () => {
  it('refuses a move the life cycle does not take (409) and a stale version (409)', async () => {
    const draft = await create();
    expect((await move(draft, 'unpublished')).status).toBe(409);
    const live = await data<StaffRecipe>(await move(draft, 'published'));
    expect((await move(live, 'draft')).status).toBe(409);
    expect((await move(draft, 'unpublished')).status).toBe(409);
  });

  it('publishes a scheduled recipe at its time through the sweep', async () => {
    expect(PUBLISHABLE_KINDS.map((k) => k.entity)).toContain('recipe');
    const word = uniqueWord();
    const draft = await create({ subject: `排程${word}` });
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await data<StaffRecipe>(await move(draft, 'scheduled', { publish_at: at.toISOString() }));
    expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: at.toISOString() });
    await publishDue(db, PUBLISHABLE_KINDS, new Date(at.getTime() - 1000));
    expect((await call('GET', `/api/article_recipes/${draft.id}`)).status).toBe(404);

    await publishDue(db, PUBLISHABLE_KINDS, at);
    const live = await data<StaffRecipe>(await call('GET', `/api/staff/recipes/${draft.id}`, editor.auth));
    expect(live).toMatchObject({ status: 'published', publish_at: null, published_at: at.toISOString() });
    expect((await call('GET', `/api/article_recipes/${draft.id}`)).status).toBe(200);
    const [entry] = await audit(`action=recipe.publish&entity_id=${draft.id}`);
    expect(entry).toMatchObject({ actor_id: null, ip: 'schedule' });
  });
});

describe('GET /api/staff/recipes', () => {
  it('filters by solar term, status and name, sorts and pages', async () => {
    const word = uniqueWord();
    const a = await create({ subject: `A ${word}`, solar_term_id: otherTermId });
    const b = await create({ subject: `B ${word}`, solar_term_id: otherTermId });
    await move(b, 'published');
    const list = async (query: string) => {
      const res = await call('GET', `/api/staff/recipes?${query}`, editor.auth);
      expect(res.status).toBe(200);
      return (await res.json()) as { data: StaffRecipeListItem[]; meta: { total: number; last_page: number } };
    };
    const both = await list(`q=${encodeURIComponent(word)}&sort=subject&dir=asc`);
    expect(both.data.map((r) => r.id)).toEqual([a.id, b.id]);
    const down = await list(`q=${encodeURIComponent(word)}&sort=subject&dir=desc`);
    expect(down.data.map((r) => r.id)).toEqual([b.id, a.id]);
    const drafts = await list(`q=${encodeURIComponent(word)}&status=draft`);
    expect(drafts.data.map((r) => r.id)).toEqual([a.id]);
    const ofTerm = await list(`q=${encodeURIComponent(word)}&solar_term_id=${termId}`);
    expect(ofTerm.meta.total).toBe(0);
    const paged = await list(`q=${encodeURIComponent(word)}&per_page=1&page=2`);
    expect(paged.meta).toMatchObject({ total: 2, last_page: 2 });
    expect(paged.data).toHaveLength(1);
    expect(both.data[0]?.solar_term?.id).toBe(otherTermId);
  });

  it('refuses an unknown sort or status and a bad term, by field (422)', async () => {
    const errors = await fieldErrors(
      await call('GET', '/api/staff/recipes?sort=x&status=gone&solar_term_id=a', editor.auth),
    );
    expect(Object.keys(errors).sort()).toEqual(['solar_term_id', 'sort', 'status']);
  });
});

describe('GET /api/staff/recipes/{id}/preview', () => {
  it("answers the draft's public page as readers will get it: rendered, noindex, never stored", async () => {
    const before = await publicTraces({ id: 0 }, 'x');
    const word = uniqueWord();
    const draft = await create({ subject: `預覽${word}`, body: `<p>預覽作法${word}</p>` });
    expect(draft.status).toBe('draft');
    const res = await call('GET', `/api/staff/recipes/${draft.id}/preview`, editor.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<title>預覽${word}`));
    expect(html).toContain('<meta name="robots" content="noindex');
    // the method is in the server-rendered page itself, not left to the browser
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root).toContain(`預覽作法${word}`);
    // nothing of the preview reached readers, nor the public cache
    expect(await publicTraces(draft, word)).toEqual({
      list: false,
      detail: 404,
      page: 404,
      search: false,
      sitemap: false,
      count: before.count,
    });
  });

  it('answers 404 for a recipe that does not exist', async () => {
    expect((await call('GET', '/api/staff/recipes/999999/preview', editor.auth)).status).toBe(404);
  });
});
