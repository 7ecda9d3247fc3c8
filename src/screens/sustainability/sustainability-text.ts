export const SUSTAINABILITY_TEXT = {
  lead: '以行動實踐對環境、社會與治理的承諾。',
  sideTitle: '本頁目錄',
  sideLabel: '永續發展目錄',
  topicsTitle: '永續主題',
  topicsLabel: '永續主題',
  subTopicsLabel: '子題',
  listsTitle: '永續行動',
  reportsTitle: '永續報告書',
  download: '下載',
  all: '全部',
  articles: (name: string) => `「${name}」的行動與報導`,
  back: '回到永續發展',
} as const;
