import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocumentPageResponse } from '../../schemas/article-document.schema';
import type { StaffArticle } from '../../schemas/staff-article.schema';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  type DocumentCheck,
  type DocumentReplaced,
} from '../../schemas/staff-document.schema';
import { documentPdf } from '../../server/content/pdf-layout';
import { countPdfPages } from '../../server/content/pdf-pages';
import { ucs2Hex } from '../../server/content/pdf-writer';
import { contentChangesOf } from '../../server/db/content-changes';
import { articles } from '../../server/db/tables/article.table';
import { type Auth, staffApiForFile } from '../support/staff-api';

// Replacing a magazine issue's or a report's PDF (issue 24) on this file's database: PGlite, or
// PostgreSQL with TEST_DATABASE_URL.
const s = await staffApiForFile();
const { db, app } = s;
const changes = contentChangesOf(db);

const editor = await s.staffMember(['editor']);
const service = await s.staffMember(['service']);

const json = async <T>(res: Response, status = 200): Promise<T> => {
  const body = (await res.json()) as T;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
};
const get = (path: string, auth: Auth = {}) => app.request(path, { headers: auth });
const audit = s.audit;

/** A multipart upload, as the console's upload sends it. */
function upload(
  method: 'POST' | 'PUT',
  path: string,
  file: { name: string; bytes: Uint8Array; type?: string } | null,
  fields: Record<string, string> = {},
  auth: Auth = editor.auth,
) {
  const form = new FormData();
  if (file)
    form.append(
      'file',
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? 'application/pdf' }),
    );
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return app.request(path, { method, headers: auth, body: form });
}

const pdf = (title: string) =>
  documentPdf({
    title,
    subtitle: '替換測試',
    edition: '2026 年發行',
    publisher: '好生活',
    coverColor: [0.3, 0.4, 0.5],
    contentsTitle: '目錄',
    sections: [{ heading: '說明', paragraphs: ['新的一版。'.repeat(60)] }],
  });

let report = { id: 0, version: 0, file: '', size: 0 };
let project = 0;

beforeAll(async () => {
  await changes?.ready();
  const { data } = DocumentPageResponse.parse(await (await get('/api/article_reports')).json());
  const first = data[0];
  if (!first?.document) throw new Error('no seeded report');
  const staff = (await json<{ data: StaffArticle }>(await get(`/api/staff/articles/${first.id}`, editor.auth))).data;
  report = { id: first.id, version: staff.version, file: first.document.file_name, size: first.document.size };
  const [other] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.class, 'articleProject'))
    .limit(1);
  project = other?.id ?? 0;
});

describe('the page count', () => {
  it('reads one page a page object, and the page tree’s count when the objects are compressed', () => {
    const made = pdf('頁數');
    expect(countPdfPages(made.bytes)).toBe(made.pages);
    const compressed = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Pages /Kids [] /Count 7 >> endobj\n%%EOF');
    expect(countPdfPages(compressed)).toBe(7);
    expect(countPdfPages(new TextEncoder().encode('%PDF-1.7\n%%EOF'))).toBeNull();
  });
});

describe('GET /api/staff/articles/{id}/document', () => {
  it('gives the stored file’s name, size and pages to editors, and no file for another class', async () => {
    const res = await get(`/api/staff/articles/${report.id}/document`, editor.auth);
    expect((await json<{ data: unknown }>(res)).data).toMatchObject({ file_name: report.file, size: report.size });
    expect((await get(`/api/staff/articles/${report.id}/document`, service.auth)).status).toBe(403);
    const other = await get(`/api/staff/articles/${project}/document`, editor.auth);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { errors: unknown }).errors).toEqual({ class: [DOCUMENT_MESSAGES.wrongClass] });
  });
});

describe('POST /api/staff/articles/{id}/document/check', () => {
  it('reads the uploaded PDF beside the stored one, and stores nothing', async () => {
    const next = pdf('檢查');
    const res = await upload('POST', `/api/staff/articles/${report.id}/document/check`, {
      name: '新版.pdf',
      bytes: next.bytes,
    });
    const { data } = await json<{ data: DocumentCheck }>(res);
    expect(data.current).toMatchObject({ file_name: report.file, size: report.size });
    expect(data.next).toEqual({ file_name: '新版.pdf', size: next.bytes.byteLength, pages: next.pages });
    const served = await get(`/documents/${report.id}.pdf`);
    expect((await served.arrayBuffer()).byteLength).toBe(report.size);
  });
});

describe('PUT /api/staff/articles/{id}/document', () => {
  it('is for editors', async () => {
    const file = { name: 'a.pdf', bytes: pdf('a').bytes };
    const path = `/api/staff/articles/${report.id}/document`;
    expect((await upload('PUT', path, file, { version: String(report.version) }, service.auth)).status).toBe(403);
    expect((await upload('PUT', path, file, { version: String(report.version) }, {})).status).toBe(401);
    expect((await upload('POST', `${path}/check`, file, {}, service.auth)).status).toBe(403);
  });

  it('refuses, by field in zh-TW, a file that is not a PDF whatever its name, none, a version missing, another class', async () => {
    const path = `/api/staff/articles/${report.id}/document`;
    const version = { version: String(report.version) };
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]);
    const cases: [Response, Record<string, string[]>][] = [
      [
        await upload('PUT', path, { name: '偽裝.pdf', bytes: png }, version),
        { file: [DOCUMENT_MESSAGES.notPdf('偽裝.pdf')] },
      ],
      [await upload('PUT', path, null, version), { file: [DOCUMENT_MESSAGES.none] }],
      [
        await upload('PUT', path, { name: 'x.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF') }, version),
        { file: [DOCUMENT_MESSAGES.noPages('x.pdf')] },
      ],
      [
        await upload('PUT', path, { name: 'a.pdf', bytes: pdf('a').bytes }),
        { version: ['缺少版本編號，請重新整理頁面。'] },
      ],
      [
        await upload(
          'PUT',
          `/api/staff/articles/${project}/document`,
          { name: 'a.pdf', bytes: pdf('a').bytes },
          version,
        ),
        { class: [DOCUMENT_MESSAGES.wrongClass] },
      ],
    ];
    for (const [res, errors] of cases) {
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual(errors);
    }
  });

  it('refuses a file over the limit while it streams in', async () => {
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1024);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const res = await upload(
      'PUT',
      `/api/staff/articles/${report.id}/document`,
      { name: 'big.pdf', bytes: big },
      {
        version: String(report.version),
      },
    );
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.file?.[0]).toMatch(/超過 20 MB/);
  });

  it('replaces the file from the current version: served at once, audited without the bytes; a stale version is 409', async () => {
    const next = pdf('修訂版報告書');
    const generation = changes?.generation();
    const res = await upload(
      'PUT',
      `/api/staff/articles/${report.id}/document`,
      { name: '../../修訂版\u202E.pdf', bytes: next.bytes },
      { version: String(report.version) },
    );
    const { data } = await json<{ data: DocumentReplaced }>(res);
    expect(data.document).toEqual({ file_name: '修訂版.pdf', size: next.bytes.byteLength, pages: next.pages });
    expect(data.article.version).toBe(report.version + 1);
    expect(changes?.generation()).not.toBe(generation);

    const served = await get(`/documents/${report.id}.pdf`);
    const text = Buffer.from(await served.arrayBuffer()).toString('latin1');
    expect(text).toContain(`<${ucs2Hex('修訂版報告書')}>`);
    const { data: list } = DocumentPageResponse.parse(await (await get('/api/article_reports')).json());
    expect(list.find((r) => r.id === report.id)?.document).toMatchObject({
      file_name: '修訂版.pdf',
      pages: next.pages,
    });

    const [entry] = await audit(`action=article.document&entity_id=${report.id}`);
    expect(entry).toMatchObject({
      actor_email: editor.account.email,
      before: { file_name: report.file, size: report.size },
      after: { file_name: '修訂版.pdf', size: next.bytes.byteLength, pages: next.pages },
    });
    expect(JSON.stringify(entry)).not.toContain('content');

    const stale = await upload(
      'PUT',
      `/api/staff/articles/${report.id}/document`,
      { name: 'old.pdf', bytes: pdf('舊').bytes },
      {
        version: String(report.version),
      },
    );
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { current: StaffArticle };
    expect(body.current).toMatchObject({ id: report.id, version: report.version + 1 });
    expect((await audit(`action=article.document&entity_id=${report.id}`)).length).toBe(1);
  });
});
