import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, type Media } from '../../schemas/media.schema';
import type { AppEnv } from '../../server/app-env';
import { media } from '../../server/db/tables/media.table';
import { members } from '../../server/db/tables/member.table';
import { isPublicPath } from '../../server/http/public-paths';
import { drizzleBossDb } from '../../server/jobs/boss-db';
import { enqueueJob, startJobQueue } from '../../server/jobs/job-queue';
import { siteJobs } from '../../server/jobs/site-jobs';
import { decodeSlots, MEDIA_MAX_MEGAPIXELS } from '../../server/media/image-reencode';
import { folderStorage, mediaDir } from '../../server/media/media-storage';
import { answerMediaUpload, mediaUploadLimit } from '../../server/routes/media.routes';
import { type MemberEnv, requireMember } from '../../server/routes/member-auth.middleware';
import {
  attachMedia,
  deleteUnattachedMedia,
  listMediaOf,
  listMediaOfRecords,
  MEDIA_UPLOADS_PER_HOUR,
} from '../../server/services/media.service';
import { freshDbForFile, testApp, testTickets } from '../support/api-app';
import { signedInMember, tempDataDir } from '../support/sso-browser';

const { db } = await freshDbForFile();
const dataDir = tempDataDir();
const app = testApp(db, { env: { DATA_DIR: dataDir } });
const storage = folderStorage(mediaDir(dataDir));

type Auth = Record<string, string>;
let alice: { auth: Auth; id: number };
let bob: { auth: Auth; id: number };

async function member() {
  const m = await signedInMember(app);
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.outerId, m.outerId));
  if (!row) throw new Error('member not stored');
  return { auth: m.auth, id: row.id };
}

beforeAll(async () => {
  alice = await member();
  bob = await member();
});

const GPS_TAG = Buffer.from([0x25, 0x88]); // EXIF GPSInfo IFD pointer, little-endian

/** A 40×20 JPEG taken "rotated" (orientation 6), with a camera make and a GPS position. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const png = () =>
  sharp({ create: { width: 8, height: 6, channels: 4, background: '#0a0' } })
    .png()
    .toBuffer();

function upload(
  auth: Auth | null,
  files: { bytes: Uint8Array | string; name: string; type: string }[],
  kind = 'warranty',
) {
  const form = new FormData();
  for (const f of files) form.append('files', new File([f.bytes as BlobPart], f.name, { type: f.type }));
  return app.request(`/api/user/medias/${kind}`, { method: 'POST', headers: auth ?? {}, body: form });
}

async function uploaded(res: Response): Promise<Media[]> {
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Media[] }).data;
}

const rowCount = async () => (await db.select({ id: media.id }).from(media)).length;
function storedFiles(): string[] {
  const root = mediaDir(dataDir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(path.join(root, f)).isFile());
}

describe('POST /api/user/medias/{kind}', () => {
  it('answers 401 to a guest and stores nothing', async () => {
    const before = await rowCount();
    const res = await upload(null, [{ bytes: await png(), name: 'a.png', type: 'image/png' }]);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: '請先登入會員。' });
    expect(await rowCount()).toBe(before);
  });

  it('re-encodes a JPEG: upright, without its EXIF (GPS, camera) — served only to its owner', async () => {
    const original = await jpegWithGps();
    expect(original.includes(GPS_TAG) && original.includes(Buffer.from('SecretCam'))).toBe(true);
    const [photo] = await uploaded(
      await upload(alice.auth, [{ bytes: original, name: 'IMG_0001.JPG', type: 'image/jpeg' }]),
    );
    expect(photo).toMatchObject({ name: 'IMG_0001.jpg', content_type: 'image/jpeg', width: 20, height: 40 });
    expect(photo?.url).toBe(`/media/${photo?.id}/IMG_0001.jpg`);

    const res = await app.request(photo?.url ?? '', { headers: alice.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/private/);
    expect(res.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''IMG_0001.jpg`);
    const served = Buffer.from(await res.arrayBuffer());
    expect(served.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(served.includes(Buffer.from('Exif'))).toBe(false);
    expect(served.includes(GPS_TAG)).toBe(false);
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 20, 40, undefined]);
    expect(served.length).toBe(photo?.byte_size);
  });

  it('stores a PNG named .jpg as the PNG it is', async () => {
    const [image] = await uploaded(
      await upload(alice.auth, [{ bytes: await png(), name: 'receipt.jpg', type: 'image/jpeg' }], 'gift'),
    );
    expect(image).toMatchObject({ name: 'receipt.png', content_type: 'image/png', width: 8, height: 6 });
    const res = await app.request(image?.url ?? '', { headers: alice.auth });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('takes several files at once, each as its own media', async () => {
    const list = await uploaded(
      await upload(alice.auth, [
        { bytes: await png(), name: 'a.png', type: 'image/png' },
        { bytes: await jpegWithGps(), name: 'b.jpeg', type: 'image/jpeg' },
      ]),
    );
    expect(list.map((m) => m.name)).toEqual(['a.png', 'b.jpg']);
  });

  it.each([
    ['a text file', 'just some words, not a picture', 'text/plain'],
    ['an HTML page', '<!doctype html><html><script>alert(1)</script></html>', 'text/html'],
    [
      'an SVG image',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
      'image/svg+xml',
    ],
  ])('refuses %s named .jpg (422 on files) and stores nothing', async (_what, content, type) => {
    const [rows, files] = [await rowCount(), storedFiles().length];
    const res = await upload(alice.auth, [{ bytes: content, name: 'photo.jpg', type }]);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: '輸入的資料有誤，請檢查後再送出。',
      errors: { files: ['「photo.jpg」不是圖片，請上傳 JPEG、PNG、WebP 或 GIF 圖片。'] },
    });
    expect([await rowCount(), storedFiles().length]).toEqual([rows, files]);
  });

  it('refuses the whole upload when one of its files is refused', async () => {
    const [rows, files] = [await rowCount(), storedFiles().length];
    const res = await upload(alice.auth, [
      { bytes: await png(), name: 'good.png', type: 'image/png' },
      { bytes: '<html></html>', name: 'bad.png', type: 'image/png' },
    ]);
    expect(res.status).toBe(422);
    expect([await rowCount(), storedFiles().length]).toEqual([rows, files]);
  });

  it('refuses a file over the size limit, and a truncated image', async () => {
    const [rows, files] = [await rowCount(), storedFiles().length];
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1);
    (await png()).copy(big);
    const tooBig = await upload(alice.auth, [{ bytes: big, name: 'huge.png', type: 'image/png' }]);
    expect(tooBig.status).toBe(422);
    expect(await tooBig.json()).toMatchObject({ errors: { files: ['「huge.png」超過 10 MB，請上傳較小的圖片。'] } });

    const cut = (await jpegWithGps()).subarray(0, 200);
    const broken = await upload(alice.auth, [{ bytes: cut, name: 'cut.jpg', type: 'image/jpeg' }]);
    expect(broken.status).toBe(422);
    expect(await broken.json()).toMatchObject({ errors: { files: ['「cut.jpg」無法讀取，請換一張圖片。'] } });
    expect([await rowCount(), storedFiles().length]).toEqual([rows, files]);
  });

  it('refuses an upload with no file, and a kind that does not exist', async () => {
    const none = await app.request('/api/user/medias/warranty', {
      method: 'POST',
      headers: alice.auth,
      body: new FormData(),
    });
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({ errors: { files: ['請選擇要上傳的圖片。'] } });
    const kind = await upload(alice.auth, [{ bytes: await png(), name: 'a.png', type: 'image/png' }], 'passport');
    expect(kind.status).toBe(422);
    expect(await kind.json()).toMatchObject({ errors: { kind: ['請指定上傳圖片的用途。'] } });
  });
});

describe('upload rate', () => {
  it(`refuses a member's upload beyond ${MEDIA_UPLOADS_PER_HOUR} an hour (429), other members unaffected`, async () => {
    const carol = await member();
    const empty = () =>
      app.request('/api/user/medias/gift', { method: 'POST', headers: carol.auth, body: new FormData() });
    for (let i = 0; i < MEDIA_UPLOADS_PER_HOUR; i++) expect((await empty()).status).toBe(422);
    const refused = await upload(carol.auth, [{ bytes: await png(), name: 'a.png', type: 'image/png' }], 'gift');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ message: '嘗試次數過多，請於 60 分鐘後再試。' });
    expect((await upload(bob.auth, [{ bytes: await png(), name: 'a.png', type: 'image/png' }])).status).toBe(200);
  });
});

describe('GET /media/{id}/{name}', () => {
  it("is 404 for another member's image and for one that does not exist, 401 for a guest", async () => {
    const [image] = await uploaded(
      await upload(alice.auth, [{ bytes: await png(), name: 'mine.png', type: 'image/png' }]),
    );
    const url = image?.url ?? '';
    expect((await app.request(url, { headers: alice.auth })).status).toBe(200);
    // asked right after the owner: nothing was kept for anyone else
    expect((await app.request(url, { headers: bob.auth })).status).toBe(404);
    expect((await app.request(`/media/${image?.id}`, { headers: bob.auth })).status).toBe(404);
    expect((await app.request(url)).status).toBe(401);
    expect((await app.request('/media/2147483647/x.png', { headers: alice.auth })).status).toBe(404);
    expect((await app.request('/media/abc/x.png', { headers: alice.auth })).status).toBe(404);
    expect(isPublicPath(url)).toBe(false);
  });
});

describe('uploads an attacker shapes (issue 22 item 7)', () => {
  it('refuses a tiny file of a huge canvas (7000 × 7000) from its header, before decoding it', async () => {
    const [rows, files] = [await rowCount(), storedFiles().length];
    const canvas = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(alice.auth, [{ bytes: canvas, name: 'bomb.png', type: 'image/png' }]);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      errors: { files: [`「bomb.png」的尺寸太大（超過 ${MEDIA_MAX_MEGAPIXELS} 百萬像素），請縮小後再上傳。`] },
    });
    expect([await rowCount(), storedFiles().length]).toEqual([rows, files]);
  });

  it('decodes a bounded number of images at a time, however many arrive together', async () => {
    decodeSlots.resetPeak();
    const photo = await jpegWithGps();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        upload(alice.auth, [{ bytes: photo, name: `many-${i}.jpg`, type: 'image/jpeg' }]),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(decodeSlots.peak).toBeGreaterThan(0);
    expect(decodeSlots.peak).toBeLessThanOrEqual(decodeSlots.size);
  });

  it('stores a file name without bidirectional controls (U+202A–U+202E, U+2066–U+2069)', async () => {
    const name = 'invoice\u202Egpj.exe\u2066\u202A\u2069.png';
    const [image] = await uploaded(await upload(alice.auth, [{ bytes: await png(), name, type: 'image/png' }]));
    expect(image?.name).toBe('invoicegpj.exe.png');
    expect(image?.name).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(decodeURIComponent(image?.url ?? '')).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('serves an image with its own CSP: nothing in it may run or load, sandboxed', async () => {
    const [image] = await uploaded(
      await upload(alice.auth, [{ bytes: await png(), name: 'csp.png', type: 'image/png' }]),
    );
    const res = await app.request(image?.url ?? '', { headers: alice.auth });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(csp).not.toContain("script-src 'self'");
    // the site's other headers stay
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // and a page still has the site's policy
    expect(
      (await app.request('/', { headers: { accept: 'text/html' } })).headers.get('content-security-policy'),
    ).toContain("default-src 'self'");
  });
});

describe('the media service for the flows', () => {
  it('links uploads to a record in the caller transaction, lists them, and refuses what is not the member’s', async () => {
    const [a1, a2] = await uploaded(
      await upload(alice.auth, [
        { bytes: await png(), name: '1.png', type: 'image/png' },
        { bytes: await png(), name: '2.png', type: 'image/png' },
      ]),
    );
    const [b1] = await uploaded(await upload(bob.auth, [{ bytes: await png(), name: 'b.png', type: 'image/png' }]));
    const ids = [a1?.id ?? 0, a2?.id ?? 0];

    // another member's image in the list: refused, and the transaction leaves nothing linked
    await expect(
      db.transaction((tx) =>
        attachMedia(tx, { memberId: alice.id, kind: 'warranty', recordId: 501, mediaIds: [...ids, b1?.id ?? 0] }),
      ),
    ).rejects.toMatchObject({ fieldErrors: { medias: ['找不到上傳的圖片，請重新上傳。'] } });
    expect(await listMediaOf(db, { kind: 'warranty', recordId: 501 })).toEqual([]);

    // the wrong kind is refused too
    await expect(
      attachMedia(db, { memberId: alice.id, kind: 'gift', recordId: 501, mediaIds: ids, field: 'gift_medias' }),
    ).rejects.toMatchObject({ fieldErrors: { gift_medias: ['找不到上傳的圖片，請重新上傳。'] } });

    const linked = await db.transaction((tx) =>
      attachMedia(tx, { memberId: alice.id, kind: 'warranty', recordId: 501, mediaIds: ids }),
    );
    expect(linked.map((m) => m.id)).toEqual(ids);
    // again for the same record: harmless; for another record: refused
    await attachMedia(db, { memberId: alice.id, kind: 'warranty', recordId: 501, mediaIds: ids });
    await expect(
      attachMedia(db, { memberId: alice.id, kind: 'warranty', recordId: 502, mediaIds: ids }),
    ).rejects.toThrow();

    expect((await listMediaOf(db, { kind: 'warranty', recordId: 501 })).map((m) => m.id)).toEqual(ids);
    const byRecord = await listMediaOfRecords(db, 'warranty', [501, 502]);
    expect(byRecord.get(501)?.map((m) => m.id)).toEqual(ids);
    expect(byRecord.has(502)).toBe(false);
  });

  it('deletes uploads never linked to a record, with their bytes, and keeps linked ones', async () => {
    const [left] = await uploaded(
      await upload(bob.auth, [{ bytes: await png(), name: 'left.png', type: 'image/png' }]),
    );
    const [kept] = await uploaded(
      await upload(bob.auth, [{ bytes: await png(), name: 'kept.png', type: 'image/png' }]),
    );
    await attachMedia(db, { memberId: bob.id, kind: 'warranty', recordId: 900, mediaIds: [kept?.id ?? 0] });
    const [leftRow] = await db
      .select()
      .from(media)
      .where(eq(media.id, left?.id ?? 0));
    expect(await storage.get(leftRow?.storageKey ?? '')).not.toBeNull();

    expect(await deleteUnattachedMedia({ db, storage }, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(
      await db
        .select()
        .from(media)
        .where(eq(media.id, left?.id ?? 0)),
    ).toEqual([]);
    expect(await storage.get(leftRow?.storageKey ?? '')).toBeNull();
    expect((await app.request(kept?.url ?? '', { headers: bob.auth })).status).toBe(200);
  });
});

describe('the sweep of abandoned uploads (a job of the queue, scheduled every six hours)', () => {
  it('deletes uploads left unlinked when its job runs', async () => {
    const [left] = await uploaded(
      await upload(bob.auth, [{ bytes: await png(), name: 'gone.png', type: 'image/png' }]),
    );
    const bossDb = drizzleBossDb(db);
    const log = { info() {}, warn() {}, error() {} };
    const jobs = siteJobs({
      db,
      bossDb,
      mailer: { send: async () => {} },
      mediaStorage: storage,
      tickets: testTickets,
      origin: 'http://localhost',
      log,
      abandonedAfterMs: 0,
    });
    const queue = await startJobQueue({
      ...jobs,
      handlers: { 'media-sweep': jobs.handlers['media-sweep'] },
      schedules: [],
      pollingIntervalSeconds: 0.5,
    });
    try {
      await enqueueJob(db, 'media-sweep', {});
      await expect
        .poll(
          async () =>
            (
              await db
                .select()
                .from(media)
                .where(eq(media.id, left?.id ?? 0))
            ).length,
          { timeout: 15_000 },
        )
        .toBe(0);
    } finally {
      await queue.stop();
    }
    expect((await app.request(left?.url ?? '', { headers: bob.auth })).status).toBe(404);
  });
});

describe('POST /api/user/upload_*_medias/{id} (SPEC §7) through the route piece', () => {
  it('is what the flows mount: see answerMediaUpload in server/routes/media.routes.ts', async () => {
    const probe = new Hono<MemberEnv>()
      .use('/user/*', requireMember)
      .post('/user/upload_probe_medias/:id', mediaUploadLimit(), (c) =>
        answerMediaUpload(c, 'repair', Number(c.req.param('id'))),
      );
    // the probe's routes see the member the guard sets: typed so, mounted as the app's own
    const withProbe = testApp(db, { env: { DATA_DIR: dataDir }, extraApi: [probe as unknown as Hono<AppEnv>] });
    const form = new FormData();
    form.append('files', new File([await png()], 'p.png', { type: 'image/png' }));
    const res = await withProbe.request('/api/user/upload_probe_medias/77', {
      method: 'POST',
      headers: alice.auth,
      body: form,
    });
    const [image] = await uploaded(res);
    expect((await listMediaOf(db, { kind: 'repair', recordId: 77 })).map((m) => m.id)).toEqual([image?.id]);
  });
});
