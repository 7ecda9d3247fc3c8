import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Media } from '../../schemas/media.schema';
import { pictureSrcset } from '../../schemas/picture-widths';
import { folderStorage, mediaDir } from '../../server/media/media-storage';
import { deleteUnattachedMedia } from '../../server/services/media.service';
import { staffApiForFile } from '../support/staff-api';

/** Pictures staff upload for article bodies: the member pipeline, but public once stored. */
const s = await staffApiForFile({ seed: false });
const { db, app, dataDir } = s;
const storage = folderStorage(mediaDir(dataDir));

const editor = await s.staffMember(['editor']);
const member = await s.member();

const photo = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#2a6' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .toBuffer();

async function upload(path: string, auth: Record<string, string>) {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(await photo())], '客廳.jpg', { type: 'image/jpeg' }));
  return app.request(path, { method: 'POST', headers: auth, body: form });
}

describe('POST /api/staff/media', () => {
  it('is for editors only: a member gets 403, a guest 401', async () => {
    expect((await upload('/api/staff/media', member.auth)).status).toBe(403);
    expect((await upload('/api/staff/media', {})).status).toBe(401);
  });

  it('stores a re-encoded picture anyone may see, cached for good, and the sweeper never takes it', async () => {
    const res = await upload('/api/staff/media', editor.auth);
    expect(res.status).toBe(200);
    const [picture] = ((await res.json()) as { data: Media[] }).data;
    expect(picture).toMatchObject({ width: 60, height: 40, content_type: 'image/jpeg' });
    const url = (picture as Media).url;
    for (const headers of [{}, member.auth]) {
      const seen = await app.request(url, { headers });
      expect(seen.status).toBe(200);
      expect(seen.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await seen.arrayBuffer());
      // re-encoded: the camera's name is gone
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    }
    expect(await deleteUnattachedMedia({ db, storage }, new Date(Date.now() + 365 * 86_400_000))).toBe(0);
    expect((await app.request(url)).status).toBe(200);
  });

  it('leaves a member’s own upload private: a guest is asked to sign in, another member gets 404', async () => {
    const res = await upload('/api/user/medias/warranty', member.auth);
    const [own] = ((await res.json()) as { data: Media[] }).data;
    const url = (own as Media).url;
    expect((await app.request(url, { headers: member.auth })).headers.get('cache-control')).toBe('private, no-store');
    expect((await app.request(url)).status).toBe(401);
    expect((await app.request(url, { headers: editor.auth })).status).toBe(404);
  });
});

describe('GET /media/{id}/{name}-{width}w.webp: narrower copies of a content picture (srcset)', () => {
  async function uploadWide(path: string, auth: Record<string, string>) {
    const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c84' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('files', new File([new Uint8Array(wide)], '餐桌.jpg', { type: 'image/jpeg' }));
    const res = await app.request(path, { method: 'POST', headers: auth, body: form });
    return ((await res.json()) as { data: Media[] }).data[0] as Media;
  }

  it('makes each width the srcset names the first time, as WebP, stores it, and serves it to anyone for good', async () => {
    const picture = await uploadWide('/api/staff/media', editor.auth);
    const srcset = pictureSrcset({ link: picture.url, width: picture.width });
    const copies = srcset.split(', ').slice(0, -1);
    expect(copies.map((c) => c.split(' ')[1])).toEqual(['480w', '800w', '1200w']);
    for (const candidate of copies) {
      const [url = '', w = ''] = candidate.split(' ');
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: Number.parseInt(w, 10) });
    }
    // stored beside the original: the second answer is the same bytes
    const [first = ''] = copies[0]?.split(' ') ?? [];
    const again = Buffer.from(await (await app.request(first)).arrayBuffer());
    expect(again.equals(Buffer.from(await (await app.request(first)).arrayBuffer()))).toBe(true);
  });

  it('has no copy at a width the srcset never names, nor one as wide as the original', async () => {
    const picture = await uploadWide('/api/staff/media', editor.auth);
    const id = picture.url.split('/')[2];
    for (const width of ['640w', '1600w', '2000w', '99999w'])
      expect((await app.request(`/media/${id}/x-${width}.webp`, { headers: member.auth })).status).toBe(404);
    // the name is for people: any other name is the original, as before
    const original = await app.request(`/media/${id}/whatever.jpg`);
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1600);
  });

  it('keeps a member’s own picture theirs: the original to its owner, nothing to another or a guest', async () => {
    const own = await uploadWide('/api/user/medias/warranty', member.auth);
    const copy = `/media/${own.url.split('/')[2]}/x-480w.webp`;
    const mine = await app.request(copy, { headers: member.auth });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await mine.arrayBuffer())).metadata()).width).toBe(1600);
    expect((await app.request(copy, { headers: editor.auth })).status).toBe(404);
    expect((await app.request(copy)).status).toBe(401);
  });
});
