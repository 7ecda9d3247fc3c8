import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HTML_COMPRESS_MIN_BYTES, htmlResponse } from '../../../server/spa/static-response';

describe('htmlResponse', () => {
  it('sends a small page as it is', async () => {
    const res = htmlResponse('<p>hi</p>', 200, 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('<p>hi</p>');
  });

  it('compresses a page from the threshold on', async () => {
    const html = `<p>${'好'.repeat(HTML_COMPRESS_MIN_BYTES)}</p>`;
    const res = htmlResponse(html, 404, 'gzip, br');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(html);
  });
});
