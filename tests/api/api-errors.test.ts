import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema, pagedEnvelope } from '../../schemas/api-envelope.schema';
import { pageQuery } from '../../schemas/page-query.schema';
import type { AppEnv } from '../../server/app-env';
import { pageMeta } from '../../server/db/tables/page-meta.table';
import { ConflictError } from '../../server/domain/domain-errors';
import { paginate } from '../../server/domain/pagination';
import { withLinks } from '../../server/http/page-links';
import { validate } from '../../server/http/validate';
import { freshDbForFile, testApp } from '../support/api-app';

const CJK = /[\u4e00-\u9fff]/;

const { db } = await freshDbForFile();

const ThingInput = z.object({
  name: z.string().trim().min(1, '請輸入名稱。'),
  email: z.email('電子郵件格式不正確。'),
  items: z.array(z.object({ qty: z.number().int().min(1, '數量至少 1。') })).min(1, '請至少選擇一項。'),
});
const ListQuery = pageQuery({ defaultPerPage: 3, maxPerPage: 50 }).extend({
  brand_id: z.array(z.coerce.number().int().positive()).optional(),
});

// Probe routes, built the way feature routes are: thin, validated through validate.ts.
const probe = new Hono<AppEnv>()
  .post('/probe/things', validate('json', ThingInput), (c) => c.json({ data: c.req.valid('json') }))
  .post('/probe/form', validate('form', z.object({ name: z.string().min(1, '請輸入名稱。') })), (c) =>
    c.json({ data: c.req.valid('form') }),
  )
  .get('/probe/items/:id', validate('param', z.object({ id: z.coerce.number().int().positive() })), (c) =>
    c.json({ data: { id: c.req.valid('param').id } }),
  )
  .get('/probe/list', validate('query', ListQuery), async (c) => {
    const query = c.req.valid('query');
    const page = await paginate(query, {
      count: () => c.var.deps.db.$count(pageMeta),
      rows: ({ limit, offset }) =>
        c.var.deps.db
          .select({ path: pageMeta.path })
          .from(pageMeta)
          .orderBy(asc(pageMeta.path))
          .limit(limit)
          .offset(offset),
    });
    return c.json(withLinks(page, c.req.url));
  })
  .get('/probe/echo-query', validate('query', ListQuery), (c) => c.json({ data: c.req.valid('query') }))
  .get('/probe/bug', () => {
    throw new Error('secret detail: password=hunter2');
  })
  .get('/probe/conflict', () => {
    throw new ConflictError('這個名額已經額滿。', { session_id: ['請選擇其他場次。'] });
  })
  .get('/probe/unauthorized', () => {
    throw new HTTPException(401, { message: 'Unauthorized' });
  });

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const app = testApp(db, { extraApi: [probe], log });

const postJson = (path: string, body: string, type = 'application/json') =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': type } });

async function errorBody(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = ApiErrorSchema.strict().parse(await res.json());
  expect(body.message).toMatch(CJK);
  return body;
}

describe('unknown API paths', () => {
  it.each(['/api/no-such-thing', '/api/', '/api', '/api/health/extra'])('answers %s with a JSON 404', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(await errorBody(res)).toEqual({ message: '找不到您要的資料。' });
  });

  it('answers a known path with an unknown method with a JSON 404, not a page', async () => {
    const res = await app.request('/api/health', { method: 'DELETE' });
    expect(res.status).toBe(404);
    await errorBody(res);
  });
});

describe('bad JSON bodies', () => {
  it('answers malformed JSON with 400 and a Traditional Chinese message', async () => {
    const res = await postJson('/api/probe/things', '{"name": "好",');
    expect(res.status).toBe(400);
    expect(await errorBody(res)).toEqual({ message: '送出的資料格式不正確。' });
  });

  it('refuses a body declared as another media type with 415', async () => {
    const res = await postJson('/api/probe/things', '{"name":"a"}', 'text/plain');
    expect(res.status).toBe(415);
    await errorBody(res);
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const res = await postJson('/api/probe/things', JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    await errorBody(res);
  });

  it.each(['null', '[]', '"text"', '42'])('answers the JSON value %s with 422, not 500', async (body) => {
    const res = await postJson('/api/probe/things', body);
    expect(res.status).toBe(422);
    await errorBody(res);
  });
});

describe('422: input the schema refuses', () => {
  it('names each bad field with its messages', async () => {
    const res = await postJson('/api/probe/things', JSON.stringify({ name: '  ', email: 'nope', items: [{ qty: 0 }] }));
    expect(res.status).toBe(422);
    const body = await errorBody(res);
    expect(body).toEqual({
      message: '輸入的資料有誤，請檢查後再送出。',
      errors: { name: ['請輸入名稱。'], email: ['電子郵件格式不正確。'], 'items.0.qty': ['數量至少 1。'] },
    });
  });

  it('words the messages a schema leaves to zod in Traditional Chinese', async () => {
    const res = await postJson('/api/probe/things', JSON.stringify({ email: 'a@b.tw', items: [{ qty: 'x' }] }));
    const body = await errorBody(res);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['items.0.qty', 'name']);
    for (const messages of Object.values(body.errors ?? {})) for (const m of messages) expect(m).toMatch(CJK);
  });

  it('passes valid input through, parsed', async () => {
    const res = await postJson(
      '/api/probe/things',
      JSON.stringify({ name: ' 好 ', email: 'a@b.tw', items: [{ qty: 2 }] }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { name: '好', email: 'a@b.tw', items: [{ qty: 2 }] } });
  });

  it('checks route params', async () => {
    const res = await app.request('/api/probe/items/abc');
    expect(res.status).toBe(422);
    expect(Object.keys((await errorBody(res)).errors ?? {})).toEqual(['id']);
    expect(await (await app.request('/api/probe/items/7')).json()).toEqual({ data: { id: 7 } });
  });

  it('checks form bodies', async () => {
    const empty = await postJson('/api/probe/form', 'name=', 'application/x-www-form-urlencoded');
    expect(empty.status).toBe(422);
    expect((await errorBody(empty)).errors).toEqual({ name: ['請輸入名稱。'] });
    const ok = await postJson('/api/probe/form', 'name=%E5%A5%BD', 'application/x-www-form-urlencoded');
    expect(await ok.json()).toEqual({ data: { name: '好' } });
  });
});

describe('page and per_page', () => {
  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['per_page=100000', 'per_page'],
    ['per_page=51', 'per_page'],
    ['per_page=0', 'per_page'],
  ])('refuses %s with 422 on %s', async (query, field) => {
    const res = await app.request(`/api/probe/list?${query}`);
    expect(res.status).toBe(422);
    const body = await errorBody(res);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('applies the endpoint defaults', async () => {
    const res = await app.request('/api/probe/echo-query');
    expect(await res.json()).toEqual({ data: { page: 1, per_page: 3 } });
  });

  it('reads name[] params as arrays, even with one value', async () => {
    const one = await app.request('/api/probe/echo-query?brand_id[]=4');
    expect((await one.json()).data.brand_id).toEqual([4]);
    const two = await app.request('/api/probe/echo-query?brand_id%5B%5D=4&brand_id%5B%5D=5');
    expect((await two.json()).data.brand_id).toEqual([4, 5]);
  });

  it('pages a real table with the SPEC meta and links', async () => {
    await db
      .insert(pageMeta)
      .values(['/a', '/b', '/c', '/d', '/e', '/f', '/g'].map((path) => ({ path, title: path, description: path })));
    const res = await app.request('/api/probe/list?page=2&per_page=3&brand_id[]=9');
    expect(res.status).toBe(200);
    const body = pagedEnvelope(z.object({ path: z.string() }))
      .strict()
      .parse(await res.json());
    expect(body.data.map((r) => r.path)).toEqual(['/d', '/e', '/f']);
    expect(body.meta).toEqual({ current_page: 2, from: 4, last_page: 3, per_page: 3, to: 6, total: 7 });
    expect(body.links.next).toBe('/api/probe/list?page=3&per_page=3&brand_id%5B%5D=9');
    expect(body.links.prev).toBe('/api/probe/list?page=1&per_page=3&brand_id%5B%5D=9');

    const last = await (await app.request('/api/probe/list?page=3&per_page=3')).json();
    expect(last.data).toEqual([{ path: '/g' }]);
    expect(last.meta).toMatchObject({ from: 7, to: 7 });
    expect(last.links.next).toBeNull();

    const beyond = await (await app.request('/api/probe/list?page=9&per_page=3')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 9, from: null, to: null, last_page: 3, total: 7 });
  });
});

describe('problems services report', () => {
  it('answers with their status, message and field errors', async () => {
    const res = await app.request('/api/probe/conflict');
    expect(res.status).toBe(409);
    expect(await errorBody(res)).toEqual({
      message: '這個名額已經額滿。',
      errors: { session_id: ['請選擇其他場次。'] },
    });
  });

  it('replaces the English text of framework exceptions', async () => {
    const res = await app.request('/api/probe/unauthorized');
    expect(res.status).toBe(401);
    expect(await errorBody(res)).toEqual({ message: '請先登入會員。' });
  });
});

describe('bugs', () => {
  it('answer 500 with a plain message, log the error and leak nothing', async () => {
    log.error.mockClear();
    const res = await app.request('/api/probe/bug');
    expect(res.status).toBe(500);
    const text = await res.clone().text();
    expect(text).not.toMatch(/hunter2|secret|Error|at .*\.ts/);
    expect(await errorBody(res)).toEqual({ message: '系統忙碌中，請稍後再試。' });
    expect(log.error).toHaveBeenCalledTimes(1);
    // one line naming the error (error-log.ts), not the error object with its stack
    expect(JSON.stringify(log.error.mock.calls[0]?.[0])).toContain('hunter2');
  });

  it('on a page load answer a 500 page in Traditional Chinese with a way home', async () => {
    const broken = testApp(db, {
      log,
      sessions: {
        findMember: async () => {
          throw new Error('sessions table missing: secret');
        },
      },
    });
    const res = await broken.request('/member', {
      headers: { cookie: `token=${btoa('{"token_type":"Bearer","token":"t"}')}` },
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<a href="/">回到首頁</a>');
    expect(html).not.toContain('secret');
  });
});
