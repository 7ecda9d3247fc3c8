// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../src/lib/api-request-error';
import { classifyUncaughtError } from '../../../src/lib/uncaught-error-policy';

const ORIGIN = 'https://www.example.com.tw';

describe('which uncaught errors replace the app', () => {
  it('counts an uncaught error of our own code as fatal', () => {
    expect(
      classifyUncaughtError({ error: new TypeError('x is undefined'), filename: `${ORIGIN}/assets/index.js` }, ORIGIN),
    ).toEqual({ status: 500 });
    expect(classifyUncaughtError({ error: new Error('boom') }, ORIGIN)).toEqual({ status: 500 });
  });

  it('ignores failed API calls, aborts and missing chunks', () => {
    expect(classifyUncaughtError({ error: new ApiRequestError('HTTP 500', 500, null) }, ORIGIN)).toBeNull();
    expect(classifyUncaughtError({ error: new DOMException('aborted', 'AbortError') }, ORIGIN)).toBeNull();
    expect(
      classifyUncaughtError(
        { error: new TypeError('Failed to fetch dynamically imported module: /assets/x.js') },
        ORIGIN,
      ),
    ).toBeNull();
  });

  it('ignores browser noise and scripts of other origins', () => {
    expect(classifyUncaughtError({ error: null, message: 'ResizeObserver loop limit exceeded' }, ORIGIN)).toBeNull();
    expect(
      classifyUncaughtError({ error: null, message: 'Script error.', filename: 'chrome-extension://abc/x.js' }, ORIGIN),
    ).toBeNull();
    expect(classifyUncaughtError({ error: undefined }, ORIGIN)).toBeNull();
  });
});
