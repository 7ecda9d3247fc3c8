import { expect } from 'vitest';
import type { z } from 'zod';
import { freshDbForFile, testApp } from './api-app';

/**
 * For the top level of a content test file: a fresh database with the demo content, and a GET
 * helper that answers status and JSON. `ok(path, Schema)` also checks the answer against the
 * zod schema the client parses it with.
 */
export async function seededAppForFile() {
  const t = await freshDbForFile({ seeded: true });
  const app = testApp(t.db);
  const get = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as unknown, res };
  };
  const ok = async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> => {
    const { status, body } = await get(path);
    expect(status, `${path} → ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
    return schema.parse(body);
  };
  /** A 422 with a zh-TW message on `field`. */
  const refused = async (path: string, field: string) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(422);
    const errors = (body as { errors?: Record<string, string[]> }).errors ?? {};
    expect(Object.keys(errors), path).toContain(field);
    expect(errors[field]?.[0], path).toMatch(/[\u4e00-\u9fff]/);
  };
  const missing = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(404);
    expect(body).toEqual({ message: expect.stringMatching(/[\u4e00-\u9fff]/) });
  };
  return { ...t, app, get, ok, refused, missing };
}
