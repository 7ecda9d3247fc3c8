import { describe, expect, it } from 'vitest';
import { collectPageData, renderPageData } from '../../../server/spa/page-data';

describe('renderPageData', () => {
  it('writes a JSON data block that no string inside can close', () => {
    const html = renderPageData({ '/api/x': { data: { subject: '</script><script>alert(1)</script>' } } });
    expect(html.startsWith('<script type="application/json" id="page-data">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ '/api/x': { data: { subject: '</script><script>alert(1)</script>' } } });
  });

  it('writes nothing when there is nothing to carry', () => {
    expect(renderPageData({})).toBe('');
  });
});

describe('collectPageData', () => {
  const answer = (status: number, body: unknown, type = 'application/json') =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': type },
    });

  it('keeps the 200 JSON answers and leaves out the others, for the client to ask itself', async () => {
    const answers: Record<string, Response> = {
      '/api/a': answer(200, { data: 1 }),
      '/api/missing': answer(404, { message: '找不到' }),
      '/api/text': answer(200, 'plain', 'text/plain'),
    };
    const data = await collectPageData(Object.keys(answers), async (path) => answers[path] as Response);
    expect(data).toEqual({ '/api/a': { data: 1 } });
  });
});
