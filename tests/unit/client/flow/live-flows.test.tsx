// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { contactMachine } from '../../../../machines/contact.machine';
import { LiveFlowsPanel } from '../../../../src/components/flow-insight/live-flows-panel';
import { liveFlows, liveInspect } from '../../../../src/lib/live-flows';
import { validMessage } from '../../../models/contact.model';

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  cleanup();
  liveFlows.clear();
});

describe('the live view of this tab’s actors (?live)', () => {
  it("keeps each root machine actor's state and moves, and draws them on its machine's diagram", async () => {
    render(<LiveFlowsPanel />);
    expect(screen.getByText('此分頁還沒有狀態機。')).toBeTruthy();

    const actor = createActor(contactMachine.provide({ actions: { saveDraft: () => {} } } as never), {
      input: {},
      inspect: liveInspect,
    });
    actor.start();
    actor.send({ type: 'step.submit', data: validMessage });
    await settle();

    const [live] = liveFlows.snapshot();
    expect(live?.state).toBe('reviewing');
    expect(live?.moves).toEqual([
      { from: null, event: 'xstate.init', to: 'editing', count: 1 },
      { from: 'editing', event: 'step.submit', to: 'reviewing', count: 1 },
    ]);
    expect(screen.getByText('流程即時檢視（1 個狀態機）')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'contact：reviewing', pressed: true })).toBeTruthy();
    const diagram = screen.getByRole('img', { name: /contact 的狀態圖/ });
    // the state it is in is marked; the move it made is drawn with its count
    const current = diagram.querySelector('.insight-diagram__node--current');
    expect(current?.textContent).toContain('進入 1 次');
    expect(within(diagram as HTMLElement).getAllByText('1').length).toBeGreaterThan(0);

    actor.send({ type: 'step.back' });
    await settle();
    expect(liveFlows.snapshot()[0]?.entries).toEqual({ editing: 2, reviewing: 1 });
    actor.stop();
  });
});
