import { describe, expect, it } from 'vitest';
import { validMessage } from '../models/contact.model';
import { freshDbForFile, testApp } from '../support/api-app';
import { quickMembers } from '../support/api-members';
import { solveCaptcha } from '../support/captcha';
import { giftClaimBody } from '../support/gift-claim';
import { tempDataDir } from '../support/sso-browser';

// Issue 22 item 4: an id beyond PostgreSQL's `integer` reached the query and came back as a 500.
// Every id a body carries is bounded in its schema (schemas/id-param.schema.ts): a 422 by field.
const { db } = await freshDbForFile({ seeded: true });
const app = testApp(db, { env: { DATA_DIR: tempDataDir(), CAPTCHA_MAX_NUMBER: 20 } });
const [member] = await quickMembers(db, 1);
const auth = member?.auth ?? {};

const post = async (path: string, body: object, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Expects a 422 whose errors name `field` in Chinese. */
async function refusedOn(res: Response, field: string) {
  const answer = (await res.json()) as { errors?: Record<string, string[]> };
  expect(res.status, JSON.stringify(answer)).toBe(422);
  expect(Object.keys(answer.errors ?? {})).toContain(field);
  expect(answer.errors?.[field]?.[0]).toMatch(/[\u4e00-\u9fff]/);
}

const TOO_BIG = [2_147_483_648, 99_999_999_999];

describe('an id beyond PostgreSQL integer is a 422 by field', () => {
  it.each(TOO_BIG)('POST /api/contact class_id %d', async (id) => {
    const res = await post('/api/contact', {
      ...validMessage,
      class_id: id,
      google_recaptcha_token: await solveCaptcha(app),
    });
    await refusedOn(res, 'class_id');
  });

  it.each(TOO_BIG)('POST /api/contact others.channel_id %d', async (id) => {
    const res = await post('/api/contact', {
      ...validMessage,
      others: { ...(validMessage.others as object), channel_id: id },
      google_recaptcha_token: await solveCaptcha(app),
    });
    await refusedOn(res, 'others.channel_id');
  });

  it.each(TOO_BIG)('POST /api/submit_subscribe_topic topic_id %d', async (id) => {
    await refusedOn(
      await post('/api/submit_subscribe_topic', { email: 'bound@example.com', topic_id: id }),
      'topic_id',
    );
  });

  it.each(TOO_BIG)('POST /api/submit_gift_event channel_id %d', async (id) => {
    const body = giftClaimBody({ channel_id: id, token: await solveCaptcha(app) } as never);
    await refusedOn(await post('/api/submit_gift_event', body, auth), 'channel_id');
  });

  it.each(TOO_BIG)('POST /api/submit_gift_event medias[0].id %d', async (id) => {
    const body = giftClaimBody({
      medias: [
        { id, url: '/media/1', name: 'invoice.jpg' },
        { id: 2, url: '/media/2', name: 'product.jpg' },
      ],
      token: await solveCaptcha(app),
    } as never);
    await refusedOn(await post('/api/submit_gift_event', body, auth), 'medias.0.id');
  });

  it.each([...TOO_BIG, String(TOO_BIG[0])] as const)('POST /api/user/warranties medias[0].id %s', async (id) => {
    const body = { medias: [{ id, url: '/media/1', name: 'receipt.png' }], token: await solveCaptcha(app) };
    await refusedOn(await post('/api/user/warranties', body, auth), 'medias.0.id');
  });
});
