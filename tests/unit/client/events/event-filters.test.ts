import { describe, expect, it } from 'vitest';
import { eventFilters, eventsHref } from '../../../../src/screens/events/event-filters';

describe('event filters in the address', () => {
  it('reads the event filters of SPEC §4 and drops unknown values', () => {
    expect(eventFilters(new URLSearchParams('status=open&cost_plan=free&format=online&category=2&page=3'))).toEqual({
      page: 3,
      status: true,
      costPlan: 'free',
      format: 'online',
      categoryId: 2,
    });
    expect(eventFilters(new URLSearchParams('status=maybe&cost_plan=cheap'))).toMatchObject({
      status: undefined,
      costPlan: undefined,
    });
    expect(eventsHref(new URLSearchParams('page=2&format=online'), 'status', 'closed')).toBe(
      '/events?format=online&status=closed',
    );
    expect(eventsHref(new URLSearchParams('status=open'), 'status', null)).toBe('/events');
  });
});
