// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildQuery } from '../../../schemas/api-endpoints';
import { api } from '../../../src/api/http-client';
import { ApiRequestError } from '../../../src/lib/api-request-error';
import { clearLoginToken, saveLoginToken } from '../../../src/lib/token-storage';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearLoginToken();
});

const Ok = z.object({ data: z.object({ ok: z.boolean() }) });

describe('http client', () => {
  it('sends `Authorization: <token_type> <token>` when a token exists', async () => {
    saveLoginToken({ token_type: 'Bearer', token: 's3cret' });
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    await api.get('/user/profile', Ok);
    expect(sentHeaders().get('Authorization')).toBe('Bearer s3cret');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/profile');
  });

  it('sends no Authorization header for a guest', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    await api.get('/events', Ok);
    expect(sentHeaders().has('Authorization')).toBe(false);
    expect(sentHeaders().get('Accept')).toBe('application/json');
  });

  it('parses the answer with the given schema', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: true }, extra: 1 }));
    await expect(api.get('/x', Ok)).resolves.toEqual({ data: { ok: true } });
  });

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    await api.post('/cart/add', Ok, { body: { id: 3 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":3}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('rejects a non-2xx answer with its status and data', async () => {
    const body = { message: '資料有誤', errors: { email: ['格式不正確'] } };
    fetchMock.mockResolvedValue(json(body, 422));
    const error = await api.post('/contact', Ok, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, data: body, message: '資料有誤' });
  });

  it('names only the status of an error answer that is not the API error shape', async () => {
    fetchMock.mockResolvedValue(json({ error: 'x' }, 502));
    await expect(api.get('/x', Ok)).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 502,
      message: 'HTTP 502',
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    fetchMock.mockResolvedValue(json({ data: { ok: 'yes' } }));
    await expect(api.get('/x', Ok)).rejects.toMatchObject({ name: 'ApiRequestError', status: 200 });
  });

  it('rejects with status 0 when no answer arrives', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x', Ok)).rejects.toMatchObject({ status: 0, data: null });
  });

  describe('a schema given by its import (SchemaSource)', () => {
    it('parses the answer with the schema once it has loaded, the import begun with the request', async () => {
      const load = vi.fn(async () => Ok);
      fetchMock.mockImplementation(async () => {
        expect(load).toHaveBeenCalledTimes(1);
        return json({ data: { ok: true }, extra: 1 });
      });
      await expect(api.get('/x', load)).resolves.toEqual({ data: { ok: true } });
      fetchMock.mockResolvedValue(json({ data: { ok: 'yes' } }));
      await expect(api.get('/x', load)).rejects.toMatchObject({ name: 'ApiRequestError', status: 200 });
    });

    it('reports an error answer by its status even when the schema did not load', async () => {
      fetchMock.mockResolvedValue(json({ message: '找不到資料' }, 404));
      const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      await expect(api.get('/x', load)).rejects.toMatchObject({ name: 'ApiRequestError', status: 404 });
    });

    it('rejects with the import error when the answer came but the schema did not', async () => {
      fetchMock.mockResolvedValue(json({ data: { ok: true } }));
      const failed = new TypeError('Failed to fetch dynamically imported module');
      await expect(api.get('/x', () => Promise.reject(failed))).rejects.toBe(failed);
    });
  });

  it('sends array params as name[] and leaves out empty ones', () => {
    expect(buildQuery({ sorting: 'id', status: [1, 2], empty: undefined, none: null })).toBe(
      '?sorting=id&status%5B%5D=1&status%5B%5D=2',
    );
    expect(buildQuery({})).toBe('');
  });
});
