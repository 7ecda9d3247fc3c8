// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeManifest } from '../../../schemas/route-manifest';
import { createPageLoader } from '../../../src/app/page-loader';
import type { PageData } from '../../../src/lib/page-loader.types';
import { groupByRouterPath, routerPathOf } from '../../../src/lib/route-table';

const ORIGIN = 'http://localhost:3000';

function loaderFor(loggedIn: boolean) {
  return createPageLoader({ routes: routeManifest, queryClient: new QueryClient(), isLoggedIn: () => loggedIn });
}

async function run(path: string, loggedIn = false): Promise<PageData | Response | unknown> {
  const args = { request: new Request(ORIGIN + path), params: {}, context: undefined } as LoaderFunctionArgs;
  try {
    return await loaderFor(loggedIn)(args);
  } catch (thrown) {
    return thrown;
  }
}

describe('router paths for prefixed segments', () => {
  it('turns every parameter segment, prefixed or bare, into a positional param', () => {
    expect(routerPathOf('/giftchoose/brand-hs/channel-:channelId')).toBe('/giftchoose/brand-hs/:p2');
    expect(routerPathOf('/giftmain/brand-hs/giftid-:giftId/apply')).toBe('/giftmain/brand-hs/:p2/apply');
    expect(routerPathOf('/events/:eventId/apply')).toBe('/events/:p1/apply');
    expect(routerPathOf('/')).toBe('/');
  });

  it('lets channel-:id and menu-:id share one router route', () => {
    const shared = groupByRouterPath(routeManifest).find((g) => g.routerPath === '/giftchoose/brand-hs/:p2');
    expect(shared?.entries.map((e) => e.id).sort()).toEqual(['gift-choose-channel', 'gift-choose-menu']);
  });

  it('gives every other manifest entry a router route of its own', () => {
    const groups = groupByRouterPath(routeManifest);
    const shared = groups.filter((g) => g.entries.length > 1);
    expect(shared).toHaveLength(1);
    expect(groups.reduce((n, g) => n + g.entries.length, 0)).toBe(routeManifest.length);
  });
});

describe('the page loader dispatches by the manifest (matchRoute), not by the router path', () => {
  it('sends channel-3 and menu-5 to different modules with manifest param names', async () => {
    expect(await run('/giftchoose/brand-hs/channel-3', true)).toMatchObject({
      entryId: 'gift-choose-channel',
      params: { channelId: '3' },
    });
    expect(await run('/giftchoose/brand-hs/menu-5', true)).toMatchObject({
      entryId: 'gift-choose-menu',
      params: { menuId: '5' },
    });
  });

  it('answers 404 for a segment with an unknown prefix that the router route would accept', async () => {
    const thrown = await run('/giftchoose/brand-hs/other-5');
    expect(thrown).toMatchObject({
      init: { status: 404 },
      data: { message: 'Page Not Found: /giftchoose/brand-hs/other-5' },
    });
  });

  it('answers 404 when the validate check fails, with the full path', async () => {
    const thrown = await run('/events/abc?ref=mail');
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { message: 'Page Not Found: /events/abc?ref=mail' } });
  });

  it('redirects upper case and a trailing slash with 301, keeping the query', async () => {
    const thrown = await run('/Events/?page=2');
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/events?page=2');
  });

  it('redirects /article/* to /hence', async () => {
    const res = (await run('/article/12')) as Response;
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/hence');
  });

  it('sends a guest of a login-only page to sign in with a document navigation', async () => {
    const res = (await run('/services/repair/form?utm_source=x')) as Response;
    expect(res.headers.get('X-Remix-Reload-Document')).toBe('true');
    const location = new URL(res.headers.get('Location') ?? '', ORIGIN);
    expect(location.pathname).toBe('/sso/login');
    expect(location.searchParams.get('return_to')).toBe(`${ORIGIN}/services/repair/form?utm_source=x`);
    expect(location.searchParams.get('banner')).toBe('3');
  });

  it('lets a logged-in member through', async () => {
    expect(await run('/giftmain/brand-hs/giftid-4/apply', true)).toMatchObject({
      entryId: 'gift-apply',
      params: { giftId: '4' },
    });
  });
});
