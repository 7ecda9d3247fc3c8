import { describe, expect, it } from 'vitest';
import { PublicationWhenSchema, publicationMoveOf, taipeiLocalToIso } from '../../schemas/staff-publication.schema';
import { staffPublicationModel, staffPublicationOracle, validWhen } from '../models/staff-publication.model';
import { describeFlowPaths, expectDraftKept } from '../support/flow-paths-suite';

describeFlowPaths(staffPublicationModel, {
  oracles: [{ spec: staffPublicationOracle, minStates: 6, eventsPerState: 11 }],
  replay: (path, { calls, invocations }) => {
    expectDraftKept(path, calls, validWhen);
    for (const { input } of invocations) expect(input).toEqual(validWhen);
  },
});

describe('the publication task’s time, on Taipei’s clock', () => {
  it('reads a datetime-local value as Taipei time and refuses one that names no real minute', () => {
    expect(taipeiLocalToIso('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+08:00');
    expect(new Date(taipeiLocalToIso('2026-12-01T00:10') as string).toISOString()).toBe('2026-11-30T16:10:00.000Z');
    expect(taipeiLocalToIso('2026-02-30T09:30')).toBeNull();
    expect(taipeiLocalToIso('2026-12-01 09:30')).toBeNull();
  });

  it('asks for a time only when scheduling, and says what is wrong with it by the field', () => {
    expect(PublicationWhenSchema.safeParse({ to: 'published' }).success).toBe(true);
    const missing = PublicationWhenSchema.safeParse({ to: 'scheduled' });
    expect(missing.error?.issues).toMatchObject([{ path: ['publish_at_local'], message: '請選擇發布時間。' }]);
    const past = PublicationWhenSchema.safeParse({ to: 'scheduled', publish_at_local: '2020-01-01T10:00' });
    expect(past.error?.issues).toMatchObject([{ path: ['publish_at_local'], message: '發布時間必須晚於現在。' }]);
  });

  it('becomes the API’s move with the version the editor has', () => {
    expect(publicationMoveOf({ to: 'scheduled', publish_at_local: '2026-12-01T09:30' }, 4)).toEqual({
      to: 'scheduled',
      version: 4,
      publish_at: '2026-12-01T09:30:00+08:00',
    });
    expect(publicationMoveOf({ to: 'unpublished' }, 2)).toEqual({ to: 'unpublished', version: 2 });
  });
});
