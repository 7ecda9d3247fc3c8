/** The console lists' words (STAFF.md "Lists"). */
export const STAFF_TABLE_TEXT = {
  count: (total: number, from: number | null, to: number | null) =>
    from !== null && to !== null && (from > 1 || to < total)
      ? `共 ${total} 筆，顯示第 ${from}–${to} 筆`
      : `共 ${total} 筆`,
  noMatchTitle: '沒有符合篩選條件的資料',
  noMatchHint: '請放寬或清除篩選條件再試一次。',
  clearFilters: '清除篩選',
  pastEndTitle: '這一頁沒有資料',
  pastEndHint: (last: number) => `清單只有 ${last} 頁，請前往其他頁次。`,
  applyFilters: '篩選',
  filtersLabel: '篩選條件',
  showDetail: '顯示變更',
  hideDetail: '收合變更',
  detailColumn: '詳細',
  sortedAsc: '（遞增排序）',
  sortedDesc: '（遞減排序）',
} as const;
