import { describe, expect, it } from 'vitest';
import {
  nextWarrantyStatus,
  WARRANTY_STATUSES,
  warrantyDecisions,
  warrantyEndDate,
  warrantyReviewMachine,
} from '../../../server/domain/warranty-review.machine';
import { assertFullCoverage, coveragePaths } from '../../support/machine-paths';

/** The review of a warranty registration (issue 28 item 3): the server's one authority on its decisions. */
describe('the warranty review machine', () => {
  const paths = coveragePaths(warrantyReviewMachine, {
    // one event per guard branch: a refusal with a reason, and one without
    events: () => [
      { type: 'review.approve' },
      { type: 'review.refuse', reason: '發票模糊' },
      { type: 'review.refuse', reason: '  ' },
    ],
  });

  it('has paths that take every transition and enter every state', () => {
    assertFullCoverage(warrantyReviewMachine, paths);
    expect(paths.map((p) => p.state.value).sort()).toEqual(['approved', 'refused']);
  });

  it('ends each path in a final decision, never in another after it', () => {
    for (const path of paths) {
      expect(path.state.status, path.name).toBe('done');
      expect(path.steps.length, path.name).toBe(2);
    }
  });

  it('refuses a refusal without a reason, and any decision once decided', () => {
    expect(nextWarrantyStatus('pending', { type: 'review.refuse', reason: ' ' })).toBeNull();
    expect(nextWarrantyStatus('pending', { type: 'review.refuse', reason: null })).toBeNull();
    expect(nextWarrantyStatus('pending', { type: 'review.refuse', reason: '序號不符' })).toBe('refused');
    expect(nextWarrantyStatus('pending', { type: 'review.approve' })).toBe('approved');
    for (const decided of ['approved', 'refused'] as const) {
      expect(nextWarrantyStatus(decided, { type: 'review.approve' })).toBeNull();
      expect(nextWarrantyStatus(decided, { type: 'review.refuse', reason: '再看一次' })).toBeNull();
    }
    expect(Object.fromEntries(WARRANTY_STATUSES.map((s) => [s, warrantyDecisions(s)]))).toEqual({
      pending: ['approve', 'refuse'],
      approved: [],
      refused: [],
    });
  });
});

describe('the warranty’s end date', () => {
  it('runs the model’s months from the invoice date, the day before the same date', () => {
    expect(warrantyEndDate('2026-01-15', 12)).toBe('2027-01-14');
    expect(warrantyEndDate('2018-04-27', 24)).toBe('2020-04-26');
    expect(warrantyEndDate('2026-11-01', 2)).toBe('2026-12-31');
  });

  it('lands on a shorter month’s last day, leap years included', () => {
    expect(warrantyEndDate('2026-01-31', 1)).toBe('2026-02-27');
    expect(warrantyEndDate('2024-02-29', 12)).toBe('2025-02-27');
  });
});
