import { LinkCards } from '../../components/link-cards';

const SERVICES = [
  { to: '/services/repair', title: '維修服務', text: '產品故障送修，線上申請並追蹤進度。' },
  { to: '/services/fast-repair', title: '速修服務', text: '預約門市速修，最快約 40 分鐘完成。' },
  { to: '/services/cleaning', title: '深層清潔', text: '指定品牌與指定手持吸塵器型號的深層清潔。' },
  { to: '/services/inhome', title: '到府服務', text: '大型家電由專人到府檢修與安裝。' },
  { to: '/services/warranty', title: '保固登錄', text: '登錄序號與購買憑證，享有完整保固。' },
  { to: '/services/faq', title: '常見問題', text: '使用、保養與維修的常見問答。' },
  { to: '/giftchoose/brand-hs', title: '贈品活動', text: '購買指定商品，上傳發票申請購機禮。' },
] as const;

/** The service kinds as cards: the services hub and "choose a service" both show them. */
export function ServiceLinks() {
  return <LinkCards items={SERVICES} className="card-grid" />;
}
