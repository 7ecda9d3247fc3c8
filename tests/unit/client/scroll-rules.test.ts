// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { decideScroll, hashTarget, type ScrollLocation } from '../../../src/lib/scroll-rules';

const at = (pathname: string, routeId: string | null, hash = ''): ScrollLocation => ({ pathname, hash, routeId });

describe('decideScroll (SPEC §2 scroll rules)', () => {
  it('scrolls to the top when the path changes', () => {
    expect(decideScroll({ from: at('/events', 'events'), to: at('/news', 'news'), navigation: 'PUSH' })).toEqual({
      kind: 'top',
    });
  });

  it('scrolls to the top when only a param changes', () => {
    expect(decideScroll({ from: at('/events/1', 'event'), to: at('/events/2', 'event'), navigation: 'PUSH' })).toEqual({
      kind: 'top',
    });
  });

  it('keeps the place between the locations list and a location, both ways', () => {
    expect(
      decideScroll({ from: at('/locations', 'locations'), to: at('/locations/3', 'location'), navigation: 'PUSH' }),
    ).toEqual({ kind: 'keep' });
    expect(
      decideScroll({ from: at('/locations/3', 'location'), to: at('/locations', 'locations'), navigation: 'PUSH' }),
    ).toEqual({ kind: 'keep' });
  });

  it('keeps the place between two locations', () => {
    expect(
      decideScroll({ from: at('/locations/3', 'location'), to: at('/locations/4', 'location'), navigation: 'PUSH' }),
    ).toEqual({ kind: 'keep' });
  });

  it('does not extend the exception to other pages next to a location', () => {
    expect(
      decideScroll({ from: at('/locations/3', 'location'), to: at('/events', 'events'), navigation: 'PUSH' }),
    ).toEqual({ kind: 'top' });
  });

  it('scrolls a hash link to its element, on the same page and on another', () => {
    expect(
      decideScroll({
        from: at('/sustainability', 'sustainability'),
        to: at('/sustainability', 'sustainability', '#section-3'),
        navigation: 'PUSH',
      }),
    ).toEqual({ kind: 'hash', id: 'section-3' });
    expect(
      decideScroll({ from: at('/', 'home'), to: at('/zonezone', 'zonezone', '#section-2'), navigation: 'PUSH' }),
    ).toEqual({ kind: 'hash', id: 'section-2' });
  });

  it('returns to the top when a hash is left on the same page', () => {
    expect(
      decideScroll({
        from: at('/sustainability', 'sustainability', '#section-3'),
        to: at('/sustainability', 'sustainability'),
        navigation: 'PUSH',
      }),
    ).toEqual({ kind: 'top' });
  });

  it('keeps the place when only the query changes (filters, paging)', () => {
    expect(decideScroll({ from: at('/events', 'events'), to: at('/events', 'events'), navigation: 'REPLACE' })).toEqual(
      {
        kind: 'keep',
      },
    );
  });

  it('restores the saved position on back/forward, e.g. the list after a location', () => {
    const saved = { x: 0, y: 1200 };
    expect(
      decideScroll({
        from: at('/locations/3', 'location'),
        to: at('/locations', 'locations'),
        navigation: 'POP',
        saved,
      }),
    ).toEqual({ kind: 'restore', position: saved });
  });

  it('leaves a loaded document where the browser starts it (the top), or takes it to its hash', () => {
    expect(decideScroll({ from: null, to: at('/events', 'events'), navigation: 'POP' })).toEqual({ kind: 'keep' });
    expect(decideScroll({ from: null, to: at('/events', 'events', '#list'), navigation: 'POP' })).toEqual({
      kind: 'hash',
      id: 'list',
    });
  });

  it('restores no saved place into a reloaded or newly loaded document', () => {
    const saved = { x: 0, y: 1500 };
    for (const load of ['navigate', 'reload'] as const) {
      expect(decideScroll({ from: null, to: at('/', 'home'), navigation: 'POP', saved, load })).toEqual({
        kind: 'keep',
      });
    }
  });

  it('restores the saved place when Back or Forward loads the document again', () => {
    const saved = { x: 0, y: 1300 };
    expect(
      decideScroll({ from: null, to: at('/news', 'news'), navigation: 'POP', saved, load: 'back_forward' }),
    ).toEqual({ kind: 'restore', position: saved });
    expect(decideScroll({ from: null, to: at('/news', 'news'), navigation: 'POP', load: 'back_forward' })).toEqual({
      kind: 'keep',
    });
  });

  it('decodes percent-encoded hash targets', () => {
    expect(hashTarget('#%E6%B0%B8%E7%BA%8C')).toBe('永續');
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('')).toBeNull();
  });
});
