// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The module reads the page's block once: each test loads it afresh over its own document.
async function load(block: string | null) {
  document.head.innerHTML = block === null ? '' : `<script type="application/json" id="page-data">${block}</script>`;
  vi.resetModules();
  const { api } = await import('../../../src/api/http-client');
  const { ApiRequestError } = await import('../../../src/lib/api-request-error');
  const { dropPageData } = await import('../../../src/lib/page-data');
  return { api, ApiRequestError, dropPageData };
}

const fetchMock = vi.fn<typeof fetch>();
const fromNetwork = { data: { subject: '網路上的答案' } };
const carried = { data: { subject: '頁面帶來的答案' } };
const Answer = z.object({ data: z.object({ subject: z.string() }) });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json(fromNetwork));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('answers carried by the page', () => {
  it('the first GET of a carried URL uses the answer without a request; the next one asks the network', async () => {
    const { api } = await load(JSON.stringify({ '/api/homepage': carried }));
    expect(await api.get('/homepage', Answer)).toEqual(carried);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.get('/homepage', Answer)).toEqual(fromNetwork);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is matched by the whole URL, query included', async () => {
    const { api } = await load(JSON.stringify({ '/api/article_categories?class=articleProject': carried }));
    expect(await api.get('/article_categories', Answer, { query: { class: 'articleBlog' } })).toEqual(fromNetwork);
    expect(await api.get('/article_categories', Answer, { query: { class: 'articleProject' } })).toEqual(carried);
  });

  it('is checked against the schema like any answer', async () => {
    const { api, ApiRequestError } = await load(JSON.stringify({ '/api/homepage': { data: { subject: 1 } } }));
    await expect(api.get('/homepage', Answer)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('is gone once the first page is on screen', async () => {
    const { api, dropPageData } = await load(JSON.stringify({ '/api/homepage': carried }));
    dropPageData();
    expect(await api.get('/homepage', Answer)).toEqual(fromNetwork);
  });

  it('a page without the block, or with a damaged one, makes every request', async () => {
    for (const block of [null, '{not json']) {
      fetchMock.mockClear();
      const { api } = await load(block);
      expect(await api.get('/homepage', Answer)).toEqual(fromNetwork);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });
});
