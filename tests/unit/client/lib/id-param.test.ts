import { describe, expect, it } from 'vitest';
import { idParam } from '../../../../src/lib/content-loaders';

describe('ids in the address', () => {
  it('reads ids only when they are whole positive numbers', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeUndefined();
    expect(idParam('-1')).toBeUndefined();
    expect(idParam('1e3')).toBeUndefined();
    expect(idParam('99999999999')).toBeUndefined();
    expect(idParam(null)).toBeUndefined();
  });
});
