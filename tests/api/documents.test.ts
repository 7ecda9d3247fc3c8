import { beforeAll, describe, expect, it } from 'vitest';
import { ArticlePageResponse } from '../../schemas/article.schema';
import { DocumentPageResponse } from '../../schemas/article-document.schema';
import { documentPdf } from '../../server/content/pdf-layout';
import { ucs2Hex } from '../../server/content/pdf-writer';
import { contentChangesOf } from '../../server/db/content-changes';
import { putArticleDocument } from '../../server/services/article-documents.service';
import { seededAppForFile } from '../support/seeded-app';

const { app, ok, db } = await seededAppForFile();
const changes = contentChangesOf(db);
beforeAll(async () => {
  await changes?.ready();
});

/** The PDF's text, as the writer puts it: UCS-2 hex strings in uncompressed streams. */
const containsText = (pdf: string, text: string) => pdf.includes(`<${ucs2Hex(text)}>`);

async function download(url: string) {
  const res = await app.request(url);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: Buffer.from(bytes).toString('latin1') };
}

describe('magazine issues and reports as PDFs (/documents/{id}.pdf)', () => {
  it('lists every magazine issue with its PDF, and the issue reads: cover, contents, its articles', async () => {
    const { data } = await ok('/api/article_magazines', DocumentPageResponse);
    expect(data.length).toBeGreaterThan(0);
    for (const issue of data) {
      expect(issue.document, issue.subject).toMatchObject({ url: `/documents/${issue.id}.pdf` });
      expect(issue.document?.pages).toBeGreaterThanOrEqual(3);
    }
    const winter = data.find((m) => m.subject === 'HENCE 第 12 期｜冬．圍爐');
    if (!winter?.document) throw new Error('no winter issue');
    const { res, bytes, text } = await download(winter.document.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(bytes.byteLength).toBe(winter.document.size);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(winter.document.pages);
    for (const line of ['HENCE 第 12 期｜冬．圍爐', '本期目錄', '冬日餐桌專題：一只鍋的溫度', '走進伊賀的土鍋窯元']) {
      expect(containsText(text, line), line).toBe(true);
    }
  });

  it('has a consistent cross-reference table: every offset points at its object', async () => {
    const { data } = await ok('/api/article_reports', DocumentPageResponse);
    const url = data[0]?.document?.url;
    if (!url) throw new Error('no report document');
    const { text } = await download(url);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(6);
    for (const [i, offset] of offsets.entries()) expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (m.index ?? 0) + m[0].length;
      expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
    }
  });

  it('serves every report, whose size the list gives', async () => {
    const { data } = await ok('/api/article_reports', DocumentPageResponse);
    expect(data.map((r) => r.subject)).toContain('2025 年永續報告書');
    for (const report of data) {
      if (!report.document) throw new Error(`${report.subject} has no document`);
      const { res, bytes, text } = await download(report.document.url);
      expect(res.status).toBe(200);
      expect(bytes.byteLength).toBe(report.document.size);
      expect(containsText(text, report.subject)).toBe(true);
    }
  });

  it('answers 404 for an article without a file and for an unknown one', async () => {
    const { data } = await ok('/api/articles?class=articleProject', ArticlePageResponse);
    expect(data[0]).not.toHaveProperty('document');
    expect((await app.request(`/documents/${data[0]?.id}.pdf`)).status).toBe(404);
    expect((await app.request('/documents/999999.pdf')).status).toBe(404);
    expect((await app.request('/documents/abc.pdf')).status).toBe(404);
  });

  it('a replaced file is served at once, in the file and in the cached list (the table notifies its writes)', async () => {
    const before = await ok('/api/article_reports', DocumentPageResponse);
    const report = before.data[0];
    if (!report?.document) throw new Error('no report document');
    await download(report.document.url);
    const generation = changes?.generation();
    const { bytes, pages } = documentPdf({
      title: '修訂版報告書',
      subtitle: '新的一版',
      edition: '2026 年發行',
      publisher: '好生活',
      coverColor: [0.2, 0.2, 0.2],
      contentsTitle: '目錄',
      sections: [{ heading: '修訂說明', paragraphs: ['這是修訂後的內容。'.repeat(40)] }],
    });
    await putArticleDocument(db, { articleId: report.id, fileName: 'revised.pdf', content: bytes, pageCount: pages });
    expect(changes?.generation()).not.toBe(generation);
    const after = await ok('/api/article_reports', DocumentPageResponse);
    expect(after.data[0]?.document).toMatchObject({ size: bytes.byteLength, pages, file_name: 'revised.pdf' });
    const served = await download(report.document.url);
    expect(served.bytes.byteLength).toBe(bytes.byteLength);
    expect(containsText(served.text, '修訂版報告書')).toBe(true);
  });
});
