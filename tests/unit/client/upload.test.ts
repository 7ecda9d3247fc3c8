// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../../src/api/upload';
import { ApiRequestError } from '../../../src/lib/api-request-error';
import { clearLoginToken, saveLoginToken } from '../../../src/lib/token-storage';

/** Just enough XMLHttpRequest: records what was sent, answers when the test says. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request');
  return FakeXhr.last;
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearLoginToken();
  FakeXhr.last = null;
});

const photo = () => new File(['abc'], 'receipt.jpg', { type: 'image/jpeg' });

describe('uploadFile', () => {
  it('posts the file as multipart under the API base with the member’s token, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    saveLoginToken({ token_type: 'Bearer', token: 'secret-token' });
    const progress: number[] = [];
    const done = uploadFile('/user/medias', photo(), { onProgress: (f) => progress.push(f) });
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('/api/user/medias');
    expect(xhr().headers.Authorization).toBe('Bearer secret-token');
    expect((xhr().body as FormData).get('files')).toBeInstanceOf(File);
    xhr().progress(1, 4);
    xhr().answer(200, { data: { id: 3 } });
    await expect(done).resolves.toEqual({ data: { id: 3 } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects with the API’s error, its status and body, on a refusal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadFile('/user/medias', photo(), { fieldName: 'file' });
    expect((xhr().body as FormData).get('file')).toBeInstanceOf(File);
    expect(xhr().headers.Authorization).toBeUndefined();
    const body = { message: '檔案太大。', errors: { file: ['檔案太大。'] } };
    xhr().answer(422, body);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, message: '檔案太大。', data: body });
  });

  it('stops when its signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const done = uploadFile('/user/medias', photo(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'ApiRequestError', status: 0 });
  });
});
