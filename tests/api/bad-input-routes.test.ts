import { describe, expect, it, vi } from 'vitest';
import { freshDbForFile, testApp } from '../support/api-app';
import { CONFUSED, expectNo5xx, freshClient, SAMPLE, segment } from '../support/bad-input';
import { signedInMember, tempDataDir } from '../support/sso-browser';

/**
 * The bad-input pass of issue 10 over EVERY route, read from the app's own route table, so a route
 * added by a new flow is in it the day it is mounted: each path parameter gets the naughty strings
 * and control characters, each body-taking route gets bodies of the wrong shape and forms whose
 * every usual field is a naughty string. Signed in, so the member routes are reached too. The
 * field-by-field passes of each form are in bad-input.test.ts and the flows' own API tests.
 */
vi.setConfig({ testTimeout: 600_000 });

const { db } = await freshDbForFile();
// the member is also the first admin (STAFF_EMAILS), so the console's routes are reached too
const STAFF_EMAIL = 'bad.input.admin@example.com';
const app = testApp(db, { env: { DATA_DIR: tempDataDir(), STAFF_EMAILS: [STAFF_EMAIL] } });
const member = await signedInMember(app, { email: STAFF_EMAIL });

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** Routes that end the member's session: asked last, so the others are asked signed in. */
const ENDS_SESSION = /clear-cookie|sessions|logout/;

const routes = [
  ...new Map(
    app.routes
      .filter((r) => METHODS.has(r.method) && !r.path.includes('*'))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
].sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));

/** `:id`, `:id?`, `:id{[0-9]+}` */
const PARAM = /:[A-Za-z_]\w*(\{[^}]*\})?\??/g;
/** What a valid-looking value of a parameter is, so that the other parameters are reached. */
const PLAIN = '1';

/** The field names of SPEC §3's forms: a body with each set to the same bad value. */
const FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'mobile',
  'content',
  'class_id',
  'channel_id',
  'brand_id',
  'model_id',
  'serial',
  'items',
  'answers',
  'participants',
  'session',
  'payment_type',
  'invoice',
  'invoice_number',
  'invoice_date',
  'invoice_amount',
  'random_code',
  'tax_id',
  'receive_city',
  'receive_town',
  'receive_zip_code',
  'send_city',
  'book_date',
  'reasons',
  'medias',
  'token',
  'google_recaptcha_token',
  'agree',
  'accept',
  'quantity',
  'ticket_id',
  'session_id',
  'order_number',
  'gift_event_id',
];

const send = (method: string, path: string, body?: unknown) =>
  app.request(
    path,
    {
      method,
      headers: {
        ...member.auth,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        // a same-origin request, as the site's own pages make them
        origin: 'http://localhost',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    freshClient(),
  );

describe('every route of the app never answers 5xx to bad input', () => {
  it('has the routes of the API, the sign-in service and the uploads in its table', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /api/auth/login');
    expect(paths).toContain('GET /api/user/profile');
    expect(paths).toContain('PUT /api/staff/people/:id/roles');
    expect(paths.length).toBeGreaterThan(40);
  });

  it('has no route that another one of the same method and path hides (the first mounted would answer)', () => {
    const seen = new Map<string, number>();
    // a route's own handler takes the context alone; the middleware before it (validators, limits)
    // also take `next`, and stand in the table under the same method and path
    for (const r of app.routes.filter((r) => METHODS.has(r.method) && r.handler.length < 2)) {
      const key = `${r.method} ${r.path.replace(PARAM, ':param')}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, n]) => n > 1).map(([key]) => key)).toEqual([]);
  });

  for (const route of routes) {
    const params = route.path.match(PARAM) ?? [];
    const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
    if (params.length === 0 && !takesBody) continue;

    it(`${route.method} ${route.path}`, async () => {
      // each parameter in turn, the others plain
      for (const [i] of params.entries()) {
        await expectNo5xx(`${route.method} ${route.path} param ${i}`, [...SAMPLE, '0', '-1', '1e99'], (v: string) => {
          let n = 0;
          const path = route.path.replace(PARAM, () => (n++ === i ? segment(v) : PLAIN));
          return send(route.method, path, takesBody ? {} : undefined);
        });
      }
      if (!takesBody) return;
      const path = route.path.replace(PARAM, PLAIN);
      await expectNo5xx(`${route.method} ${route.path} bodies`, [...CONFUSED, 'text', 42], (v: unknown) =>
        send(route.method, path, v),
      );
      await expectNo5xx(`${route.method} ${route.path} fields`, [...SAMPLE, ...CONFUSED], (v: unknown) =>
        send(route.method, path, Object.fromEntries(FORM_FIELDS.map((f) => [f, v]))),
      );
      for (const raw of ['{', '{"name":', '\u0000', '[]]', 'null']) {
        const res = await app.request(path, {
          method: route.method,
          headers: { ...member.auth, 'content-type': 'application/json', origin: 'http://localhost' },
          body: raw,
        });
        expect(res.status, `${route.method} ${path} ${JSON.stringify(raw)}`).toBeLessThan(500);
      }
    });
  }
});
