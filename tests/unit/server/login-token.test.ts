import { describe, expect, it } from 'vitest';
import { decodeLoginToken } from '../../../schemas/login-token.schema';
import { encodeLoginToken } from '../../../schemas/login-token-cookie';

describe('decodeLoginToken', () => {
  it('reads back what encodeLoginToken wrote, in a cookie-escaped form too', () => {
    const token = { token_type: 'Bearer', token: 'abc.好.123' };
    const encoded = encodeLoginToken(token);
    expect(decodeLoginToken(encoded)).toEqual(token);
    expect(decodeLoginToken(encodeURIComponent(encoded))).toEqual(token);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty cookie', ''],
    ['not base64', '%%%'],
    ['a broken escape', '%E0%A4%A'],
    ['base64 of text', btoa('hello')],
    ['base64 of JSON of another shape', btoa('{"token":"t"}')],
    ['an empty token', btoa('{"token_type":"Bearer","token":""}')],
    ['a number', btoa('42')],
    ['JSON null', btoa('null')],
    ['an oversized token', btoa(JSON.stringify({ token_type: 'Bearer', token: 'x'.repeat(600) }))],
  ])('returns null for %s', (_, value) => {
    expect(decodeLoginToken(value)).toBeNull();
  });
});
