import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSessionStore, sessionStore } from '../../../../src/lib/session-store';

/** A console DOM test's every test: signed in, and afterwards unmounted, fetch and session restored. */
export function signedInForEachTest(): void {
  beforeEach(() => sessionStore.set('signedIn'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetSessionStore();
  });
}

export type Answer = { status?: number; body: unknown };

/** Stubs fetch: answers by `METHOD /path` (anything else 404, as the API does); records what was sent. */
export function stubByMethod(answers: Record<string, Answer | (() => Answer)>) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://localhost').pathname;
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const found = answers[`${method} ${path}`];
    const answer = typeof found === 'function' ? found() : (found ?? { status: 404, body: { message: '找不到' } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/**
 * A console screen that reads its params as the page loader gives them (src/lib/current-page.ts):
 * `pattern` the route's path, `entryId` and `params` its manifest entry and params, at `path`.
 */
export function renderStaffPage(
  path: string,
  route: { pattern: string; entryId: string; params: Record<string, string> },
  element: ReactElement,
) {
  const router = createMemoryRouter(
    [
      {
        path: route.pattern,
        loader: () => ({ entryId: route.entryId, params: route.params }),
        element,
        hydrateFallbackElement: null,
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
