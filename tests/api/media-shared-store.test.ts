import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Media } from '../../schemas/media.schema';
import type { ServerEnv } from '../../server/env';
import { freshDbForFile, testApp } from '../support/api-app';
import { signedInMember, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile();

/** Two app servers of one database behind a load balancer: each with its own DATA_DIR. */
function twoServers(store: ServerEnv['MEDIA_STORE']) {
  return [tempDataDir(), tempDataDir()].map((dir) => testApp(db, { env: { MEDIA_STORE: store, DATA_DIR: dir } }));
}

const png = () =>
  sharp({ create: { width: 8, height: 6, channels: 4, background: '#0a0' } })
    .png()
    .toBuffer();

type App = ReturnType<typeof testApp>;

/** A member signs in and uploads a photo through `app`: the photo's address, what the same server serves there. */
async function uploadThrough(app: App) {
  const member = await signedInMember(app);
  const form = new FormData();
  form.append('files', new File([await png()], 'receipt.png', { type: 'image/png' }));
  const res = await app.request('/api/user/medias/warranty', { method: 'POST', headers: member.auth, body: form });
  expect(res.status).toBe(200);
  const [photo] = ((await res.json()) as { data: Media[] }).data;
  if (!photo) throw new Error('nothing uploaded');
  const served = await app.request(photo.url, { headers: member.auth });
  expect(served.status).toBe(200);
  return { auth: member.auth, url: photo.url, bytes: Buffer.from(await served.arrayBuffer()) };
}

describe('uploads behind a load balancer', () => {
  it('MEDIA_STORE=database: a photo uploaded through one server is served by the other, the same bytes', async () => {
    const [a, b] = twoServers('database') as [App, App];
    const photo = await uploadThrough(a);
    const res = await b.request(photo.url, { headers: photo.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(photo.bytes)).toBe(true);
  });

  it('MEDIA_STORE=folder (the default, for one server): the other server has no such file and answers 404', async () => {
    const [a, b] = twoServers('folder') as [App, App];
    const photo = await uploadThrough(a);
    const res = await b.request(photo.url, { headers: photo.auth });
    expect(res.status).toBe(404);
  });
});
