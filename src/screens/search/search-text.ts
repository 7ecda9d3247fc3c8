import type { SearchKind } from '../../../schemas/search-kinds';

export const SEARCH_TEXT = {
  label: '搜尋關鍵字',
  placeholder: '輸入文章、食譜、品牌、活動或門市名稱',
  submit: '搜尋',
  hint: '請輸入關鍵字開始搜尋。',
  typesLabel: '搜尋結果類型',
  all: '全部',
  resultsTitle: (keyword: string) => `「${keyword}」的搜尋結果`,
  kinds: {
    article: '文章',
    news: '消息',
    blog: '部落格',
    recipe: '食譜',
    brand: '品牌',
    event: '活動',
    location: '門市',
    faq: '常見問題',
  } satisfies Record<SearchKind, string>,
  groupTitle: (kind: string, count: number) => `${kind}（${count} 筆）`,
} as const;
