import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  /** where the app's router was when the call went out */
  at: string;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * A stand-in for the API: `fetch` answered by method and path, every call recorded with the
 * Authorization header it carried and the router's location at that moment.
 */
export function fakeApi(handlers: Record<string, Handler>, where: () => string = () => window.location.pathname) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      authorization: new Headers(init?.headers).get('Authorization'),
      at: where(),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) return json({ message: 'not found' }, 404);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const Blank = () => null;

/** The app's kind of router (a browser router, so window.location is the page's address) at `url`. */
export function browserRouterAt(url: string) {
  window.history.replaceState(null, '', url);
  return createBrowserRouter([{ path: '*', loader: () => null, Component: Blank }]);
}

export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
