import { useState, useSyncExternalStore } from 'react';
import { flowMoves, flowNodes } from '../../../machines/flow-graph';
import type { FlowInsightTotal } from '../../../schemas/flow-insight-answer.schema';
import { type LiveActor, liveFlows } from '../../lib/live-flows';
import { FlowInsightDiagram } from './flow-insight-diagram';
import { FLOW_INSIGHT_TEXT as T } from './flow-insight-text';

/** One actor's moves in this tab as the diagram's figures: the same drawing the console makes of members' traffic. */
function totalOf(actor: LiveActor): FlowInsightTotal {
  return {
    device: 'all',
    starts: 1,
    resumed: 0,
    funnel: [],
    moves: actor.moves,
    states: Object.entries(actor.entries).map(([state, entries]) => ({
      state,
      entries,
      runs: 1,
      exits: actor.moves.filter((m) => m.from === state).reduce((n, m) => n + m.count, 0),
      left: 0,
      median_ms: null,
      refused: {},
      reasons: {},
    })),
  };
}

/**
 * The live view (development, `?live`): this tab's machine actors, each on its machine's diagram
 * with the state it is in marked and the moves it made drawn as wide as their count.
 */
export function LiveFlowsPanel() {
  const actors = useSyncExternalStore(liveFlows.subscribe, liveFlows.snapshot, liveFlows.snapshot);
  const [chosen, choose] = useState<string | null>(null);
  const actor = actors.find((a) => a.sessionId === chosen) ?? actors[0];
  return (
    <details className="live-flows" open>
      <summary>{T.live.title(actors.length)}</summary>
      <ul className="live-flows__actors">
        {actors.map((a) => (
          <li key={a.sessionId}>
            <button
              type="button"
              className="button button--ghost"
              aria-pressed={a === actor}
              onClick={() => choose(a.sessionId)}
            >
              {T.live.actor(a.machine.id, a.state, a.status)}
            </button>
          </li>
        ))}
      </ul>
      {actor ? (
        <FlowInsightDiagram
          graph={{
            nodes: flowNodes(actor.machine),
            moves: flowMoves(actor.machine).map(({ from, event, to }) => ({ from, event, to })),
          }}
          total={totalOf(actor)}
          current={actor.state}
          caption={T.live.caption(actor.machine.id)}
        />
      ) : (
        <p>{T.live.none}</p>
      )}
    </details>
  );
}
