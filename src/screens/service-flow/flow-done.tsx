import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { recordNumber } from '../../../schemas/record-number';
import { SERVICE_FLOW_TEXT as T } from './service-flow-text';

/** A service flow's last page: what was received, its number, and the way to the member's records. */
export function FlowDone({ lead, id, children }: { lead: string; id: number | null; children?: ReactNode }) {
  return (
    <div className="flow-done" role="status">
      <p className="flow-done__lead">{lead}</p>
      {id !== null && (
        <p>
          {T.ticket}：<strong>{recordNumber(id)}</strong>
        </p>
      )}
      {children}
      <div className="flow-actions">
        <Link className="button button--primary" to="/member/service">
          {T.toRecords}
        </Link>
        <Link className="button button--ghost" to="/">
          {T.home}
        </Link>
      </div>
    </div>
  );
}
