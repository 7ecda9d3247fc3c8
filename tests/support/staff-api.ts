import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log.schema';
import type { StaffRole } from '../../schemas/staff-role.schema';
import { freshDbForFile, type TestAppOptions, testApp } from './api-app';
import { signedInMember, tempDataDir } from './sso-browser';

export type Auth = Record<string, string>;

/** A call a role sweep makes: method, path and, for a write, its body. */
export type RouteCall = readonly [method: string, path: string, body?: unknown];

/** A console record's four routes under `base` (list, read, create, save from version 1), `input` their body. */
export const recordRoutes = (base: string, input: object): RouteCall[] => [
  ['GET', base],
  ['GET', `${base}/1`],
  ['POST', base, input],
  ['PUT', `${base}/1`, { ...input, version: 1 }],
];

/**
 * For the top level of a console API test file: a fresh database (with the demo content unless
 * `seed: false`), the app with an admin named by STAFF_EMAILS, and the calls every console test
 * makes. People get their roles from the admin through the API, as the console grants them.
 *
 *   const s = await staffApiForFile();
 *   const editor = await s.staffMember(['editor']);
 *   const row = await s.data<X>(await s.call('POST', '/api/staff/x', editor.auth, input));
 */
export async function staffApiForFile({
  seed = true,
  env = {},
  adminEmail = `admin-${randomBytes(4).toString('hex')}@example.com.tw`,
  remoteAddress,
  ...appOptions
}: {
  seed?: boolean;
  /** the STAFF_EMAILS admin, when a test names them */
  adminEmail?: string;
  /** the address every call comes from, when a test reads it back (the audit log's ip) */
  remoteAddress?: string;
} & TestAppOptions = {}) {
  const { db } = await freshDbForFile({ seeded: seed });
  const dataDir = tempDataDir();
  const app = testApp(db, {
    ...appOptions,
    env: { STAFF_EMAILS: [adminEmail], PUBLIC_URL: 'http://localhost', DATA_DIR: dataDir, ...env },
  });

  const call = (method: string, path: string, auth: Auth = {}, body?: unknown) =>
    app.request(
      path,
      {
        method,
        headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined,
    );
  /** the answer's `data`, once its status is `status` (the body shown when it is not) */
  const data = async <T>(res: Response, status = 200): Promise<T> => {
    const body = (await res.json()) as { data: T };
    expect(res.status, JSON.stringify(body)).toBe(status);
    return body.data;
  };
  /** a 422's messages by field */
  const fieldErrors = async (res: Response) => {
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(res.status, JSON.stringify(body)).toBe(422);
    return body.errors;
  };

  /** a 422 whose errors name `field` in Traditional Chinese (and, given, that message) */
  const refused = async (res: Response, field: string, message?: RegExp | string) => {
    const body = (await res.json()) as { errors?: Record<string, string[]> };
    expect(res.status, JSON.stringify(body)).toBe(422);
    expect(Object.keys(body.errors ?? {}), JSON.stringify(body)).toContain(field);
    const first = body.errors?.[field]?.[0] ?? '';
    expect(first).toMatch(/[\u4e00-\u9fff]/);
    if (typeof message === 'string') expect(first).toBe(message);
    else if (message) expect(first).toMatch(message);
  };
  /** a stale save's 409, in Chinese: the record as it is now */
  const stale = async <T>(res: Response): Promise<T> => {
    const body = (await res.json()) as { message: string; current: T };
    expect(res.status, JSON.stringify(body)).toBe(409);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    return body.current;
  };

  const admin = await signedInMember(app, { email: adminEmail });
  /** a newly signed-in member holding `roles`, granted by the admin */
  const staffMember = async (roles: StaffRole[]) => {
    const person = await signedInMember(app);
    const res = await call('POST', '/api/staff/people', admin.auth, { email: person.account.email, roles });
    expect(res.status, await res.clone().text()).toBe(200);
    return person;
  };
  /** each route asks a guest to sign in (401) and refuses `member`, who lacks its role (403) */
  const guarded = async (routes: readonly RouteCall[], member: { auth: Auth }) => {
    for (const [method, path, body] of routes) {
      expect((await call(method, path, {}, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, member.auth, body)).status, `${method} ${path}`).toBe(403);
    }
  };
  /** the audit log as the admin reads it (`/api/staff/audit?{query}`) */
  const audit = async (query = '') => data<AuditEntry[]>(await call('GET', `/api/staff/audit?${query}`, admin.auth));

  return {
    db,
    app,
    dataDir,
    call,
    data,
    fieldErrors,
    refused,
    stale,
    guarded,
    adminEmail,
    admin,
    staffMember,
    member: () => signedInMember(app),
    audit,
  };
}
