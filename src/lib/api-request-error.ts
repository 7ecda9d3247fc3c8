/**
 * SPEC §8 "Failed call": the promise rejects with the error, its status code and its data.
 * `status` is 0 when no answer arrived at all (offline, aborted, DNS). It lives in lib/, not
 * beside the client in api/, because components and lib tell failures apart by it (a 404, a
 * 422) without being allowed to call the API themselves.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiRequestError';
    this.status = status;
    this.data = data;
  }
}
