import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { AuditEntry } from '../../schemas/audit-log.schema';
import type { StaffRole } from '../../schemas/staff-role.schema';
import { seedDemoContent } from '../../server/seed/seed';
import { freshDbForFile, type TestAppOptions, testApp } from './api-app';
import { signedInMember, tempDataDir } from './sso-browser';

export type Auth = Record<string, string>;

/**
 * For the top level of a console API test file: a fresh database (with the demo content unless
 * `seed: false`), the app with an admin named by STAFF_EMAILS, and the calls every console test
 * makes. People get their roles from the admin through the API, as the console grants them.
 *
 *   const s = await staffApiForFile();
 *   const editor = await s.staffMember(['editor']);
 *   const row = await s.data<X>(await s.call('POST', '/api/staff/x', editor.auth, input));
 */
export async function staffApiForFile({ seed = true, env = {} }: { seed?: boolean; env?: TestAppOptions['env'] } = {}) {
  const { db } = await freshDbForFile();
  if (seed) await seedDemoContent(db);
  const adminEmail = `admin-${randomBytes(4).toString('hex')}@example.com.tw`;
  const dataDir = tempDataDir();
  const app = testApp(db, {
    env: { STAFF_EMAILS: [adminEmail], PUBLIC_URL: 'http://localhost', DATA_DIR: dataDir, ...env },
  });

  const call = (method: string, path: string, auth: Auth = {}, body?: unknown) =>
    app.request(path, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
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

  const admin = await signedInMember(app, { email: adminEmail });
  /** a newly signed-in member holding `roles`, granted by the admin */
  const staffMember = async (roles: StaffRole[]) => {
    const person = await signedInMember(app);
    const res = await call('POST', '/api/staff/people', admin.auth, { email: person.account.email, roles });
    expect(res.status, await res.clone().text()).toBe(200);
    return person;
  };
  /** the audit log as the admin reads it (`/api/staff/audit?{query}`) */
  const audit = async (query = '') => data<AuditEntry[]>(await call('GET', `/api/staff/audit?${query}`, admin.auth));

  return { db, app, dataDir, call, data, fieldErrors, admin, staffMember, member: () => signedInMember(app), audit };
}
