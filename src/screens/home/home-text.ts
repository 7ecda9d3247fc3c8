export const HOME_TEXT = {
  bannersLabel: '主打消息',
  articlesTitle: '生活誌精選',
  articlesMore: '更多文章',
  eventsTitle: '近期活動',
  eventsMore: '所有活動',
  servicesTitle: '售後服務',
  actionsLabel: '快速前往',
  actions: [
    { to: '/events', text: '報名近期活動', primary: true },
    { to: '/services', text: '預約維修與保固', primary: false },
  ],
} as const;

export const HOME_SERVICES = [
  { to: '/services/repair', title: '維修服務', text: '送修、檢測與報價進度，線上即可掌握。' },
  { to: '/services/fast-repair', title: '速修服務', text: '預約門市速修，最快約 40 分鐘完成。' },
  { to: '/services/cleaning', title: '深層清潔', text: '指定品牌與指定手持吸塵器型號的深層清潔保養。' },
  { to: '/services/warranty', title: '保固登錄', text: '登錄產品序號與發票，保固權益更安心。' },
] as const;
