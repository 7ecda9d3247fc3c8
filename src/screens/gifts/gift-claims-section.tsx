import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { GIFT_CLAIM_STATE_LABELS } from '../../../schemas/gift-apply.schema';
import { GIFT_BRAND_SECTION, giftEventPath } from '../../../schemas/gift-event.schema';
import { recordNumber } from '../../../schemas/record-number';
import { formatDate } from '../../../schemas/taipei-date';
import { giftClaimQueries } from '../../api/gift-claims.queries';
import { QueryState } from '../../components/query-state';
import './gifts.css';

const T = {
  title: '我的贈品申請',
  empty: '尚無贈品申請紀錄。',
  browse: '查看贈品活動',
  invoice: '發票',
  appliedOn: '申請日期',
  reason: '未通過原因',
  carrier: '物流業者',
  trackingNumber: '物流單號',
} as const;

/** The member's gift claims and their state (a section of /member). */
export function GiftClaimsSection() {
  const claims = useQuery(giftClaimQueries.mine());
  return (
    <section className="gift-claims" aria-labelledby="gift-claims-title">
      <h2 id="gift-claims-title" className="list-section__title">
        {T.title}
      </h2>
      <QueryState query={claims}>
        {(list) =>
          list.length === 0 ? (
            <p>
              {T.empty} <Link to={`/giftchoose/${GIFT_BRAND_SECTION}`}>{T.browse}</Link>
            </p>
          ) : (
            <ul className="gift-claims__list">
              {list.map((claim) => (
                <li key={claim.id} className="gift-claims__item">
                  <p>
                    <Link to={giftEventPath(claim.gift_event_id)}>{claim.gift_event_subject}</Link>｜{claim.gift_name}
                  </p>
                  <p>
                    {recordNumber(claim.id)}｜{T.invoice} {claim.invoice_number}｜{T.appliedOn}{' '}
                    {formatDate(claim.created_at)}
                  </p>
                  <p className="gift-claims__state">
                    {GIFT_CLAIM_STATE_LABELS[claim.state]}
                    {claim.reject_reason && `（${T.reason}：${claim.reject_reason}）`}
                  </p>
                  {claim.carrier && claim.tracking_number && (
                    <p className="gift-claims__parcel">
                      {T.carrier}：{claim.carrier}｜{T.trackingNumber}：{claim.tracking_number}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
