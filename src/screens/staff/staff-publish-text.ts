import type { PublicationState } from '../../../schemas/publication.schema';

/** The publication task's words (STAFF.md: scheduling says in Taipei time when a thing goes live). */
export const PUBLISH_TEXT = {
  steps: ['發布設定', '確認發布設定', '完成'],
  record: (kind: string, title: string, status: string) => `${kind}「${title}」，目前狀態：${status}。`,
  article: '文章',
  location: '據點',
  recipe: '食譜',
  to: '發布方式',
  moveHints: {
    published: '儲存的內容立刻出現在網站、網站地圖與搜尋中。',
    scheduled: '到了指定時間自動發布，不需要有人在線上。',
    unpublished: '從網站、網站地圖與搜尋中移除，可再次發布。',
    draft: '取消排程或下架後改回草稿，網站上不會出現。',
  } satisfies Record<PublicationState, string>,
  when: '發布時間（台北時間）',
  whenHint: '到這個時間（台北時間，UTC+8）自動發布。',
  reviewTitle: '即將執行',
  taipei: (at: string) => `${at}（台北時間）`,
  sentence: (to: PublicationState, subject: string, at: string) =>
    ({
      published: `「${subject}」將立刻發布到網站上。`,
      scheduled: `「${subject}」將於 ${at}（台北時間）自動發布。`,
      unpublished: `「${subject}」將從網站上下架。`,
      draft: `「${subject}」將改回草稿，不會出現在網站上。`,
    })[to],
  back: '上一步',
  confirm: '確認執行',
  doneScheduled: (at: string) => `已排程，將於 ${at}（台北時間）發布。`,
  doneStatus: (kind: string, status: string) => `${kind}目前狀態：${status}。`,
  backToArticle: '回到文章',
  backToList: '回到文章列表',
  backToLocation: '回到據點',
  backToLocations: '回到門市列表',
  backToRecipe: '回到食譜',
  backToRecipes: '回到食譜列表',
} as const;
