import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from '../../../../src/screens/staff/audit-diff';

describe('auditChanges', () => {
  it('lists only the keys whose values changed, each with both values', () => {
    expect(
      auditChanges(
        { roles: ['admin'], name: '王', status: 'draft' },
        { roles: ['admin', 'editor'], name: '王', status: 'published' },
      ),
    ).toEqual([
      { key: 'roles', before: ['admin'], after: ['admin', 'editor'] },
      { key: 'status', before: 'draft', after: 'published' },
    ]);
  });

  it('counts a key only one side has as a change (a record created or a field removed)', () => {
    expect(auditChanges(null, { title: '新文章' })).toEqual([{ key: 'title', before: undefined, after: '新文章' }]);
    expect(auditChanges({ note: 'x', a: 1 }, { a: 1 })).toEqual([{ key: 'note', before: 'x', after: undefined }]);
  });

  it('finds nothing when both sides are the same, nested values included', () => {
    expect(auditChanges({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('compares two values that are not objects as one whole value', () => {
    expect(auditChanges('draft', 'published')).toEqual([{ key: '', before: 'draft', after: 'published' }]);
  });
});

describe('auditValueText', () => {
  it('prints a list of words joined, text as it is, objects as JSON, nothing as empty', () => {
    expect(auditValueText(['admin', 'editor'])).toBe('admin、editor');
    expect(auditValueText('draft')).toBe('draft');
    expect(auditValueText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(auditValueText(undefined)).toBe('');
    expect(auditValueText(null)).toBe('');
  });
});
