import { API_BASE } from '../../schemas/api-endpoints';
import { ApiErrorSchema } from '../../schemas/api-envelope.schema';
import { ApiRequestError } from '../lib/api-request-error';
import { authorizationHeader } from './http-client';

export interface UploadOptions {
  /** 0..1 as the bytes go out */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** the multipart field the file travels in */
  fieldName?: string;
  /** POST (a new file) or PUT (one that replaces a record's file) */
  method?: 'POST' | 'PUT';
  /** text fields sent with the file (the record's `version`) */
  fields?: Record<string, string>;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * POSTs (or PUTs) one file as multipart/form-data to `path` under the API base (like `api.post`), with the
 * member's Authorization header. XMLHttpRequest because fetch reports no upload progress.
 * Resolves with the parsed answer; rejects like the API client does: ApiRequestError with the
 * status and body on a non-2xx answer, status 0 when no answer came (offline, aborted).
 */
export function uploadFile(
  path: string,
  file: File,
  { onProgress, signal, fieldName = 'files', method = 'POST', fields = {} }: UploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ApiRequestError('upload aborted', 0, null, { cause: signal.reason }));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const auth = authorizationHeader();
    if (auth) xhr.setRequestHeader('Authorization', auth);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data);
        return;
      }
      const parsed = ApiErrorSchema.safeParse(data);
      reject(new ApiRequestError(parsed.success ? parsed.data.message : `HTTP ${xhr.status}`, xhr.status, data));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiRequestError('network request failed', 0, null));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new ApiRequestError('upload aborted', 0, null, { cause: signal?.reason }));
    });

    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(fieldName, file, file.name);
    xhr.send(body);
  });
}
