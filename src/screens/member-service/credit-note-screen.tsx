import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { recordNumber } from '../../../schemas/record-number';
import { REPAIR_TYPE_LABELS } from '../../../schemas/repair.schema';
import { serviceRecordQueries } from '../../api/services.queries';
import { PageShell } from '../../components/page-shell';
import { QueryState } from '../../components/query-state';
import { formatDate } from '../../lib/format-date';
import { MemberOnly } from '../member/member-only';
import { MEMBER_SERVICE_TEXT as T } from './member-service-text';
import './member-service.css';

/** SPEC §2 /member/service/credit-note/{no} (layout empty): a paid repair's note, printable. */
export function CreditNoteScreen() {
  const { no = '' } = useParams();
  return (
    <PageShell>
      <MemberOnly>
        <CreditNote no={no} />
      </MemberOnly>
    </PageShell>
  );
}

function CreditNote({ no }: { no: string }) {
  const note = useQuery(serviceRecordQueries.creditNote(no));
  return (
    <QueryState query={note}>
      {(repair) => (
        <article className="credit-note">
          <h2>
            {T.creditNo} {repair.credit_info?.no}
          </h2>
          <dl className="service-record__facts">
            <dt>{T.item}</dt>
            <dd>
              {recordNumber(repair.id)} {REPAIR_TYPE_LABELS[repair.type]} {repair.brand_name} {repair.model_name}
            </dd>
            <dt>{T.amount}</dt>
            <dd>NT${repair.credit_info?.amount.toLocaleString('zh-TW')}</dd>
            <dt>{T.paidAt}</dt>
            <dd>{repair.credit_info ? formatDate(repair.credit_info.paid_at) : ''}</dd>
          </dl>
          <p className="credit-note__actions">
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              {T.print}
            </button>{' '}
            <Link to="/member/service">{T.back}</Link>
          </p>
        </article>
      )}
    </QueryState>
  );
}
