import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { InsightFlow } from '../../../schemas/flow-insight.schema';
import {
  CONSOLE_FLOWS,
  type FlowInsight,
  INSIGHT_FLOW_LABELS,
  isConsoleFlow,
} from '../../../schemas/flow-insight-answer.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { taipeiToday } from '../../../schemas/taipei-date';
import { staffFlowInsightQueries } from '../../api/staff-flow-insight.queries';
import { FlowInsightDiagram } from '../../components/flow-insight/flow-insight-diagram';
import { FLOW_INSIGHT_TEXT as T } from '../../components/flow-insight/flow-insight-text';
import {
  type DeviceChoice,
  durationText,
  eventLabel,
  graphOfSeries,
  moveCount,
  percentText,
  refusedRows,
  shownNodes,
  stateLabel,
  summaryOf,
  totalOf,
} from '../../components/flow-insight/flow-insight-view';
import { SelectField, TextField } from '../../components/form/text-field';
import { LoadErrorState } from '../../components/load-error-state';
import { STAFF_TABLE_TEXT } from '../../components/staff/staff-table-text';
import { UI_TEXT } from '../../lib/ui-text';
import { refusedFields } from './refused-fields';
import { StaffShell } from './staff-shell';
import '../../components/staff/staff-table.css';

const TITLE = staffRouteById('staff-flow-insight')?.title ?? '';
const FILTER_NAMES = ['flow', 'from', 'to', 'device', 'version'] as const;
const DEVICES: readonly DeviceChoice[] = ['all', 'phone', 'desktop'];
const DAY = 86_400_000;

/**
 * /staff/flow-insight (admin, editor): a member flow's recorded moves over a range of Taipei days,
 * drawn on its machine's own graph (issue 29): the summary, the funnel of its steps, the diagram
 * with each move as wide as its count, each state's entries and times, and the fields refused
 * with their messages; for phones and desktops apart, one machine version at a time.
 */
export function StaffFlowInsightScreen() {
  return (
    <StaffShell title={TITLE} requires="editor">
      {() => <FlowInsightView />}
    </StaffShell>
  );
}

/** The filters as the address names them, with the defaults staff start from: the warranty flow, the last 7 days. */
function useInsightParams() {
  // the address's own parameters: this screen has no pages nor sort (the lists' useListParams)
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(FILTER_NAMES.map((name) => [name, search.get(name) ?? ''])) as Record<
    (typeof FILTER_NAMES)[number],
    string
  >;
  const setFilters = (values: Record<string, string>) =>
    setSearch(new URLSearchParams(Object.entries(values).filter(([, value]) => value !== '')));
  const today = taipeiToday();
  const flow: InsightFlow = filters.flow && isConsoleFlow(filters.flow) ? filters.flow : 'warranty';
  const device: DeviceChoice = DEVICES.find((d) => d === filters.device) ?? 'all';
  return {
    query: { flow, from: filters.from || taipeiToday(Date.now() - 6 * DAY), to: filters.to || today },
    device,
    version: filters.version,
    setFilters,
  };
}

function FlowInsightView() {
  const { query, device, version, setFilters } = useInsightParams();
  const insight = useQuery({ ...staffFlowInsightQueries.range(query), placeholderData: keepPreviousData });
  const refused = insight.isError ? refusedFields(insight.error) : null;
  const answer = insight.data?.data;
  const series = answer?.series.find((s) => s.version === version) ?? answer?.series[0];

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    // another flow or range has its own versions: the version chosen for this one no longer applies
    const sameRange = value('flow') === query.flow && value('from') === query.from && value('to') === query.to;
    setFilters({
      flow: value('flow'),
      from: value('from'),
      to: value('to'),
      device: value('device') === 'all' ? '' : value('device'),
      version: sameRange ? value('version') : '',
    });
  };

  return (
    <>
      <p className="staff-section__lead">{T.lead}</p>
      <search aria-label={T.filters.label}>
        <form
          key={JSON.stringify([query, device, series?.version])}
          className="list-filters"
          noValidate
          onSubmit={apply}
        >
          <SelectField
            label={T.filters.flow}
            name="flow"
            defaultValue={query.flow}
            options={CONSOLE_FLOWS.map((f) => ({ value: f, label: INSIGHT_FLOW_LABELS[f] }))}
          />
          <TextField
            label={T.filters.from}
            name="from"
            type="date"
            defaultValue={query.from}
            error={refused?.from?.[0]}
          />
          <TextField label={T.filters.to} name="to" type="date" defaultValue={query.to} error={refused?.to?.[0]} />
          <SelectField
            label={T.filters.device}
            name="device"
            defaultValue={device}
            options={DEVICES.map((d) => ({ value: d, label: T.devices[d] ?? d }))}
          />
          {answer && answer.series.length > 1 && (
            <SelectField
              label={T.filters.version}
              name="version"
              defaultValue={series?.version ?? ''}
              options={answer.series.map((s) => ({
                value: s.version,
                label: T.version(s.version, s.version === answer.current_version, s.first_day, s.last_day),
              }))}
            />
          )}
          <div className="list-filters__actions">
            <button type="submit" className="button button--primary">
              {STAFF_TABLE_TEXT.applyFilters}
            </button>
          </div>
        </form>
      </search>
      {insight.isPending ? (
        <div className="block-pending" aria-busy="true">
          <span className="visually-hidden">{UI_TEXT.loading}</span>
        </div>
      ) : refused ? null : insight.isError || !answer ? (
        <LoadErrorState onRetry={() => void insight.refetch()} />
      ) : (
        <div aria-busy={insight.isFetching}>
          <Figures answer={answer} series={series} device={device} />
        </div>
      )}
    </>
  );
}

function Figures({
  answer,
  series,
  device,
}: {
  answer: FlowInsight;
  series: FlowInsight['series'][number] | undefined;
  device: DeviceChoice;
}) {
  const flowName = INSIGHT_FLOW_LABELS[answer.flow];
  const graph = graphOfSeries(answer, series);
  const nodes = shownNodes(graph);
  const total = totalOf(series, device);
  const summary = summaryOf(total);
  const rows = refusedRows(total);
  // the funnel's bars are drawn against its busiest step
  const mostReached = Math.max(1, ...total.funnel.map((f) => f.reached));
  const versionText = series
    ? T.version(series.version, series.version === answer.current_version, series.first_day, series.last_day)
    : T.noVersion;

  return (
    <>
      {answer.series.length > 1 && <p className="insight-note">{T.versionsNote(answer.series.length)}</p>}
      <section className="staff-section" aria-labelledby="insight-summary">
        <h2 id="insight-summary">
          {T.summary.heading}
          <span className="insight-subhead">
            {flowName}・{T.devices[device]}・{versionText}
          </span>
        </h2>
        {!series && <p className="insight-note">{T.empty}</p>}
        <dl className="insight-summary">
          {(
            [
              [T.summary.starts, summary.starts],
              [T.summary.resumed, summary.resumed],
              [T.summary.finished, summary.finished],
              [T.summary.rate, summary.rate],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="staff-section" aria-labelledby="insight-funnel">
        <h2 id="insight-funnel">{T.funnel.heading}</h2>
        <p className="insight-note">{T.funnel.note}</p>
        <InsightTable
          caption={T.funnel.caption(flowName)}
          columns={[T.funnel.step, T.funnel.reached, T.funnel.left, T.funnel.loss]}
        >
          {total.funnel.map((f) => (
            <tr key={f.states.join()}>
              <th scope="row">{T.funnel.stepName(f.step, f.title)}</th>
              <td>
                <span className="insight-bar" aria-hidden="true">
                  <span style={{ width: percentText(f.reached, mostReached) }} />
                </span>
                {f.reached}
              </td>
              <td>{f.step === null ? '—' : f.left}</td>
              <td>{f.step === null ? '—' : percentText(f.left, f.reached)}</td>
            </tr>
          ))}
        </InsightTable>
      </section>

      <section className="staff-section" aria-labelledby="insight-diagram">
        <h2 id="insight-diagram">{T.diagram.heading}</h2>
        <FlowInsightDiagram graph={graph} total={total} caption={T.diagram.caption(flowName)} />
      </section>

      <section className="staff-section" aria-labelledby="insight-states">
        <h2 id="insight-states">{T.states.heading}</h2>
        <InsightTable
          caption={T.states.caption}
          columns={[T.states.state, T.states.entries, T.states.runs, T.states.exits, T.states.median, T.states.left]}
        >
          {nodes.map((n) => {
            const s = total.states.find((x) => x.state === n.state);
            return (
              <tr key={n.state}>
                <th scope="row">{stateLabel(nodes, n.state)}</th>
                <td>{s?.entries ?? 0}</td>
                <td>{s?.runs ?? 0}</td>
                <td>{s?.exits ?? 0}</td>
                <td>{durationText(s?.median_ms ?? null)}</td>
                <td>{s?.left ?? 0}</td>
              </tr>
            );
          })}
        </InsightTable>
        <details className="insight-moves">
          <summary>{T.moves.heading}</summary>
          <InsightTable caption={T.moves.caption} columns={[T.moves.from, T.moves.event, T.moves.to, T.moves.count]}>
            {graph.moves.map((m) => (
              <tr key={`${m.from}|${m.event}|${m.to}`}>
                <th scope="row">{stateLabel(nodes, m.from)}</th>
                <td>{eventLabel(m.event)}</td>
                <td>{stateLabel(nodes, m.to)}</td>
                <td>{moveCount(total, m)}</td>
              </tr>
            ))}
          </InsightTable>
        </details>
      </section>

      <section className="staff-section" aria-labelledby="insight-refused">
        <h2 id="insight-refused">{T.refused.heading}</h2>
        {rows.length === 0 ? (
          <p className="insight-note">{T.refused.none}</p>
        ) : (
          <InsightTable
            caption={T.refused.caption}
            columns={[T.refused.field, T.refused.step, T.refused.count, T.refused.messages]}
          >
            {rows.map((r) => (
              <tr key={`${r.state}|${r.field}`}>
                <th scope="row">
                  <code>{r.field}</code>
                </th>
                <td>{stateLabel(nodes, r.state)}</td>
                <td>{r.count}</td>
                <td>
                  <ul className="insight-messages">
                    {r.messages.map((m) => (
                      <li key={m.text}>
                        {m.text}（{m.count}）
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </InsightTable>
        )}
      </section>
    </>
  );
}

/** A table of figures in the console's table style: its caption, its column heads, its rows. */
function InsightTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="staff-table">
      <div className="staff-table__scroll">
        <table className="staff-table__table insight-table">
          <caption className="staff-table__caption">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}
