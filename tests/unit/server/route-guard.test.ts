import { describe, expect, it } from 'vitest';
import { canonicalPath, guardRoute, matchRoute, signInUrl } from '../../../schemas/route-guard';
import { routeManifest, routesFor } from '../../../schemas/route-manifest';

const prod = routesFor({ dev: false });
const idOf = (path: string) => matchRoute(path, routeManifest)?.entry.id ?? null;

describe('matchRoute', () => {
  it('prefers a static segment over a parameter', () => {
    expect(idOf('/hence/magazine')).toBe('hence-magazine');
    expect(idOf('/hence/recipe')).toBe('hence-recipe');
    expect(idOf('/hence/topic')).toBe('hence-topic');
    expect(idOf('/hence/12')).toBe('hence-category');
  });

  it('prefers /news/article/:id over /news/:slug, and /news/:slug for one segment', () => {
    expect(idOf('/news/article/5')).toBe('news-article');
    expect(idOf('/news/promotions')).toBe('news-category');
    expect(idOf('/blog/article/my-post')).toBe('blog-article');
    expect(idOf('/blog/home/kitchen')).toBe('blog-sub-category');
  });

  it('prefers /sustainability/article/:id over /sustainability/:mainId/:subId', () => {
    expect(idOf('/sustainability/article/3')).toBe('sustainability-article');
    expect(idOf('/sustainability/4/3')).toBe('sustainability-sub');
  });

  it('matches segments with a literal prefix and extracts their params', () => {
    expect(matchRoute('/giftchoose/brand-hs/channel-7', routeManifest)).toMatchObject({
      entry: { id: 'gift-choose-channel' },
      params: { channelId: '7' },
    });
    expect(matchRoute('/giftmain/brand-hs/giftid-9/apply', routeManifest)?.params).toEqual({ giftId: '9' });
  });

  it('decodes params and survives broken escapes', () => {
    expect(matchRoute('/news/%E5%A5%BD', routeManifest)?.params).toEqual({ slug: '好' });
    expect(matchRoute('/news/%E5%A5', routeManifest)?.params).toEqual({ slug: '%E5%A5' });
  });

  it('matches whole paths only', () => {
    expect(idOf('/events/1/apply/step2/extra')).toBeNull();
    expect(idOf('/eventsx')).toBeNull();
    expect(idOf('/')).toBe('home');
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/Events', '/events'],
    ['/events/', '/events'],
    ['/EVENTS//', '/events'],
    ['/', '/'],
    ['//', '/'],
    ['/events', '/events'],
  ])('writes %s as %s', (input, output) => {
    expect(canonicalPath(input)).toBe(output);
  });
});

describe('signInUrl', () => {
  it('adds the return address, escaped, and the banner', () => {
    expect(signInUrl('/sso/login', '/services/repair/form?x=1&y=2', 3)).toBe(
      '/sso/login?return_to=%2Fservices%2Frepair%2Fform%3Fx%3D1%26y%3D2&banner=3',
    );
  });

  it('appends to a sign-in address that already has a query', () => {
    expect(signInUrl('https://sso.example/login?client=a', 'https://site/member', 1)).toBe(
      'https://sso.example/login?client=a&return_to=https%3A%2F%2Fsite%2Fmember&banner=1',
    );
  });
});

describe('guardRoute', () => {
  const guest = { loggedIn: false };
  const member = { loggedIn: true };

  it('normalises before anything else, keeping the query', () => {
    expect(guardRoute({ pathname: '/Member/', search: '?a=1' }, prod, guest)).toEqual({
      kind: 'redirect',
      to: '/member?a=1',
      status: 301,
    });
  });

  it('sends /article paths to /hence, but not /articles', () => {
    expect(guardRoute({ pathname: '/article/abc' }, prod, guest)).toMatchObject({ kind: 'redirect', to: '/hence' });
    expect(guardRoute({ pathname: '/articles' }, prod, guest)).toMatchObject({ kind: 'notFound' });
  });

  it('sends a guest to sign in with the form banner and lets a member through', () => {
    expect(guardRoute({ pathname: '/services/inhome/form' }, prod, guest)).toEqual({ kind: 'signIn', banner: 6 });
    expect(guardRoute({ pathname: '/services/inhome/form' }, prod, member)).toMatchObject({ kind: 'render' });
  });

  it('lets a guest returning from the sign-in service load the page, only with both outer_id and id_token', () => {
    const back = { pathname: '/member', search: '?outer_id=7&id_token=eyJ.x.y' };
    expect(guardRoute(back, prod, guest)).toMatchObject({ kind: 'render' });
    expect(guardRoute({ pathname: '/member', search: '?outer_id=7' }, prod, guest)).toEqual({
      kind: 'signIn',
      banner: 1,
    });
    expect(guardRoute({ pathname: '/member', search: '?outer_id=7&id_token=' }, prod, guest)).toEqual({
      kind: 'signIn',
      banner: 1,
    });
  });

  it('treats the gift choose pages as login-only (SPEC §2 guard 3 and §6)', () => {
    for (const pathname of ['/giftchoose/brand-hs', '/giftchoose/brand-hs/channel-3', '/giftchoose/brand-hs/menu-2']) {
      expect(guardRoute({ pathname }, prod, guest)).toEqual({ kind: 'signIn', banner: 1 });
    }
  });

  it('gives 404 with SPEC §8 message and the full path when the validate check fails', () => {
    expect(guardRoute({ pathname: '/events/abc', search: '?x=1' }, prod, member)).toEqual({
      kind: 'notFound',
      message: 'Page Not Found: /events/abc?x=1',
    });
  });

  it('checks each param against its pattern whole: ids, slugs, order numbers and form steps', () => {
    const kind = (pathname: string) => guardRoute({ pathname }, prod, member).kind;
    expect(kind('/events/12')).toBe('render');
    expect(kind('/events/0')).toBe('notFound');
    expect(kind('/events/12345678901')).toBe('notFound');
    expect(kind('/blog/article/cast-iron')).toBe('render');
    expect(kind('/blog/article/-cast-iron')).toBe('notFound');
    expect(kind('/member/refund/ab-12')).toBe('render');
    expect(kind('/member/refund/ab1')).toBe('notFound');
    // a deep cleaning's plan and a fast repair's reserve time are pages of their own forms only
    expect(kind('/services/cleaning/form/plan')).toBe('render');
    expect(kind('/services/fast-repair/form/time')).toBe('render');
    expect(kind('/services/repair/form/plan')).toBe('notFound');
    expect(kind('/services/warranty/form/plan')).toBe('notFound');
    expect(kind('/services/warranty/form/step2x')).toBe('notFound');
    expect(kind('/services/inhome/form/done')).toBe('render');
    expect(kind('/sustainability/4/x')).toBe('notFound');
  });

  it('hides demo pages outside development', () => {
    expect(guardRoute({ pathname: '/qrcode' }, prod, guest).kind).toBe('notFound');
    expect(guardRoute({ pathname: '/qrcode' }, routesFor({ dev: true }), guest).kind).toBe('render');
  });
});
