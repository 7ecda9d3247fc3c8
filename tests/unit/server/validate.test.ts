import { describe, expect, it } from 'vitest';
import { normaliseArrayKeys } from '../../../server/http/validate';

describe('normaliseArrayKeys', () => {
  it('turns name[] into an array under name, even for one value', () => {
    expect({ ...normaliseArrayKeys({ 'brand_id[]': '3', page: '1' }) }).toEqual({ brand_id: ['3'], page: '1' });
    expect({ ...normaliseArrayKeys({ 'brand_id[]': ['3', '4'] }) }).toEqual({ brand_id: ['3', '4'] });
  });

  it('keeps a key called __proto__[] a plain key', () => {
    const out = normaliseArrayKeys({ '__proto__[]': 'x' });
    expect(Object.getPrototypeOf(out)).toBeNull();
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual(['x']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('leaves a bare [] key as it is', () => {
    expect({ ...normaliseArrayKeys({ '[]': 'a' }) }).toEqual({ '[]': 'a' });
  });
});
