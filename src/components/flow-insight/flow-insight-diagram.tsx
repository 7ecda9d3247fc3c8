import { useId } from 'react';
import type { FlowInsightGraph, FlowInsightTotal } from '../../../schemas/flow-insight-answer.schema';
import { diagramOf } from './flow-insight-view';
import './flow-insight.css';
import { FLOW_INSIGHT_TEXT as T } from './flow-insight-text';

/**
 * The flow's machine drawn as the graph the recorder reports against, each move as wide as the
 * times members made it (src/screens/staff/flow-insight-view.ts lays it out). A picture for the
 * eye: the tables beside it hold the same figures for a screen reader.
 */
export function FlowInsightDiagram({
  graph,
  total,
  caption,
  current,
}: {
  graph: FlowInsightGraph;
  total: FlowInsightTotal;
  caption: string;
  /** the state an actor is in now (the live view), drawn marked */
  current?: string | undefined;
}) {
  const id = useId();
  const arrow = `${id}-arrow`;
  const diagram = diagramOf(graph, total);
  return (
    <figure className="insight-diagram">
      <div className="insight-diagram__scroll">
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          viewBox={`0 0 ${diagram.width} ${diagram.height}`}
          width={diagram.width}
          height={diagram.height}
        >
          <title id={`${id}-title`}>{caption}</title>
          <defs>
            <marker
              id={arrow}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="10"
              markerHeight="10"
              markerUnits="userSpaceOnUse"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" className="insight-diagram__arrow" />
            </marker>
          </defs>
          <circle cx={diagram.start.x} cy={diagram.start.y} r="7" className="insight-diagram__start" />
          <text x={diagram.start.x + 12} y={diagram.start.y + 5} className="insight-diagram__text">
            {T.diagram.start}
          </text>
          {diagram.edges.map((edge) => (
            <g key={edge.key} className={`insight-diagram__edge${edge.idle ? ' insight-diagram__edge--idle' : ''}`}>
              <title>{edge.title}</title>
              <path d={edge.d} strokeWidth={edge.strokeWidth} markerEnd={`url(#${arrow})`} />
              {!edge.idle && (
                <text x={edge.label.x} y={edge.label.y} className="insight-diagram__count">
                  {edge.count}
                </text>
              )}
            </g>
          ))}
          {diagram.nodes.map((node) => (
            <g
              key={node.state}
              className={`insight-diagram__node${node.final ? ' insight-diagram__node--final' : ''}${node.state === current ? ' insight-diagram__node--current' : ''}`}
            >
              <rect x={node.x} y={node.y} width={node.width} height={node.height} rx="6" />
              <text x={node.x + 12} y={node.y + 20} className="insight-diagram__label">
                {node.label}
              </text>
              <text x={node.x + 12} y={node.y + 38} className="insight-diagram__detail">
                {node.detail}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
