import { describe, expect, it } from 'vitest';
import { routeManifest } from '../../../schemas/route-manifest';
import { type FocusLocation, movesPageFocus } from '../../../src/lib/page-focus-rules';

const at = (pathname: string, routeId: string | null): FocusLocation => ({ pathname, routeId });
const moves = (from: FocusLocation | null, to: FocusLocation) => movesPageFocus(from, to, routeManifest);

describe('movesPageFocus (issue 20: focus to the new page heading after an in-app move)', () => {
  it('moves the focus to a new page', () => {
    expect(moves(at('/events/1', 'event'), at('/', 'home'))).toBe(true);
    expect(moves(at('/news/article/1', 'news-article'), at('/news/article/2', 'news-article'))).toBe(true);
    expect(moves(at('/locations', 'locations'), at('/news', 'news'))).toBe(true);
    expect(moves(at('/nowhere', null), at('/news', 'news'))).toBe(true);
  });

  it('leaves the focus on the first page of a document and on moves within one page', () => {
    expect(moves(null, at('/news', 'news'))).toBe(false);
    // a filter, a page of a list, a hash link
    expect(moves(at('/events', 'events'), at('/events', 'events'))).toBe(false);
  });

  it('moves the focus into a flow and out of it', () => {
    expect(moves(at('/events/1', 'event'), at('/events/1/apply', 'event-apply'))).toBe(true);
    expect(moves(at('/events/1/apply/step4', 'event-apply-step'), at('/member/activity', 'member-activity'))).toBe(
      true,
    );
    expect(moves(at('/services/repair', 'services-repair'), at('/services/repair/form', 'services-repair-form'))).toBe(
      true,
    );
  });

  it('leaves the focus to the step frame between steps of one flow, every flow of the manifest', () => {
    const steps: [FocusLocation, FocusLocation][] = [
      [at('/events/1/apply', 'event-apply'), at('/events/1/apply/step2', 'event-apply-step')],
      [at('/events/1/apply/step3', 'event-apply-step'), at('/events/1/apply/step2', 'event-apply-step')],
      [at('/contact', 'contact'), at('/contact/step2', 'contact-step2')],
      [at('/contact/step2', 'contact-step2'), at('/contact/step3', 'contact-step3')],
      [at('/member/refund/1234', 'member-refund'), at('/member/refund/1234/step2', 'member-refund-step2')],
      [
        at('/services/repair/form', 'services-repair-form'),
        at('/services/repair/form/step2', 'services-repair-form-step'),
      ],
      [
        at('/services/fast-repair/form/time', 'services-fast-repair-form-step'),
        at('/services/fast-repair/form/step2', 'services-fast-repair-form-step'),
      ],
      [
        at('/services/cleaning/form', 'services-cleaning-form'),
        at('/services/cleaning/form/plan', 'services-cleaning-form-step'),
      ],
      [
        at('/services/inhome/form/step2', 'services-inhome-form-step'),
        at('/services/inhome/form', 'services-inhome-form'),
      ],
      [
        at('/services/warranty/form', 'services-warranty-form'),
        at('/services/warranty/form/step3', 'services-warranty-form-step'),
      ],
    ];
    for (const [from, to] of steps) expect(moves(from, to), `${from.pathname} → ${to.pathname}`).toBe(false);
  });

  it('moves the focus between the same flow of two events or orders: a new flow', () => {
    expect(moves(at('/events/1/apply/step2', 'event-apply-step'), at('/events/2/apply', 'event-apply'))).toBe(true);
    expect(
      moves(at('/member/refund/1234/step2', 'member-refund-step2'), at('/member/refund/5678', 'member-refund')),
    ).toBe(true);
  });
});
