import type { GiftEventStatus } from '../../../schemas/gift-event.schema';
import { formatMoney } from '../../../schemas/money';

/** The gift events' words (zh-TW). */
export const GIFTS_TEXT = {
  chooseLead: '請選擇您購買商品的通路或類別，查看可參加的贈品活動。',
  channelFilter: '購買通路',
  menuFilter: '活動類別',
  all: '全部',
  featured: '精選活動',
  listTitle: '所有贈品活動',
  status: { upcoming: '即將開始', open: '申請中', ended: '已結束' } satisfies Record<GiftEventStatus, string>,
  outOfStock: '贈品已送完',
  purchasePeriod: '購買期間',
  applyUntil: '申請截止',
  minAmount: '消費門檻',
  anyAmount: '不限金額',
  amount: (n: number) => `單張發票滿 ${formatMoney(n)}`,
  channels: '適用通路',
  gifts: '贈品與剩餘數量',
  left: (n: number) => (n > 0 ? `剩餘 ${n} 份` : '已送完'),
  apply: '我要申請',
  closed: { upcoming: '活動尚未開始，敬請期待。', ended: '活動已結束，感謝參與。', soldOut: '贈品已全數送完。' },
  back: '回贈品活動列表',
} as const;
