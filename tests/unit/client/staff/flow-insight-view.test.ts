import { describe, expect, it } from 'vitest';
import type { FlowInsight, FlowInsightTotal } from '../../../../schemas/flow-insight-answer.schema';
import {
  diagramOf,
  graphOfSeries,
  refusedRows,
  shownNodes,
  stateLabel,
  summaryOf,
} from '../../../../src/components/flow-insight/flow-insight-view';

const graph: FlowInsight['graph'] = {
  nodes: [
    { state: 'opening', step: 1, title: '選擇產品', final: false },
    { state: 'choosing', step: 1, title: '選擇產品', final: false },
    { state: 'reviewing', step: 2, title: '確認', final: false },
    { state: 'submitting', step: 2, title: '確認', final: false },
    { state: 'done', step: null, title: '完成', final: true },
  ],
  moves: [
    { from: null, event: 'xstate.init', to: 'choosing' },
    { from: 'choosing', event: 'step.submit', to: 'reviewing' },
    { from: 'reviewing', event: 'step.back', to: 'choosing' },
    { from: 'reviewing', event: 'step.submit', to: 'submitting' },
    { from: 'submitting', event: 'xstate.done.actor.submit', to: 'done' },
    { from: 'submitting', event: 'xstate.error.actor.submit', to: 'choosing' },
  ],
};

const total: FlowInsightTotal = {
  device: 'all',
  starts: 4,
  resumed: 1,
  states: [
    {
      state: 'choosing',
      entries: 5,
      runs: 4,
      exits: 4,
      left: 1,
      median_ms: 12_300,
      refused: { serial: 3, brand_id: 1 },
      reasons: { serial: { '序號格式不正確。': 2, '請輸入產品序號。': 1 } },
    },
  ],
  moves: [
    { from: null, event: 'xstate.init', to: 'choosing', count: 4 },
    { from: 'choosing', event: 'step.submit', to: 'reviewing', count: 2 },
    { from: 'reviewing', event: 'step.submit', to: 'submitting', count: 1 },
  ],
  funnel: [
    { step: 1, title: '選擇產品', states: ['opening', 'choosing'], reached: 4, left: 1 },
    { step: 2, title: '確認', states: ['reviewing', 'submitting'], reached: 2, left: 1 },
    { step: null, title: '完成', states: ['done'], reached: 1, left: 0 },
  ],
};

describe('the flow insight view', () => {
  it('draws the states a member can stand in, each move as wide as its count and an unused one dashed', () => {
    const diagram = diagramOf(graph, total);
    // opening is passed through: no move of the graph names it
    expect(diagram.nodes.map((n) => n.state)).toEqual(['choosing', 'reviewing', 'submitting', 'done']);
    const edge = (key: string) => diagram.edges.find((e) => e.key === key);
    expect(edge('→choosing')).toMatchObject({ count: 4, strokeWidth: 12, idle: false });
    expect(edge('choosing→reviewing')).toMatchObject({ count: 2, strokeWidth: 7 });
    expect(edge('submitting→done')).toMatchObject({ count: 0, strokeWidth: 1, idle: true });
    // back to the product step on the left, on to the next on the right
    expect(edge('reviewing→choosing')?.d.startsWith('M 210 ')).toBe(true);
    expect(edge('choosing→reviewing')?.d.startsWith('M 510 ')).toBe(true);
    // two events between the same states are one line naming both
    expect(edge('submitting→choosing')?.title).toContain('送出被退回 0');
    expect(diagram.nodes[0]?.detail).toBe('進入 5 次・停留中位數 12 秒');
    expect(diagram.nodes[3]?.detail).toBe('進入 0 次');
  });

  it('names a state by its step, told apart where a step has several', () => {
    const nodes = shownNodes(graph);
    expect(stateLabel(nodes, 'choosing')).toBe('選擇產品');
    expect(stateLabel(nodes, 'reviewing')).toBe('確認');
    expect(stateLabel(nodes, 'submitting')).toBe('確認（送出中）');
    expect(stateLabel(nodes, null)).toBe('開始');
  });

  it('sums up the runs started and finished, a resumed draft not counted as another run', () => {
    expect(summaryOf(total)).toEqual({ starts: 4, resumed: 1, finished: 1, rate: '25%' });
  });

  it('lists the refused fields most refused first, each with its messages', () => {
    expect(refusedRows(total)).toEqual([
      {
        state: 'choosing',
        field: 'serial',
        count: 3,
        messages: [
          { text: '序號格式不正確。', count: 2 },
          { text: '請輸入產品序號。', count: 1 },
        ],
      },
      { state: 'choosing', field: 'brand_id', count: 1, messages: [] },
    ]);
  });

  it("draws an older version on the states and moves its own rows name, not on today's machine", () => {
    const answer: FlowInsight = {
      flow: 'warranty',
      current_version: 'aaaaaaaa',
      graph,
      series: [
        {
          version: 'bbbbbbbb',
          first_day: '2026-01-01',
          last_day: '2026-01-02',
          days: [],
          totals: [{ ...total, moves: [{ from: 'choosing', event: 'step.submit', to: 'gone', count: 3 }] }],
        },
      ],
    };
    const old = graphOfSeries(answer, answer.series[0]);
    expect(old.nodes.map((n) => n.state)).toEqual(['choosing', 'gone']);
    expect(old.moves).toEqual([{ from: 'choosing', event: 'step.submit', to: 'gone' }]);
  });
});
