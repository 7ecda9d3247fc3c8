export const NEWS_TEXT = {
  lead: '品牌新品、活動與服務公告。',
  categoryLead: (name: string) => `「${name}」的最新消息。`,
  categoriesLabel: '消息分類',
  listTitle: '所有消息',
  recommends: '相關消息',
  back: '回到最新消息',
} as const;
