/** The words of /member's overview (zh-TW). */
export const OVERVIEW_TEXT = {
  next: {
    title: '即將參加',
    empty: '目前沒有即將參加的活動。',
    browse: '瀏覽近期活動',
    tickets: (n: number) => `查看 ${n} 張票券`,
    pending: '待付款',
    payBy: '請於期限內完成付款',
  },
  repairs: {
    title: '進行中的服務',
    empty: '目前沒有進行中的維修或清潔。',
    apply: '申請維修服務',
    all: '查看所有服務紀錄',
  },
  claims: {
    title: '贈品申請',
    empty: '沒有審核或寄送中的贈品申請。',
  },
  warranties: {
    title: '已登錄保固',
    count: (n: number) => `共 ${n} 項產品`,
    empty: '尚未登錄任何產品保固。',
    register: '登錄產品保固',
    latest: (product: string, date: string) => `最近登錄：${product}（購買日 ${date}）`,
    /** the approved warranty that ends soonest from today (the one to watch) */
    endsOn: (product: string, date: string) => `${product} 保固至 ${date}`,
  },
} as const;
