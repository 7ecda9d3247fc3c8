import type { ContactMessageInput } from '../../../schemas/contact.schema';

type MessageField = Exclude<Extract<keyof ContactMessageInput, string>, 'others'>;

/** The contact flow's words (zh-TW). */
export const CONTACT_TEXT = {
  lead: '有任何問題或建議，歡迎留言與我們聯繫。',
  /** the progress bar's step names (SPEC §4: contact has 3 steps) */
  steps: ['填寫資料', '確認內容', '送出完成'],
  labels: {
    name: '姓名',
    email: 'Email',
    phone: '手機號碼',
    class_id: '聯絡類別',
    content: '留言內容',
  } satisfies Record<MessageField, string>,
  phoneHint: '例：0912345678',
  contentHint: (max: number) => `最多 ${max} 字`,
  personLegend: '聯絡資料',
  messageLegend: '留言內容',
  memberFilled: '已帶入您的會員資料，可直接修改。',
  reviewLead: '請確認以下內容，如需修改請按「修改」。',
  ticket: '案件編號',
  doneLead: '感謝您的來信，我們將於 3 個工作天內由專人回覆。',
  mailSent: (email: string) => `確認信已寄至 ${email}。`,
  home: '回首頁',
  again: '再寫一封',
  unknownClass: '（未知類別）',
} as const;
