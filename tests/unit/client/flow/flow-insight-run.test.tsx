// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMachine } from '../../../../machines/contact.machine';
import { CONTACT_STEPS } from '../../../../schemas/contact.schema';
import { restartFlowActor } from '../../../../src/components/flow/flow-actor';
import { draftKey, removeAllDrafts } from '../../../../src/components/flow/flow-drafts';
import { useFlow } from '../../../../src/components/flow/use-flow';
import { validMessage } from '../../../models/contact.model';

/** Flow insight's run id lives beside the draft (docs/decisions/flow-insight.md). */
const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
const key = draftKey('contact', 'guest');
const sentMoves = () =>
  fetchMock.mock.calls.flatMap(
    ([, init]) => (JSON.parse(String(init?.body)) as { events: Record<string, unknown>[] }).events,
  );

const openContact = () =>
  renderHook(
    () =>
      useFlow(contactMachine, {
        name: 'contact',
        steps: CONTACT_STEPS,
        draftKey: key,
        base: '/contact',
        calls: { submit: async () => ({}) },
      }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/contact'] })}
        />
      ),
    },
  );

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  restartFlowActor(key);
  removeAllDrafts();
  vi.unstubAllGlobals();
});

describe('a flow run and its draft', () => {
  it('a member coming back to a kept draft goes on in the same run, reported as resumed', async () => {
    const first = openContact();
    first.result.current.actor.send({ type: 'step.submit', data: validMessage });
    await vi.waitFor(() => expect(sentMoves().map((m) => m.to)).toEqual(['editing', 'reviewing']));
    const run = sentMoves()[0]?.run;
    expect(sessionStorage.getItem(`${key}#run`)).toBe(run);
    expect(sentMoves().every((m) => m.resumed === false)).toBe(true);

    // the tab comes back to the flow later: a new actor from the kept draft
    first.unmount();
    restartFlowActor(key);
    fetchMock.mockClear();
    openContact();
    await vi.waitFor(() =>
      expect(sentMoves()[0]).toMatchObject({ from: null, event: 'xstate.init', run, resumed: true }),
    );
  });

  it('without a draft, a new run; sign-out removes the run with the drafts', async () => {
    const first = openContact();
    first.result.current.actor.send({ type: 'step.submit', data: validMessage });
    await vi.waitFor(() => expect(sentMoves().map((m) => m.to)).toEqual(['editing', 'reviewing']));
    expect(sessionStorage.getItem(`${key}#run`)).toMatch(/^[0-9a-f]{32}$/);
    const run = sessionStorage.getItem(`${key}#run`);
    removeAllDrafts();
    expect(sessionStorage.getItem(`${key}#run`)).toBeNull();
    first.unmount();
    restartFlowActor(key);
    fetchMock.mockClear();
    openContact();
    await vi.waitFor(() => expect(sentMoves()[0]).toMatchObject({ event: 'xstate.init', resumed: false }));
    expect(sentMoves()[0]?.run).not.toBe(run);
  });
});
