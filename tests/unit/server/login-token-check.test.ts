import { describe, expect, it } from 'vitest';
import { LoginTokenSchema } from '../../../schemas/login-token.schema';
import { checkLoginToken } from '../../../schemas/login-token-check';

/** What LoginTokenSchema itself answers: the rules the browser's check must apply unchanged. */
const bySchema = (value: unknown) => {
  const parsed = LoginTokenSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const token = (token_type: unknown, token: unknown) => ({ token_type, token });

describe("checkLoginToken (the browser's check of the cookie, without zod)", () => {
  it.each([
    ['a token', token('Bearer', 'abc.好.123')],
    ['a token with other keys (dropped)', { ...token('Bearer', 'abc'), admin: true }],
    ['the longest type and token', token('t'.repeat(20), 'x'.repeat(512))],
    ['astral characters, counted as one each', token('Bearer', '😀'.repeat(512))],
    ['an astral token one too long', token('Bearer', '😀'.repeat(513))],
    ['a type one too long', token('t'.repeat(21), 'abc')],
    ['a token one too long', token('Bearer', 'x'.repeat(513))],
    ['an astral token within the limit in characters, not in units', token('Bearer', `${'😀'.repeat(256)}x`)],
    ['an empty type', token('', 'abc')],
    ['an empty token', token('Bearer', '')],
    ['a missing token', { token_type: 'Bearer' }],
    ['a number token', token('Bearer', 42)],
    ['a null type', token(null, 'abc')],
    ['a NUL', token('Bearer', 'a\u0000b')],
    ['a tab (one-line text)', token('Bearer', 'a\tb')],
    ['a line feed', token('Bearer\n', 'abc')],
    ['a C1 control', token('Bearer', 'a\u0085b')],
    ['DEL', token('Bearer', 'a\u007fb')],
    ['a lone high surrogate', token('Bearer', 'a\ud800b')],
    ['a lone low surrogate', token('Bearer', '\udc00')],
    ['an array', ['Bearer', 'abc']],
    ['an array with the keys', Object.assign(['x'], token('Bearer', 'abc'))],
    ['a string', 'Bearer abc'],
    ['a number', 42],
    ['null', null],
    ['nothing', undefined],
  ])('answers like LoginTokenSchema for %s', (_, value) => {
    expect(checkLoginToken(value)).toEqual(bySchema(value));
  });

  it('accepts what it should (the table above is not all refusals)', () => {
    expect(checkLoginToken(token('Bearer', 'abc'))).toEqual(token('Bearer', 'abc'));
  });
});
