import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Media } from '../../schemas/media.schema';
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
