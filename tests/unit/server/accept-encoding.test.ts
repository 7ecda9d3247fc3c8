import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../../server/http/accept-encoding';

const both = ['br', 'gzip'] as const;

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br;q=0, gzip;q=0', both, null],
    ['identity', both, null],
    ['*', both, 'br'],
    ['*;q=0, gzip', both, 'gzip'],
    ['x-gzip', both, 'gzip'],
    ['GZIP', both, 'gzip'],
    ['br', ['gzip'], null],
    ['gzip, br', [], null],
    ['', both, null],
  ] as const)('picks from "%s" of %o: %s', (header, available, expected) => {
    expect(pickEncoding(header, available)).toBe(expected);
  });

  it('sends as is without the header', () => {
    expect(pickEncoding(undefined, both)).toBeNull();
  });
});
