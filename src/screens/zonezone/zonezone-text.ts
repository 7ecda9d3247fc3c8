export const ZONEZONE_TEXT = {
  lead: '走進 ZONEZONE，體驗好生活的居家提案。',
  storesTitle: '概念店門市',
  stores: '查看門市資訊',
} as const;
